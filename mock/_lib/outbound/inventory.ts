import { available, availableOf as ledgerAvailableOf, checkLedger, fifoRows as ledgerFifoRows, type StockRow } from '../ledger';
import { getStore } from '../store';
import type { AllocationRule } from '../../../src/domain/master/types';
import type { Site } from '../site/types';
import type { WarehouseData } from './types';

/**
 * Outbound's reading of the ledger: only active locations, never a row expired by the allocation
 * day, in the allocation rule's order (product's, else warehouse's), same age in pick sequence.
 */
export { available };

export const nextSeq = (wh: Site, prefix: string) => `${prefix}${++wh.seq}`;

const active = (wh: Site) => (r: StockRow) => wh.locationByCode.get(r.location)?.status === 'active';

/** Available stock of a SKU over all active locations of the warehouse (expired rows too: see `allocatableOf`). */
export const availableOf = (wh: Site, sku: string) => ledgerAvailableOf(wh, sku, active(wh));

/** Rows with stock available on active locations, FIFO by receive date, then pick sequence (expired rows too). */
export const fifoRows = (wh: Site, sku: string) => ledgerFifoRows(wh, sku, active(wh), bySeq(wh));

const bySeq = (wh: Site) => (a: StockRow, b: StockRow) => (wh.locationByCode.get(a.location)?.pickSeq ?? 0) - (wh.locationByCode.get(b.location)?.pickSeq ?? 0);

// ---------------------------------------------------------------- allocation by rule

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day (YYYY-MM-DD) an allocation happens at `now`, in the warehouse's time zone (an expiry is a
 * day at the warehouse); UTC for a warehouse the store does not know (a test's own).
 */
export function allocationDay(wh: Pick<WarehouseData, 'warehouseId'>, now: string): string {
  const timeZone = getStore().warehouses.find((w) => w.id === wh.warehouseId)?.timeZone;
  if (!timeZone) return now.slice(0, 10);
  let f = dayFormats.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      return now.slice(0, 10);
    }
    dayFormats.set(timeZone, f);
  }
  return f.format(new Date(now));
}

/** The rule a SKU is allocated by: the product's own, else the warehouse's (master config), else FIFO. */
export const allocationRuleOf = (wh: WarehouseData, sku: string): AllocationRule => wh.productBySku.get(sku)?.allocationRule ?? wh.config?.().allocationRule ?? 'FIFO';

/** May allocation take this row on `day`: on an active location, and not expired (a row expiring on `day` still may). Held units are never available. */
export const usableOn = (wh: WarehouseData, day: string) => {
  const isActive = active(wh);
  return (r: StockRow) => isActive(r) && (!r.expiry || r.expiry >= day);
};

/** Available stock of a SKU that allocation may take on `day` (the all-or-nothing check reads this). */
export const allocatableOf = (wh: WarehouseData, sku: string, day: string) => ledgerAvailableOf(wh, sku, usableOn(wh, day));

/**
 * The rows allocation takes a SKU from on `day`, in order. FEFO: earliest expiry first (rows
 * without one after), then receipt, then pick sequence; FIFO: receipt, then pick sequence.
 */
export function allocationRows(wh: WarehouseData, sku: string, rule: AllocationRule, day: string): StockRow[] {
  const seq = bySeq(wh);
  const fefo = (a: StockRow, b: StockRow) => (a.expiry ? (b.expiry ? a.expiry.localeCompare(b.expiry) : -1) : b.expiry ? 1 : 0);
  return ledgerFifoRows(wh, sku, usableOn(wh, day)).sort((a, b) => (rule === 'FEFO' ? fefo(a, b) : 0) || a.receivedAt.localeCompare(b.receivedAt) || seq(a, b));
}

/** The ledger's invariant, and every reservation held by a live document: the problems found (empty = consistent). */
export function checkInvariants(wh: WarehouseData): string[] {
  return [...checkLedger(wh), ...unheldReservations(wh), ...putbackHolds(wh)];
}

/**
 * A cancelled order's picked units are held by its open put-back task, exactly: each hold claim of
 * a put-back is an open task's line of that row and quantity, and each open task's line is held.
 */
function putbackHolds(wh: WarehouseData): string[] {
  const problems: string[] = [];
  const want = new Map<string, number>();
  for (const pb of wh.putbacks) if (pb.status === 'open') for (const l of pb.lines) want.set(`${pb.no}|${l.rowId}`, (want.get(`${pb.no}|${l.rowId}`) ?? 0) + l.qty);
  const got = new Map<string, number>();
  for (const row of wh.stock) for (const c of row.claims ?? []) if (c.owner.type === 'putback') got.set(`${c.owner.no}|${row.id}`, (got.get(`${c.owner.no}|${row.id}`) ?? 0) + (c.kind === 'hold' ? c.qty : NaN));
  for (const k of new Set([...want.keys(), ...got.keys()])) if (want.get(k) !== got.get(k)) problems.push(`put-back ${k}: task holds ${want.get(k) ?? 0}, ledger ${got.get(k) ?? 0}`);
  for (const o of wh.orders) if (o.status === 'cancelled' && o.putbackNo && !wh.putbacks.some((p) => p.no === o.putbackNo && p.orderId === o.id)) problems.push(`${o.no}: put-back ${o.putbackNo} missing`);
  return problems;
}

/** Order states whose allocations hold stock (reserved, or picked and not shipped). */
const HOLDING: ReadonlySet<string> = new Set(['allocated', 'picking', 'picked', 'packed', 'labelled', 'exception']);

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
