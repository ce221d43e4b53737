/**
 * FBA staging: units moved onto an FBA-zone location and held for a shipment (not allocatable);
 * a release puts them back on a shelf. Ledger calls only, under the document type `fba`.
 */
import { FBA_DOC_TYPE, type FbaReleaseInput, type FbaStageInput, type FbaStockRow } from '../../../src/domain/relocate';
import { DomainError } from '../errors';
import { allOrNothing } from '../kits/document';
import { available, move, putOnHold, releaseHold, type StockRow } from '../ledger';
import type { Site as WarehouseData } from '../site/types';
import { ensureFbaLocations, roomFor, rowsAt, seedRows, skuOfScan, usableLocation, type FbaStaging, type RelocateEnv } from './places';

export type { FbaStaging } from './places';

/** The FBA zones' codes (enabled or not: stock there is FBA stock). */
export const fbaZones = (wh: WarehouseData) => new Set(wh.zones.filter((z) => z.type === 'fba').map((z) => z.code));
/** Whether a location is in an FBA zone. */
export function isFbaLocation(wh: WarehouseData, code: string) {
  const loc = wh.locationByCode.get(code);
  return !!loc && fbaZones(wh).has(loc.zone);
}

const fbaNo = (wh: WarehouseData) => `FB${String(++wh.seq).padStart(7, '0')}`;
const reasonOf = (shipment: string) => `FBA ${shipment}`;

/** Stages units of a SKU from a shelf onto an FBA location for a shipment: move, then hold for it. */
export function stageFba(env: RelocateEnv, input: ReturnType<typeof parseStage>): { no: string; staged: FbaStaging[] } {
  const wh = env.ledger;
  usableLocation(wh, input.from, 'from');
  if (isFbaLocation(wh, input.from)) throw new DomainError('server.fba.fromFba', { location: input.from }, 400, { from: { key: 'server.fba.fromFba', vars: { location: input.from } } });
  if (!isFbaLocation(wh, input.to)) throw new DomainError('server.fba.notFba', { location: input.to }, 400, { to: { key: 'server.fba.notFba', vars: { location: input.to } } });
  roomFor(wh, input.to, input.qty, 'to');
  const rows = rowsAt(wh, input.sku, input.from);
  const have = rows.reduce((s, r) => s + available(r), 0);
  if (have < input.qty) throw new DomainError('server.relocate.insufficient', { sku: input.sku, location: input.from, available: have, qty: input.qty }, 409);
  const no = fbaNo(wh);
  const doc = { type: FBA_DOC_TYPE, no };
  const staged: FbaStaging[] = [];
  allOrNothing(wh, [], () => {
    let left = input.qty;
    for (const row of rows) {
      const n = Math.min(left, available(row));
      if (n <= 0) continue;
      const [, into] = move(wh, env.ctx, doc, row, input.to, n, reasonOf(input.shipment));
      const target = wh.rowById.get(into.rowId)!;
      putOnHold(wh, env.ctx, doc, target, n, reasonOf(input.shipment));
      staged.push({ id: `${no}-${staged.length + 1}`, no, shipment: input.shipment, rowId: target.id, location: target.location, sku: target.sku, ...(target.lot ? { lot: target.lot } : {}), ...(target.lpn ? { lpn: target.lpn } : {}), qty: n, stagedAt: env.ctx.now, operator: env.ctx.operator });
      left -= n;
      if (!left) break;
    }
  });
  env.reloc.fba.unshift(...staged);
  return { no, staged };
}

/** Gives staged units back to a shelf: unhold, then move off the FBA location. */
export function releaseFba(env: RelocateEnv, s: FbaStaging, input: FbaReleaseInput): { no: string } {
  const wh = env.ledger;
  if (input.qty > s.qty) throw new DomainError('server.fba.notStaged', { shipment: s.shipment, sku: s.sku, staged: s.qty }, 409);
  if (isFbaLocation(wh, input.to)) throw new DomainError('server.fba.toFba', { location: input.to }, 400, { to: { key: 'server.fba.toFba', vars: { location: input.to } } });
  roomFor(wh, input.to, input.qty, 'to');
  const row: StockRow | undefined = wh.rowById.get(s.rowId);
  if (!row) throw new DomainError('server.notFound', {}, 404);
  const no = fbaNo(wh);
  const doc = { type: FBA_DOC_TYPE, no };
  const reason = `${reasonOf(s.shipment)}: ${input.reason.trim()}`;
  allOrNothing(wh, [s], () => {
    // the hold is the staging's: released as a part of it (`FB2/FB1`)
    releaseHold(wh, env.ctx, { type: FBA_DOC_TYPE, no: `${no}/${s.no}` }, row, input.qty, reason);
    move(wh, env.ctx, doc, row, input.to, input.qty, reason);
    s.qty -= input.qty;
  });
  return { no };
}

/** The stage body with its SKU resolved (a barcode scanned). */
export function parseStage(env: RelocateEnv, input: FbaStageInput & { from: string; to: string; shipment: string }) {
  return { ...input, sku: skuOfScan(env.ledger, input.sku) };
}

/** Staged units as the FBA screen lists them, by shipment. */
export function fbaRows(env: RelocateEnv, q: Record<string, unknown>): FbaStockRow[] {
  const text = (k: string) => (typeof q[k] === 'string' ? (q[k] as string).trim().toUpperCase() : '');
  const shipment = text('shipment');
  const sku = text('sku');
  const location = text('location');
  return env.reloc.fba
    .filter((s) => s.qty > 0 && (!shipment || s.shipment.includes(shipment)) && (!sku || s.sku.includes(sku)) && (!location || s.location.startsWith(location)))
    .map((s) => {
      const p = env.ledger.productBySku.get(s.sku);
      return { id: s.id, shipment: s.shipment, location: s.location, sku: s.sku, nameZh: p?.nameZh ?? '', nameEn: p?.nameEn ?? '', ...(s.lot ? { lot: s.lot } : {}), ...(s.lpn ? { lpn: s.lpn } : {}), qty: s.qty, stagedAt: s.stagedAt };
    })
    .sort((a, b) => a.shipment.localeCompare(b.shipment) || a.location.localeCompare(b.location) || a.sku.localeCompare(b.sku));
}

/** The seed: FBA locations where there are none, and two shipments staged from shelf stock. */
export function seedFba(env: RelocateEnv) {
  ensureFbaLocations(env);
  const wh = env.ledger;
  const targets = wh.locations.filter((l) => fbaZones(wh).has(l.zone) && l.status === 'active');
  if (!targets.length) return;
  // other SKUs than the relocations' seeds took first
  const rows = seedRows(wh, 20, 12, (r) => !isFbaLocation(wh, r.location)).slice(-3);
  rows.forEach((r, i) => {
    try {
      stageFba(env, { shipment: i < 2 ? 'FBA15K2Q8Z' : 'FBA17ZT4LM', from: r.location, sku: r.sku, qty: 10, to: targets[i % targets.length].code });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
    }
  });
}
