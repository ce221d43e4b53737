import { createHash } from 'crypto';
import { auditing } from '../audit';
import { deepCopy } from '../kits/copy';
import { SEED_TIME } from '../seed';
import { getStore } from '../store';
import { emptyLedger, receive } from '../ledger';
import { available } from './inventory';
import { packAll } from './packing';
import { confirmManifest, confirmPick, createDestroy, createManifest, createOrder, createWave, destroyTransition, scanIntoManifest, shortPick, transition } from './orders';
import { basicTable, catalogOf, layoutOf, seedDocks, seedLocations, seedWarehouseMaster } from '../master/seed';
import { offeredCarriers, offeredDestroyReasons, outboundDocks } from './orders';
import { prng, type Rng } from '../prng';
import { SEEDED_WAREHOUSES, type SeedOptions } from '../site/seeded';
import { type Catalog, type Ctx, type DestroyStatus, type Layout, type Order, type OrderKind, type OrderStatus, type OutboundState, type WarehouseData } from './types';

export { prng, type Rng } from '../prng';
export { seedLocations, seedProducts } from '../master/seed';
export { SEEDED_WAREHOUSES, type SeedOptions } from '../site/seeded';


const BASE = Date.parse(SEED_TIME);
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(Math.min(ms, BASE)).toISOString();

const FIRST = ['王', '李', '张', '刘', '陈', 'Smith', 'Garcia', 'Chen', 'Lee', 'Brown'];
const GIVEN = ['伟', '芳', '娜', '敏', 'John', 'Maria', 'Wei', 'Anna', 'David', 'Lucy'];
const CITIES = ['Shenzhen', 'Guangzhou', 'Shanghai', 'Los Angeles', 'Ontario', 'Irvine', 'Beijing', 'San Diego'];
const SOURCES = ['Shopify', 'Amazon', 'Tmall', 'JD', 'TikTok'];
const CUSTOMERS = ['ACME Retail', 'Blue Mart', 'Nova Stores', 'Sun Supply', 'Great Outlet'];

/** Target state mix for seeded orders. */
const MIX: [OrderStatus, number][] = [
  ['created', 0.14], ['allocated', 0.14], ['picking', 0.1], ['picked', 0.1], ['labelled', 0.1], ['shipped', 0.32], ['cancelled', 0.07], ['exception', 0.03],
];
// (no order aims at `packed`: a share of the picked ones is packed, and the labelled ones are packed first)
const RANK: Record<OrderStatus, number> = { created: 0, cancelled: 0, allocated: 1, exception: 2, picking: 2, picked: 3, packed: 3, labelled: 4, shipped: 5 };

function targetStatus(rng: Rng): OrderStatus {
  let x = rng.next();
  for (const [s, w] of MIX) if ((x -= w) < 0) return s;
  return 'shipped';
}

/** A warehouse without documents or stock, reading the catalog and layout given (the master's own lists). */
export function emptyWarehouse(warehouseId: string, catalog: Catalog, layout: Layout): WarehouseData {
  return {
    ...emptyLedger(warehouseId),
    ...catalog,
    ...layout,
    orders: [],
    orderById: new Map(),
    orderByNo: new Map(),
    orderByTracking: new Map(),
    waves: [],
    manifests: [],
    destroys: [],
    putbacks: [],
  };
}

/** Where seeded destroy orders end up, with weights. */
const DESTROY_MIX: [DestroyStatus, number][] = [['created', 0.3], ['approved', 0.2], ['executed', 0.35], ['cancelled', 0.15]];
const NOTES = ['', '', 'water damage', 'carton crushed', 'past best-before', 'returned unsellable'];

/** Destroy orders over the last 30 days, in every state, reached through the real transitions. */
function seedDestroys(wh: WarehouseData, rng: Rng, count: number) {
  const rows = wh.stock.filter((r) => available(r) >= 10 && wh.locationByCode.get(r.location)?.status === 'active');
  const planned = Array.from({ length: count }, () => BASE - rng.int(0, 30 * 24 - 1) * HOUR - rng.int(0, 59) * 60_000).sort((a, b) => a - b);
  // the dictionary's destroy reasons in use when the warehouse is first seeded (DAMAGED, EXPIRED, OTHER as seeded); none: no destroy orders
  const reasons = offeredDestroyReasons(wh).map((r) => r.code);
  if (!reasons.length) return;
  for (const created of planned) {
    if (rows.length < 3) return;
    const ctx: Ctx = { operator: rng.pick(['Admin', 'Li Staff']), now: iso(created) };
    // every stock row is used at most once, so each approval finds its quantity
    const lines = Array.from({ length: rng.int(1, 3) }, () => ({ rowId: rows.splice(rng.int(0, rows.length - 1), 1)[0].id, qty: rng.int(1, 5) }));
    const d = createDestroy(wh, ctx, { reason: rng.pick(reasons), note: rng.pick(NOTES), lines });
    let x = rng.next();
    const target = DESTROY_MIX.find(([, w]) => (x -= w) < 0)?.[0] ?? 'executed';
    const later = (hours: number): Ctx => ({ ...ctx, now: iso(created + hours * HOUR) });
    if (target === 'cancelled' && rng.next() < 0.5) destroyTransition(wh, later(1), d, 'cancel');
    else if (target !== 'created') {
      destroyTransition(wh, later(2), d, 'approve');
      if (target === 'executed') destroyTransition(wh, later(5), d, 'execute');
      if (target === 'cancelled') destroyTransition(wh, later(5), d, 'cancel');
    }
  }
}

/**
 * One warehouse: stock for every SKU of the catalog, and orders in every state reached through
 * the real transitions. Its layout is the master's (`layout`) or, for a warehouse of its own (tests),
 * the standard 1,000 locations; their draws are taken either way, so the orders are the same.
 */
export function seedWarehouse(state: Catalog, warehouseId: string, code: string, seed: number, opts: SeedOptions = {}, layout?: Layout): WarehouseData {
  // inside a person's write the seed's transitions are recorded in the audit trail: seeded anew there
  if (!layout || auditing()) return seedWarehouseAnew(state, warehouseId, code, seed, opts, layout);
  const key = seedKey(state, warehouseId, code, seed, opts, layout);
  const kept = seededCopies.get(key);
  if (kept) return Object.assign(emptyWarehouse(warehouseId, state, layout), deepCopy(kept));
  const wh = seedWarehouseAnew(state, warehouseId, code, seed, opts, layout);
  const inputs = new Set([...Object.keys(state), ...Object.keys(layout)]);
  seededCopies.set(key, deepCopy(Object.fromEntries(Object.entries(wh).filter(([k]) => !inputs.has(k)))) as Partial<WarehouseData>);
  return wh;
}

/**
 * The documents and stock seeded per warehouse and what they were seeded from: a seed is the same
 * for the same inputs, so each is seeded once and copied (tests reset the store often).
 */
const seededCopies = new Map<string, Partial<WarehouseData>>();

/** Everything a seed reads: its arguments, the catalog, the layout, the dictionary, the warehouse's code and time zone. */
function seedKey(state: Catalog, warehouseId: string, code: string, seed: number, opts: SeedOptions, layout: Layout): string {
  const ids = (m: ReadonlyMap<string, { id: string } | string>) => [...m].map(([k, r]) => [k, typeof r === 'string' ? r : r.id]);
  const w = getStore().warehouses.find((x) => x.id === warehouseId);
  const text = JSON.stringify([
    [warehouseId, code, seed, opts, SEED_TIME, w?.code, w?.timeZone],
    [state.products, ids(state.productBySku), ids(state.skuByBarcode)],
    [layout.zones, layout.locations, ids(layout.locationByCode), layout.docks, layout.dictionary, ids(layout.dictionary.byId), [...layout.dictionary.owners].map(([k, m]) => [k, [...m]]), layout.config?.()],
  ]);
  return createHash('sha256').update(text).digest('base64');
}

/** `seedWarehouse` without its kept copies (tests of the seed itself). */
export function seedWarehouseAnew(state: Catalog, warehouseId: string, code: string, seed: number, opts: SeedOptions = {}, layout?: Layout): WarehouseData {
  const rng = prng(seed);
  const drawn = seedLocations(rng);
  const wh = emptyWarehouse(warehouseId, state, layout ?? { ...drawn, locationByCode: new Map(drawn.locations.map((l) => [l.code, l])), docks: seedDocks(), dictionary: basicTable() });
  // the dictionary's carriers in use when the warehouse is first seeded (SF, ZTO, UPS, FEDEX, DHL as seeded)
  const carriers = offeredCarriers(wh).map((c) => c.code);
  const active = wh.locations.filter((l) => l.status === 'active');
  const sys: Ctx = { operator: 'system', now: iso(BASE - 120 * DAY) };
  state.products.forEach((p, i) => {
    const n = rng.int(2, 4);
    for (let k = 0; k < n; k++) {
      const loc = active[(i * 3 + k * 331 + rng.int(0, 50)) % active.length];
      receive(wh, { ...sys, now: iso(BASE - rng.int(30, 120) * DAY) }, { type: 'receipt', no: `RCV${code}${String(i + 1).padStart(5, '0')}` }, { sku: p.sku, location: loc.code }, rng.int(60, 400));
    }
  });

  const planned: { order: Order; target: OrderStatus }[] = [];
  const make = (kind: OrderKind, count: number) => {
    for (let i = 0; i < count; i++) {
      const created = BASE - rng.int(0, 30 * 24 - 1) * HOUR - rng.int(0, 59) * 60_000;
      const nLines = kind === 'b2c' ? rng.int(1, 3) : rng.int(2, 5);
      const lines = Array.from({ length: nLines }, () => ({ sku: rng.pick(state.products).sku, qty: kind === 'b2c' ? rng.int(1, 3) : rng.int(5, 30) }));
      const family = rng.pick(FIRST);
      const given = rng.pick(GIVEN);
      const order = createOrder(state, wh, { operator: 'system', now: iso(created) }, kind, {
        source: kind === 'b2c' ? rng.pick(SOURCES) : rng.pick(CUSTOMERS),
        receiver: {
          // 王伟, but 王 David and Smith Wei: a space where either part is Latin
          name: /^[A-Z]/.test(family) || /^[A-Z]/.test(given) ? `${family} ${given}` : `${family}${given}`,
          phone: `1${rng.int(3000000000, 9999999999)}`,
          address: `${rng.int(1, 999)} ${rng.pick(['Main St', 'Nanshan Rd', 'Market Ave', 'Binhai Blvd'])}`,
          city: rng.pick(CITIES),
          country: rng.next() < 0.5 ? 'CN' : 'US',
        },
        carrier: rng.pick(carriers),
        service: kind === 'b2c' ? rng.pick(['standard', 'express']) : 'freight',
        cartons: kind === 'b2b' ? rng.int(1, 6) : undefined,
        lines,
      }, code);
      planned.push({ order, target: targetStatus(rng) });
    }
  };
  // no carrier in use: no orders (an order must name one)
  make('b2c', carriers.length ? (opts.b2c ?? 2000) : 0);
  make('b2b', carriers.length ? (opts.b2b ?? 200) : 0);
  planned.sort((a, b) => a.order.createdAt.localeCompare(b.order.createdAt));
  const at = (o: Order, hours: number): Ctx => ({ operator: 'system', now: iso(Date.parse(o.createdAt) + hours * HOUR) });
  const tryDo = (fn: () => void) => {
    try {
      fn();
      return true;
    } catch {
      return false; // not enough stock: the order stays where it is
    }
  };

  for (const p of planned) {
    if (p.target === 'cancelled') {
      if (rng.next() < 0.5) tryDo(() => transition(wh, at(p.order, 1), p.order, 'allocate'));
      transition(wh, at(p.order, 2), p.order, 'cancel', { reason: rng.pick(['customer request', 'address problem', 'duplicate']) });
    } else if (RANK[p.target] >= 1) tryDo(() => transition(wh, at(p.order, 1), p.order, 'allocate'));
  }
  for (const kind of ['b2c', 'b2b'] as OrderKind[]) {
    const toPick = planned.filter((p) => p.order.kind === kind && p.order.status === 'allocated' && RANK[p.target] >= 2);
    for (let i = 0; i < toPick.length; i += 20) {
      const chunk = toPick.slice(i, i + 20);
      const wave = createWave(wh, at(chunk[chunk.length - 1].order, 3), kind, chunk.map((c) => c.order));
      for (const c of chunk) {
        if (c.target === 'picking') continue;
        // the warehouse's people take the waves in turn (no draw: the seed's other draws stay put)
        const pickers = opts.pickers ?? [];
        const ctx = { ...at(c.order, 4), ...(pickers.length ? { operator: pickers[(i / 20) % pickers.length] } : {}) };
        const tasks = wave.tasks.filter((t) => t.orderId === c.order.id);
        tasks.forEach((t, k) => {
          if (c.target === 'exception' && k === 0) shortPick(wh, ctx, wave, t.id, t.qty - 1, 'damaged');
          else confirmPick(wh, ctx, wave, t.id, t.qty, t.lot);
        });
      }
    }
  }
  // packed in the cartons a B2B order named (B2C: one); every third order meant to stay picked waits packed for its label
  let stayPicked = 0;
  for (const p of planned) {
    if (p.order.status !== 'picked' || (RANK[p.target] < 4 && stayPicked++ % 3 !== 0)) continue;
    packAll(state, wh, at(p.order, 5), p.order, p.order.kind === 'b2b' ? p.order.cartons : 1);
    if (RANK[p.target] >= 4) transition(wh, at(p.order, 6), p.order, 'label');
  }
  for (const kind of ['b2c', 'b2b'] as OrderKind[]) {
    for (const carrier of carriers) {
      const toShip = planned.filter((p) => p.order.kind === kind && p.order.carrier === carrier && p.order.status === 'labelled' && p.target === 'shipped');
      for (let i = 0; i < toShip.length; i += 40) {
        const chunk = toShip.slice(i, i + 40);
        const ctx = at(chunk[chunk.length - 1].order, 8);
        const n = wh.manifests.length;
        const m = createManifest(wh, ctx, kind, carrier, kind === 'b2b' ? outboundDocks(wh)[n % outboundDocks(wh).length] : undefined, kind === 'b2b' ? `TR-${code}-${String(n + 1).padStart(3, '0')}` : undefined);
        for (const c of chunk) for (const parcel of c.order.parcels) scanIntoManifest(wh, m, parcel.trackingNo);
        confirmManifest(wh, ctx, m);
      }
    }
  }
  seedDestroys(wh, rng, opts.destroys ?? 60);
  return wh;
}

/** Outbound of the seeded warehouses (`only`: some of them), each on its seeded master data; the catalog is SZ01's. */
export function seedOutbound(only?: string[]): OutboundState & Catalog {
  const state: OutboundState = { warehouses: {} };
  let first: Catalog | undefined;
  const dictionary = basicTable();
  SEEDED_WAREHOUSES.forEach(([id, code, opts], i) => {
    if (only && !only.includes(id)) return;
    const m = seedWarehouseMaster(id);
    first ??= catalogOf(m);
    state.warehouses[id] = seedWarehouse(catalogOf(m), id, code, 1000 + i, opts, layoutOf(m, dictionary));
  });
  return { ...first!, ...state };
}
