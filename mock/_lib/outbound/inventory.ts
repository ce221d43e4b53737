import { DomainError, type Ctx, type InvRecord, type InvRow, type Quantities, type RecordType, type WarehouseData } from './types';

export const nextSeq = (wh: WarehouseData, prefix: string) => `${prefix}${++wh.seq}`;

export const available = (r: Quantities) => r.onHand - r.allocated - r.picked;

const snapshot = (r: Quantities): Quantities => ({ onHand: r.onHand, allocated: r.allocated, picked: r.picked });

/**
 * THE one place where inventory quantities change: applies `delta` to the row, refuses anything
 * that would make a quantity negative or reserve more than is on hand, and writes exactly one record.
 */
export function move(
  wh: WarehouseData,
  ctx: Ctx,
  row: InvRow,
  type: RecordType,
  delta: Partial<Quantities>,
  docNo: string,
): InvRecord {
  const d: Quantities = { onHand: delta.onHand ?? 0, allocated: delta.allocated ?? 0, picked: delta.picked ?? 0 };
  const before = snapshot(row);
  const after: Quantities = { onHand: before.onHand + d.onHand, allocated: before.allocated + d.allocated, picked: before.picked + d.picked };
  if (after.onHand < 0 || after.allocated < 0 || after.picked < 0 || available(after) < 0) {
    throw new DomainError('server.inventory.insufficient', { sku: row.sku, location: row.location, available: available(before) });
  }
  row.onHand = after.onHand;
  row.allocated = after.allocated;
  row.picked = after.picked;
  const record: InvRecord = { id: nextSeq(wh, 'IR'), type, rowId: row.id, sku: row.sku, location: row.location, delta: d, before, after, operator: ctx.operator, at: ctx.now, docNo };
  wh.records.push(record);
  return record;
}

/** The row of a location × SKU, created empty when missing (receiving puts stock there). */
export function rowFor(wh: WarehouseData, location: string, sku: string, receivedAt: string): InvRow {
  const list = wh.rowsBySku.get(sku) ?? [];
  let row = list.find((r) => r.location === location);
  if (!row) {
    row = { id: nextSeq(wh, 'INV'), location, sku, onHand: 0, allocated: 0, picked: 0, receivedAt };
    wh.inventory.push(row);
    wh.rowById.set(row.id, row);
    list.push(row);
    wh.rowsBySku.set(sku, list);
  }
  return row;
}

export function receive(wh: WarehouseData, ctx: Ctx, location: string, sku: string, qty: number, docNo: string) {
  return move(wh, ctx, rowFor(wh, location, sku, ctx.now), 'receive', { onHand: qty }, docNo);
}

/** Available stock of a SKU over all active locations of the warehouse. */
export function availableOf(wh: WarehouseData, sku: string): number {
  return (wh.rowsBySku.get(sku) ?? []).reduce(
    (s, r) => s + (wh.locationByCode.get(r.location)?.status === 'active' ? available(r) : 0),
    0,
  );
}

/** Rows to take a SKU from, FIFO by receive date, then pick sequence. */
export function fifoRows(wh: WarehouseData, sku: string): InvRow[] {
  return (wh.rowsBySku.get(sku) ?? [])
    .filter((r) => available(r) > 0 && wh.locationByCode.get(r.location)?.status === 'active')
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || (wh.locationByCode.get(a.location)!.pickSeq - wh.locationByCode.get(b.location)!.pickSeq));
}

/** Invariant check used by tests and by the dev reset: returns the problems found (empty = consistent). */
export function checkInvariants(wh: WarehouseData): string[] {
  const problems: string[] = [];
  const sums = new Map<string, Quantities>();
  for (const rec of wh.records) {
    const s = sums.get(rec.rowId) ?? { onHand: 0, allocated: 0, picked: 0 };
    s.onHand += rec.delta.onHand;
    s.allocated += rec.delta.allocated;
    s.picked += rec.delta.picked;
    sums.set(rec.rowId, s);
  }
  for (const row of wh.inventory) {
    const s = sums.get(row.id) ?? { onHand: 0, allocated: 0, picked: 0 };
    if (s.onHand !== row.onHand || s.allocated !== row.allocated || s.picked !== row.picked) problems.push(`${row.id}: records ${JSON.stringify(s)} ≠ row ${JSON.stringify(snapshot(row))}`);
    if (row.onHand < 0 || row.allocated < 0 || row.picked < 0) problems.push(`${row.id}: negative`);
    if (row.allocated + row.picked > row.onHand) problems.push(`${row.id}: allocated+picked > onHand`);
  }
  problems.push(...unheldReservations(wh));
  return problems;
}

/** Order states whose allocations hold stock (reserved, or picked and not shipped). */
const HOLDING: ReadonlySet<string> = new Set(['allocated', 'picking', 'picked', 'labelled', 'exception']);

/**
 * Every reservation is held by a live document: what each row has allocated / picked is exactly
 * what live orders and approved destroy orders hold of it; other documents hold nothing.
 */
function unheldReservations(wh: WarehouseData): string[] {
  const problems: string[] = [];
  const held = new Map<string, { allocated: number; picked: number }>();
  const hold = (rowId: string, allocated: number, picked: number) => {
    const h = held.get(rowId) ?? { allocated: 0, picked: 0 };
    h.allocated += allocated;
    h.picked += picked;
    held.set(rowId, h);
  };
  for (const o of wh.orders) {
    // an order being picked is a task list of a wave that exists and lists it
    if (o.status === 'picking' && !wh.waves.some((w) => w.id === o.waveId && w.orderIds.includes(o.id))) problems.push(`${o.no} is picking in no wave`);
    for (const l of o.lines) {
      for (const a of l.allocations) {
        if (HOLDING.has(o.status)) hold(a.rowId, a.qty - a.picked, a.picked);
        // shipped: everything picked went out; created / cancelled: nothing may be held
        else if (o.status === 'shipped' ? a.qty !== a.picked : a.qty || a.picked) problems.push(`${o.no} (${o.status}) holds stock of ${a.rowId}`);
      }
    }
  }
  for (const d of wh.destroys) if (d.status === 'approved') for (const l of d.lines) hold(l.rowId, l.qty, 0);
  for (const row of wh.inventory) {
    const h = held.get(row.id) ?? { allocated: 0, picked: 0 };
    if (h.allocated !== row.allocated || h.picked !== row.picked) {
      problems.push(`${row.id}: documents hold allocated ${h.allocated} / picked ${h.picked}, row has ${row.allocated} / ${row.picked}`);
    }
  }
  return problems;
}
