import { z } from 'zod';
import { count, id, isoDate, pageOf, record, text } from '../contract';
import { recordRowAnswer } from '../inventory/answers';
import { relocationMachine, RELOCATION_STATUSES, REPLENISH_REASONS } from './machine';

/**
 * Answers of the relocation and FBA routes (mock/relocate.ts, mock/fba.ts); the contract:
 * mock/_lib/contract.ts, src/domain/contract. Relative imports only: the mock imports this file.
 */
const status = z.enum(RELOCATION_STATUSES);
const historyEntry = record({
  from: status.nullable(),
  to: status,
  action: z.enum([...relocationMachine.actions, 'create', 'edit']),
  at: isoDate,
  operator: text,
  note: text.optional(),
});

/** A relocation as listed: with its product's names and where its units are now. */
export const relocationRowAnswer = record({
  id,
  no: text,
  status,
  history: z.array(historyEntry),
  createdAt: isoDate,
  updatedAt: isoDate.optional(),
  sku: text,
  qty: z.number().int().positive(),
  from: text,
  lpn: text.optional(),
  lot: text.optional(),
  to: text,
  putTo: text.optional(),
  emergency: z.boolean(),
  replenish: z.enum(REPLENISH_REASONS).optional(),
  reason: text.optional(),
  outBy: text.optional(),
  receivedBy: text.optional(),
  putBy: text.optional(),
  nameZh: text,
  nameEn: text,
  at: text,
});

/** A journal line a relocation wrote, as its drawer shows it. */
export const relocationRecordAnswer = recordRowAnswer.pick({ id: true, type: true, sku: true, location: true, lpn: true, lot: true, delta: true, after: true, operator: true, at: true, reason: true });

/** A relocation opened (and after each of its writes): the row and the records it wrote. */
export const relocationDetailAnswer = relocationRowAnswer.extend({ records: z.array(relocationRecordAnswer) });

/** What a source location holds of a SKU, and a suggested target ('' when none has room). */
export const relocationSourceAnswer = record({
  from: text,
  locationStatus: text,
  sku: text,
  lpn: text.optional(),
  nameZh: text,
  nameEn: text,
  available: count,
  rows: z.array(record({ id, lpn: text.optional(), lot: text.optional(), onHand: count, available: count })),
  suggested: text,
});

// ---------------------------------------------------------------- FBA

export const fbaStockRowAnswer = record({
  id,
  shipment: text,
  location: text,
  sku: text,
  nameZh: text,
  nameEn: text,
  lot: text.optional(),
  lpn: text.optional(),
  qty: count,
  stagedAt: isoDate,
});
export const fbaStockPageAnswer = pageOf(fbaStockRowAnswer);

export const fbaLocationsAnswer = z.array(record({ code: text, zone: text, status: text, capacity: count }));

/** A staging: its number and the staged rows it made. */
export const fbaStageAnswer = record({
  no: text,
  staged: z.array(record({ id, no: text, shipment: text, rowId: id, location: text, sku: text, lot: text.optional(), lpn: text.optional(), qty: count, stagedAt: isoDate, operator: text })),
});
/** A release: the number of its record. */
export const fbaReleaseAnswer = record({ no: text });
export const fbaRecordPageAnswer = pageOf(recordRowAnswer);

/** What a generation of replenishments made: the new relocations (none when no pick face needs one). */
export const replenishAnswer = record({ created: z.array(relocationRowAnswer) });
