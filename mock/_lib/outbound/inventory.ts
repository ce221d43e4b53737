import { available, availableOf as ledgerAvailableOf, checkLedger, fifoRows as ledgerFifoRows, type StockRow } from '../ledger';
import type { WarehouseData } from './types';

/**
 * Outbound's reading of the warehouse ledger (mock/_lib/ledger.ts): only stock on active locations
 * can be allocated, and rows of one age are taken in pick sequence. Every change goes through the
 * ledger's operations.
 */
export { available };

export const nextSeq = (wh: WarehouseData, prefix: string) => `${prefix}${++wh.seq}`;

const active = (wh: WarehouseData) => (r: StockRow) => wh.locationByCode.get(r.location)?.status === 'active';

/** Available stock of a SKU over all active locations of the warehouse. */
export const availableOf = (wh: WarehouseData, sku: string) => ledgerAvailableOf(wh, sku, active(wh));

/** Rows to take a SKU from, FIFO by receive date, then pick sequence. */
export const fifoRows = (wh: WarehouseData, sku: string) =>
  ledgerFifoRows(wh, sku, active(wh), (a, b) => wh.locationByCode.get(a.location)!.pickSeq - wh.locationByCode.get(b.location)!.pickSeq);

/** The ledger's invariant, and every reservation held by a live document: the problems found (empty = consistent). */
export function checkInvariants(wh: WarehouseData): string[] {
  return [...checkLedger(wh), ...unheldReservations(wh)];
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
  for (const row of wh.stock) {
    const h = held.get(row.id) ?? { allocated: 0, picked: 0 };
    if (h.allocated !== row.allocated || h.picked !== row.picked) {
      problems.push(`${row.id}: documents hold allocated ${h.allocated} / picked ${h.picked}, row has ${row.allocated} / ${row.picked}`);
    }
  }
  return problems;
}
