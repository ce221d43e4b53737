/**
 * Answers of the outbound routes (mock/_lib/contract.ts): what the outbound screens read, checked by
 * the services too. Relative imports only: the mock imports this file.
 */
import { z } from 'zod';
import { bulkResult, count, historyOf, id, importAnswer, importRowsCheck, isoDate, listOf, record, text } from '../contract';
import { ALLOCATION_RULES } from '../master/types';
import { DESTROY_STATUSES, ORDER_STATUSES, PUTBACK_STATUSES, destroyMachine, orderMachine } from './machine';
import { ORDER_KINDS, SHORT_REST } from './schema';
import { CARTON_STATUSES } from './packing';

export { bulkResult, historyOf, importAnswer, importRowsCheck, listOf };

/** Wave, pick task, manifest states and why a scanned parcel does not belong on a manifest. */
export const WAVE_STATUSES = ['open', 'done'] as const;
export const PICK_TASK_STATUSES = ['open', 'done', 'short'] as const;
export const MANIFEST_STATUSES = ['open', 'confirmed'] as const;
export const SCAN_REASONS = ['unknown', 'wrongKind', 'wrongCarrier', 'notLabelled', 'otherManifest'] as const;

/** A quantity that may go below zero (a journal line's change). */
const signed = z.number().int();
const quantity = z.number().int();

/** A dictionary entry as the selects name it. */
export const namedEntry = record({ code: text, nameZh: text, nameEn: text });


/** A stock change written for a document, as its drawer lists it. */
export const stockRecord = record({
  id,
  type: text,
  sku: text,
  location: text,
  lpn: text.optional(),
  delta: record({ onHand: signed, allocated: signed, picked: signed }),
  operator: text,
  at: isoDate,
  docNo: text,
});

// ---------------------------------------------------------------- orders

const orderKind = z.enum(ORDER_KINDS);
const orderStatus = z.enum(ORDER_STATUSES);

export const orderRow = record({
  id,
  no: text,
  kind: orderKind,
  status: orderStatus,
  source: text,
  receiverName: text,
  city: text,
  carrier: text,
  service: text,
  cartons: count,
  lineCount: count,
  totalQty: count,
  skus: z.array(text),
  trackingNos: z.array(text),
  printCount: count,
  waveId: text.optional(),
  /** A backorder: the number of the order it was split from. */
  backorderOf: text.optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** A put-back task: a cancelled order's picked units on their way back to a location. */
export const putbackAnswer = record({
  id,
  no: text,
  orderNo: text,
  status: z.enum(PUTBACK_STATUSES),
  lines: z.array(record({ sku: text, from: text, lot: text.optional(), qty: count })),
  location: text.optional(),
  createdAt: isoDate,
  operator: text,
  doneAt: isoDate.optional(),
  doneBy: text.optional(),
});

export const orderAllocation = record({
  location: text,
  qty: count,
  picked: count,
  rule: z.enum(ALLOCATION_RULES),
  lot: text.optional(),
  expiry: text.optional(),
  receivedAt: isoDate,
});

/** A carton of the pack bench: its contents and, once closed, its weight (kg). */
export const packCarton = record({
  seq: z.number().int().positive(),
  status: z.enum(CARTON_STATUSES),
  items: z.array(record({ sku: text, qty: count })),
  weight: z.number().positive().optional(),
});

export const orderDetail = orderRow.extend({
  receiver: record({ name: text, phone: text, address: text, city: text, country: text }),
  cancelReason: text.optional(),
  /** The backorders split from this order (partial allocation, ship short), with their states. */
  backorders: z.array(record({ id, no: text, status: orderStatus })),
  /** Shipped short: what became of the units not picked. */
  shortRest: z.enum(SHORT_REST).optional(),
  putback: putbackAnswer.optional(),
  parcels: z.array(record({ trackingNo: text, seq: z.number().int().positive(), printCount: count, weight: z.number().positive().optional() })),
  /** The cartons the order was packed in (the pack bench): the parcels its labels are for. */
  packCartons: z.array(packCarton),
  lines: z.array(
    record({
      sku: text,
      nameZh: text.optional(),
      nameEn: text.optional(),
      qty: count,
      allocated: count,
      picked: count,
      short: count,
      locations: z.array(text),
      allocations: z.array(orderAllocation),
    }),
  ),
  history: z.array(historyOf(ORDER_STATUSES, orderMachine.actions)),
  records: z.array(stockRecord),
});

export const productHits = z.array(record({ sku: text, nameZh: text, nameEn: text, barcodes: z.array(text), available: quantity }));

export const outboundMeta = record({ carriers: z.array(namedEntry), disabledCarriers: z.array(namedEntry), docks: z.array(text), zones: z.array(text) });

// ---------------------------------------------------------------- pick

export const waveRow = record({ id, no: text, status: z.enum(WAVE_STATUSES), orders: count, tasks: count, done: count, createdAt: isoDate, operator: text });

export const waveCreated = record({ id, no: text });

/** A planned wave (`waves/plan/preview`): its carrier, zone (or `mixed`), size and order numbers. */
export const plannedWave = record({ carrier: text, zone: text.optional(), orders: count, lines: count, units: count, orderNos: z.array(text) });
export const wavePlanPreview = record({ waves: z.array(plannedWave) });
/** The waves a plan made, in the preview's order. */
export const wavePlanCreated = record({ waves: z.array(record({ id, no: text, carrier: text, zone: text.optional(), orders: count })) });

/** A pick task as stored (the answer of a pick or short pick). */
export const pickTask = record({
  id,
  orderId: id,
  orderNo: text,
  lineIndex: count,
  location: text,
  sku: text,
  qty: count,
  picked: count,
  status: z.enum(PICK_TASK_STATUSES),
  shortReason: text.optional(),
  pickSeq: count,
  lot: text.optional(),
  expiry: text.optional(),
});

/** A wave's order with its tote (cluster picking: bound before the trip). */
export const waveOrder = record({ id, no: text, status: z.enum(ORDER_STATUSES), tote: text.optional() });
/** The answer of binding a tote: the wave's orders with their totes. */
export const waveTotes = record({ orders: z.array(waveOrder) });

export const waveDetail = record({
  id,
  no: text,
  status: z.enum(WAVE_STATUSES),
  createdAt: isoDate,
  operator: text,
  orders: z.array(waveOrder),
  tasks: z.array(pickTask.extend({ nameZh: text, nameEn: text, barcodes: z.array(text) })),
});

// ---------------------------------------------------------------- pack

/** An order at the pack bench: each line's picked and packed units, and its cartons (one open at a time). */
export const packSession = record({
  orderId: id,
  orderNo: text,
  kind: orderKind,
  status: orderStatus,
  carrier: text,
  receiver: record({ name: text, phone: text, address: text, city: text, country: text }),
  lines: z.array(record({ sku: text, nameZh: text.optional(), nameEn: text.optional(), barcodes: z.array(text), picked: count, packed: count, left: count })),
  cartons: z.array(packCarton),
  /** Every picked unit is in a closed carton: the order may be completed (packed). */
  complete: z.boolean(),
  updatedAt: isoDate,
});

// ---------------------------------------------------------------- delivery

const manifestBase = record({
  id,
  no: text,
  kind: orderKind,
  carrier: text,
  dock: text.optional(),
  trailer: text.optional(),
  status: z.enum(MANIFEST_STATUSES),
  createdAt: isoDate,
  confirmedAt: isoDate.optional(),
  operator: text,
});

export const manifestRow = manifestBase.extend({ scannedCount: count, unexpectedCount: count, shippedCount: count });

/** A manifest as stored (the answer of its creation). */
export const manifest = manifestBase.extend({
  scanned: z.array(text),
  unexpected: z.array(record({ trackingNo: text, reason: z.enum(SCAN_REASONS) })),
  shippedOrderIds: z.array(id),
});

export const manifestDetail = manifestBase.extend({
  scanned: z.array(record({ trackingNo: text, orderNo: text.optional() })),
  unexpected: z.array(record({ trackingNo: text, reason: z.enum(SCAN_REASONS), reasonText: text })),
  missing: z.array(record({ trackingNo: text, orderNo: text, seq: z.number().int().positive() })),
  shippedOrderIds: z.array(id),
});

/** A scan: the parcel's order, or why it does not belong (in the caller's words). */
export const scanResult = z.union([
  record({ ok: z.literal(true), orderNo: text }),
  record({ ok: z.literal(false), reason: z.enum(SCAN_REASONS), reasonText: text }),
]);

export const manifestConfirmed = record({ id, shipped: count });

// ---------------------------------------------------------------- destroy

export const destroyReasons = record({ reasons: z.array(namedEntry), disabledReasons: z.array(namedEntry) });

export const destroyStock = z.array(record({ rowId: id, location: text, sku: text, available: count, nameZh: text.optional(), nameEn: text.optional() }));

export const destroyOrder = record({
  id,
  no: text,
  reason: text,
  note: text,
  status: z.enum(DESTROY_STATUSES),
  lines: z.array(record({ rowId: id, location: text, sku: text, qty: count })),
  history: z.array(historyOf(DESTROY_STATUSES, destroyMachine.actions)),
  createdAt: isoDate,
  updatedAt: isoDate.optional(),
});

export const destroyRow = destroyOrder.extend({ totalQty: count, operator: text });
