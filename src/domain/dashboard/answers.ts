import { z } from 'zod';
import { count, record, text } from '../contract';
import { FIGURE_GROUPS } from './index';

/**
 * The answer of the home dashboard (mock/dashboard.ts); the contract: mock/_lib/contract.ts,
 * src/domain/contract. Relative imports only: the mock imports this file.
 */
const group = z.enum(FIGURE_GROUPS);

export const figureAnswer = record({ key: text, group, label: text, value: count, link: text, alert: z.boolean().optional() });

export const dashboardAnswer = record({
  groups: z.array(record({ key: group, label: text })),
  figures: z.array(figureAnswer),
  charts: record({
    shippedPerHour: z.array(record({ hour: z.number().int().min(0).max(23), value: count })),
    ordersByStatus: z.array(record({ status: text, kind: text, value: count })),
  }),
});
