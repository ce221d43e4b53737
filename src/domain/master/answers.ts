import { z } from 'zod';
import { record, text } from '../contract';

/** Answers of the master-data routes (the contract: mock/_lib/contract.ts, src/domain/contract). */
export const warehouseAnswer = record({ id: text, code: text, name: text, address: text, timeZone: text, enabled: z.boolean() });
