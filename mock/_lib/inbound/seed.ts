/**
 * Seeded inbound work of the seeded warehouses: notices in every state (some with lots and expiry),
 * trailers, and returns of seeded shipped orders. Every seeded document is made by the same rules
 * the handlers run (create, transitions, tally, putaway), so the seed obeys every invariant.
 */
import { createDocument, runTransition } from '../kits/document';
import { prng, type Rng } from '../prng';
import { SEED_TIME } from '../seed';
import { SEEDED_WAREHOUSES } from '../site/seeded';
import { DomainError } from '../errors';
import { bookAndClose, closeIfShelved, finishTally, noticeRules, putAway, returnRules, setTallyLine, trailerRules } from './rules';
import type { InboundEnv, Notice } from './types';
import type { NoticeStatus } from '../../../src/domain/inbound/machine';

const BASE = Date.parse(SEED_TIME);
const HOUR = 3600_000;
const SUPPLIERS = ['Shenzhen Hengda Trading', 'Ningbo Ocean Goods', 'Pacific Apparel Co', 'Evergreen Home Supply', 'Nova Electronics'];
/** How many seeded notices end in each state. */
const NOTICE_MIX: [NoticeStatus, number][] = [
  ['created', 3], ['arrived', 1], ['unloading', 1], ['received', 2], ['approval', 1], ['tallied', 2], ['completed', 3], ['cancelled', 1],
];
const ORDER: NoticeStatus[] = ['created', 'arrived', 'unloading', 'received', 'approval', 'tallied', 'completed'];

/** The seed's steps at `ms`, never after the seed's clock (a return two days after today's shipment is today's). */
function at(env: InboundEnv, ms: number, operator = 'Li Staff') {
  env.ctx = { operator, now: new Date(Math.min(ms, BASE)).toISOString() };
}

/** A dock the container can go to: the first free inbound one. */
const freeDock = (env: InboundEnv) => env.ledger.docks.find((d) => d.enabled && d.type !== 'outbound' && d.status === 'free')?.code;

function seedNotice(env: InboundEnv, rng: Rng, target: NoticeStatus, i: number, code: string) {
  const { ledger: wh } = env;
  const created = BASE - rng.int(12, 240) * HOUR;
  at(env, created, 'Admin');
  const products = wh.products.filter((p) => p.enabled);
  const lines = Array.from({ length: rng.int(2, 4) }, (_, k) => products[(i * 37 + k * 113 + rng.int(0, 30)) % products.length]).filter((p, k, all) => all.indexOf(p) === k);
  const n = createDocument(noticeRules, env, {
    supplier: rng.pick(SUPPLIERS),
    containerNo: `${code}C${String(i + 1).padStart(5, '0')}`,
    eta: new Date(created + 48 * HOUR).toISOString().slice(0, 10),
    note: '',
    lines: lines.map((p, k) => ({
      sku: p.sku,
      expected: rng.int(2, 12) * 10,
      ...(p.shelfLife ? { lot: `L${String(i + 1).padStart(3, '0')}${k}`, expiry: new Date(BASE + rng.int(90, 700) * 24 * HOUR).toISOString().slice(0, 10) } : {}),
    })),
  });
  const step = (action: Parameters<typeof runTransition<Notice, NoticeStatus, any, InboundEnv>>[3], input = {}, hours = 2) => {
    at(env, Date.parse(env.ctx.now) + hours * HOUR);
    runTransition(noticeRules, env, n, action, input);
  };
  const reached = (s: NoticeStatus) => ORDER.indexOf(target) >= ORDER.indexOf(s);
  if (target === 'cancelled') return step('cancel', { reason: 'Supplier delayed the shipment' });
  if (!reached('arrived')) return;
  const dock = freeDock(env);
  if (!dock) return;
  step('arrive', { dock });
  if (!reached('unloading')) return;
  step('unload');
  if (!reached('received')) return;
  step('receive');
  // the tally: most lines as announced; the approval one short by a lot, a tallied one with damaged units
  n.lines.forEach((l, k) => {
    at(env, Date.parse(env.ctx.now) + HOUR, 'Li Staff');
    if (target === 'received' && k > 0) return;
    if (target === 'approval' && k === 0) setTallyLine(env, n, k, { good: Math.floor(l.expected / 2), damaged: 0, reason: 'SHORT' });
    else if (k === 1 && target === 'tallied') setTallyLine(env, n, k, { good: l.expected - 1, damaged: 1, reason: 'DAMAGED' });
    else setTallyLine(env, n, k, { good: l.expected, damaged: 0 });
  });
  if (target === 'received') return;
  finishTally(env, n);
  if (n.status === 'approval' && reached('tallied')) step('approve', {}, 1);
  if (!reached('tallied') || n.status !== 'tallied') return;
  // a tallied notice has pallets left to put away (the first one is on its shelf); a completed one has none
  const tasks = target === 'completed' ? n.putaway : n.putaway.slice(0, 1);
  for (const t of tasks) {
    if (!t.suggested) continue;
    at(env, Date.parse(env.ctx.now) + HOUR, 'Wang Putaway');
    putAway(env, n, 'notice', t.id, { location: t.suggested });
  }
  if (target === 'completed') closeIfShelved(env, n, 'notice');
}

function seedTrailers(env: InboundEnv, rng: Rng, code: string) {
  const carriers = env.ledger.dictionary.rows.filter((e) => e.type === 'carrier' && e.enabled).map((e) => e.code);
  const targets = ['expected', 'expected', 'atDock', 'unloaded', 'unloaded', 'cancelled'] as const;
  return targets.map((target, i) => {
    const created = BASE - rng.int(6, 120) * HOUR;
    at(env, created, 'Admin');
    const t = createDocument(trailerRules, env, {
      trailerNo: `${code}T${String(i + 1).padStart(4, '0')}`,
      carrier: carriers[i % carriers.length],
      eta: new Date(created + 24 * HOUR).toISOString().slice(0, 10),
      expectedParcels: rng.int(10, 80),
      note: '',
    });
    const go = (action: 'arrive' | 'unload' | 'finish' | 'cancel', input = {}) => {
      at(env, Date.parse(env.ctx.now) + HOUR);
      runTransition(trailerRules, env, t, action, input);
    };
    if (target === 'cancelled') go('cancel', { reason: 'Carrier re-routed' });
    else if (target !== 'expected') {
      const dock = freeDock(env);
      if (!dock) return t;
      go('arrive', { dock });
      if (target === 'unloaded') {
        go('unload');
        go('finish');
      }
    }
    return t;
  });
}

function seedReturns(env: InboundEnv, trailerNos: string[]) {
  const shipped = env.ledger.orders.filter((o) => o.status === 'shipped' && o.kind === 'b2c').slice(0, 7);
  const targets = ['created', 'created', 'graded', 'booked', 'shelved', 'shelved', 'cancelled'] as const;
  shipped.forEach((o, i) => {
    const target = targets[i];
    at(env, Date.parse(o.updatedAt) + 48 * HOUR, 'Zhao Returns');
    const r = createDocument(returnRules, env, {
      order: o.parcels[0]?.trackingNo ?? o.no,
      condition: i % 3 === 2 ? 'damaged' : 'intact',
      trailerNo: trailerNos[i % trailerNos.length] ?? '',
      note: '',
      lines: o.lines.filter((l) => l.picked > 0).map((l) => ({ sku: l.sku, qty: l.picked })),
    });
    if (target === 'created') return;
    if (target === 'cancelled') return runTransition(returnRules, env, r, 'cancel', { reason: 'Customer kept the parcel' });
    // grades: the first unit of a line of a damaged parcel is destroyed, the rest restocked
    const grades = r.lines.map((l) => (r.condition === 'damaged' ? { restock: l.qty - 1, damaged: 0, destroy: 1 } : { restock: l.qty, damaged: 0, destroy: 0 }));
    runTransition(returnRules, env, r, 'grade', { lines: grades } as never);
    if (target === 'graded') return;
    bookAndClose(env, r);
    if (target === 'booked') return;
    for (const t of r.putaway) if (t.suggested && t.status === 'open') putAway(env, r, 'return', t.id, { location: t.suggested });
    if (r.status === 'booked') closeIfShelved(env, r, 'return');
  });
}

/** The inbound of a seeded warehouse (nothing for one created since). */
export function seedInbound(env: InboundEnv) {
  const i = SEEDED_WAREHOUSES.findIndex(([id]) => id === env.place.warehouseId);
  if (i < 0) return;
  const code = SEEDED_WAREHOUSES[i][1];
  const rng = prng(7000 + i);
  const ctx = env.ctx;
  try {
    const trailers = seedTrailers(env, rng, code);
    let k = 0;
    for (const [target, count] of NOTICE_MIX) for (let c = 0; c < count; c++) seedNotice(env, rng, target, k++, code);
    seedReturns(env, trailers.filter((t) => t.status === 'unloaded').map((t) => t.trailerNo));
  } catch (e) {
    // a seed that no longer fits the rules is a bug to see at once, not a half-seeded warehouse
    if (e instanceof DomainError) throw new Error(`inbound seed of ${code}: ${e.key} ${JSON.stringify(e.vars)}`);
    throw e;
  } finally {
    env.ctx = ctx;
  }
}
