/**
 * Replenishment: pick faces (enabled pins) short of stock get relocations from reserve up to their max. A generation holds the reserve units
 * at once, in the relocation's name (ledger claim), so an allocation cannot take them and nothing is counted twice.
 */
import { RELOCATION_DOC_TYPE, relocationMachine, type Relocation, type ReplenishReason } from '../../../src/domain/relocate';
import type { MoveablePin } from '../../../src/domain/master/types';
import { DomainError } from '../errors';
import { atomically, available, lockOf, putOnHold, type StockRow } from '../ledger';
import { createDocument } from '../kits/document';
import { relocationRules, type RelocateEnv } from './index';
import { filledAt, rowsAt } from './places';

/** What one pick face needs: why, and how many units bring it to its max (room allowing). */
export interface ReplenishNeed {
  pin: MoveablePin;
  reason: ReplenishReason;
  /** Units at the pick face not claimed by anybody, and units orders hold there. */
  available: number;
  allocated: number;
  qty: number;
}

const open = (r: Relocation) => !relocationMachine.final.includes(r.status);

/** The enabled pick faces' locations: no reserve is taken from one. */
const faceLocations = (env: RelocateEnv) => new Set(env.master.pins.rows.filter((p) => p.enabled).map((p) => p.location));

/**
 * The pick faces to replenish now: enabled, active, not locked by a count, without an open replenishment, and either below min
 * (available units) or short (its open allocations, the ledger's `allocated` claims, exceed what it has left available).
 */
export function replenishNeeds(env: RelocateEnv): ReplenishNeed[] {
  const wh = env.ledger;
  const pending = new Set(env.reloc.relocations.filter((r) => r.replenish && open(r)).map((r) => `${r.sku}@${r.to}`));
  const out: ReplenishNeed[] = [];
  for (const pin of env.master.pins.rows) {
    const loc = wh.locationByCode.get(pin.location);
    if (!pin.enabled || !loc || loc.status !== 'active' || lockOf(wh, pin.location) || pending.has(`${pin.sku}@${pin.location}`)) continue;
    const rows = rowsAt(wh, pin.sku, pin.location);
    const free = rows.reduce((n, r) => n + available(r), 0);
    const allocated = rows.reduce((n, r) => n + r.allocated, 0);
    const reason: ReplenishReason | undefined = allocated > free ? 'shortfall' : free < pin.min ? 'min' : undefined;
    if (!reason) continue;
    const qty = Math.min(pin.max - free, loc.capacity - filledAt(wh, pin.location));
    if (qty > 0) out.push({ pin, reason, available: free, allocated, qty });
  }
  return out;
}

/**
 * A SKU's reserve in FEFO order: available units on active, unlocked layout locations that are no pick face; earliest expiry first
 * (none last), then oldest receipt, then pick sequence. Expired rows (before `today`) never go to a pick face.
 */
export function reserveRows(env: RelocateEnv, sku: string, today: string): StockRow[] {
  const wh = env.ledger;
  const faces = faceLocations(env);
  const seq = (r: StockRow) => wh.locationByCode.get(r.location)?.pickSeq ?? 0;
  return (wh.rowsBySku.get(sku) ?? [])
    .filter((r) => {
      const loc = wh.locationByCode.get(r.location);
      return !!loc && loc.status === 'active' && !faces.has(r.location) && !lockOf(wh, r.location) && available(r) > 0 && !(r.expiry && r.expiry < today);
    })
    .sort((a, b) => (a.expiry ?? '\uffff').localeCompare(b.expiry ?? '\uffff') || a.receivedAt.localeCompare(b.receivedAt) || seq(a) - seq(b));
}

/**
 * Makes the replenishments every short pick face needs: one relocation per reserve row taken (FEFO), its units held by it. A pick face whose plan
 * is refused (no room, no reserve…) is skipped whole: its relocations and holds are put back. Answers the relocations made.
 */
export function generateReplenishment(env: RelocateEnv): Relocation[] {
  const today = env.ctx.now.slice(0, 10);
  const made: Relocation[] = [];
  for (const need of replenishNeeds(env)) {
    const mark = env.reloc.relocations.length;
    const seq = env.ledger.seq;
    try {
      made.push(...atomically(env.ledger, () => replenishOne(env, need, today)));
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      env.reloc.relocations.splice(0, env.reloc.relocations.length - mark);
      env.ledger.seq = seq;
    }
  }
  return made;
}

function replenishOne(env: RelocateEnv, need: ReplenishNeed, today: string): Relocation[] {
  const { pin } = need;
  const docs: Relocation[] = [];
  let left = need.qty;
  for (const row of reserveRows(env, pin.sku, today)) {
    if (!left) break;
    const n = Math.min(left, available(row));
    const doc = createDocument(relocationRules, env, { from: row.location, sku: pin.sku, ...(row.lpn ? { lpn: row.lpn } : {}), ...(row.lot ? { lot: row.lot } : {}), qty: n, to: pin.location, emergency: need.reason === 'shortfall', replenish: need.reason });
    putOnHold(env.ledger, env.ctx, { type: RELOCATION_DOC_TYPE, no: doc.no }, row, n, 'replenishment');
    docs.push(doc);
    left -= n;
  }
  return docs;
}
