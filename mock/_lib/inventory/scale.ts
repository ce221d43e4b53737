/**
 * A warehouse at scale: `rows` stock rows and about `records` journal lines made through the
 * ledger's own operations, the same on every run. For `npm run bench:mock` and `WMS_MOCK_SCALE`.
 */
import { adjust, allocate, available, journalOf, move, pick, putOnHold, receive, releaseHold, ship, type LedgerCtx, type StockRow } from '../ledger';
import { prng } from '../prng';
import { SEED_TIME } from '../seed';
import { basicTable, seedLargeLocations, seedProducts } from '../master/seed';
import { emptySite } from '../site';
import type { Site } from '../site/types';

export interface ScaleOptions {
  rows: number;
  records: number;
  seed?: number;
  /** The newest record's time (default: the seed time); records go back about a year before it. */
  until?: string;
}

const MINUTE = 60_000;
const OPERATORS = ['Admin', 'Li Staff', 'Wang Picker', 'Chen Counter', 'Garcia Receiver', 'Lee Putaway'];

/** Adds `rows` rows and about `records` records to the warehouse's ledger (its catalog and layout as they are). */
export function seedScale(wh: Site, opts: ScaleOptions) {
  const rng = prng(opts.seed ?? 19);
  const products = wh.products;
  const shelves = wh.locations.filter((l) => l.status === 'active');
  if (!products.length || !shelves.length) return;
  const until = Date.parse(opts.until ?? SEED_TIME);
  const total = Math.max(opts.records, opts.rows);
  // one time per minute over the year before `until`, in order (the journal's time order stays appended)
  const span = Math.min(365 * 24 * 60, total) * MINUTE;
  const start = until - span;
  journalOf(wh).reserve(journalOf(wh).n + total + 16);
  const created = new Set<number>();
  const rows: StockRow[] = [];
  let times = '';
  let lastMinute = -1;
  let receipt = 0;
  let order = 0;
  let lpns = 0;
  let written = 0;
  const ctx: LedgerCtx = { operator: OPERATORS[0], now: '' };
  const docNo = (prefix: string, n: number) => `${prefix}${String(n).padStart(8, '0')}`;

  /** A new row: a SKU at a location it is not at yet (lot and expiry for SKUs with a shelf life, a pallet's LPN on pallet levels). */
  const newRow = () => {
    for (;;) {
      const pi = rng.int(0, products.length - 1);
      const li = rng.int(0, shelves.length - 1);
      const key = pi * shelves.length + li;
      if (created.has(key)) continue;
      created.add(key);
      const p = products[pi];
      const loc = shelves[li];
      const expiry = p.shelfLife ? new Date(until + rng.int(-20, 700) * 86_400_000).toISOString().slice(0, 10) : undefined;
      return {
        sku: p.sku,
        location: loc.code,
        ...(expiry ? { lot: `L${expiry.slice(2, 7).replace('-', '')}${String.fromCharCode(65 + rng.int(0, 5))}`, expiry } : {}),
        ...(loc.type === 'pallet' ? { lpn: `LP${String(++lpns).padStart(9, '0')}` } : {}),
      };
    }
  };

  for (let step = 0; written < total; step++) {
    const minute = Math.floor((written / total) * (span / MINUTE));
    if (minute !== lastMinute) {
      lastMinute = minute;
      times = new Date(start + minute * MINUTE).toISOString();
    }
    ctx.now = times;
    ctx.operator = OPERATORS[step % OPERATORS.length];
    const rowsLeft = opts.rows - rows.length;
    const linesLeft = total - written;
    // a new row when rows are still to come, as often as needed to have them all by the end
    if (rowsLeft > 0 && (rows.length < 8 || rng.next() < rowsLeft / linesLeft)) {
      if (rows.length > 8 && rng.next() < 0.15) {
        // a move into a new location (two records)
        const from = rows[rng.int(0, rows.length - 1)];
        const k = newRow();
        if (available(from) >= 2 && k.location !== from.location && !from.lpn) {
          const [, into] = move(wh, ctx, { type: 'relocate', no: docNo('MV', ++order) }, from, k.location, rng.int(1, Math.min(available(from) - 1, 20)));
          rows.push(wh.rowById.get(into.rowId)!);
          written += 2;
          continue;
        }
      }
      const line = receive(wh, ctx, { type: 'receipt', no: docNo('RC', Math.floor(++receipt / 5)) }, newRow(), rng.int(10, 400));
      rows.push(wh.rowById.get(line.rowId)!);
      written++;
      continue;
    }
    const row = rows[rng.int(0, rows.length - 1)];
    const x = rng.next();
    const a = available(row);
    // the owner of a row's first reservation or pick ships or picks it (only the owner may)
    const picked = row.claims?.find((c) => c.kind === 'picked');
    const reserved = row.claims?.find((c) => c.kind === 'allocated');
    if (picked && x < 0.5) ship(wh, ctx, picked.owner, row, picked.qty);
    else if (reserved && x < 0.6) pick(wh, ctx, reserved.owner, row, reserved.qty);
    else if (a > 0 && x < 0.8) allocate(wh, ctx, { type: 'order', no: docNo('SO', (order += step % 4 === 0 ? 1 : 0)) }, row, rng.int(1, Math.min(a, 12)));
    else if (row.hold > 0 && x < 0.86) releaseHold(wh, ctx, { type: 'hold', no: docNo('HD', ++order) }, row, row.hold, 'passed');
    else if (a > 1 && x < 0.9) putOnHold(wh, ctx, { type: 'hold', no: docNo('HD', ++order) }, row, 1, 'quality');
    else if (a > 1 && x < 0.95) adjust(wh, ctx, { type: 'count', no: docNo('CC', ++order) }, row, rng.next() < 0.5 ? -1 : 1, 'count');
    else receive(wh, ctx, { type: 'receipt', no: docNo('RC', Math.floor(++receipt / 5)) }, row, rng.int(10, 200));
    written++;
  }
}

/** A warehouse of its own at scale (the benchmark's): the large layout (20,000 locations) and 50,000 SKUs. */
export function scaleWarehouse(opts: ScaleOptions): Site {
  const products = seedProducts(prng(20261101), 50_000);
  const { zones, locations } = seedLargeLocations(prng(1002));
  const wh = emptySite(
    'w-big',
    { products, productBySku: new Map(products.map((p) => [p.sku, p])), skuByBarcode: new Map(products.flatMap((p) => p.barcodes.map((b) => [b, p.sku] as [string, string]))) },
    { zones, locations, locationByCode: new Map(locations.map((l) => [l.code, l])), docks: [], dictionary: basicTable() },
  );
  seedScale(wh, opts);
  return wh;
}

/** The warehouse `WMS_MOCK_SCALE` fills: NJ01, the large layout. */
export const SCALED_WAREHOUSE = 'w3';

/** `WMS_MOCK_SCALE` (a factor: 1 = 1,000,000 rows and 5,000,000 records), or 0 when not set. */
export function scaleFactor(env: Record<string, string | undefined> = process.env): number {
  const f = Number(env.WMS_MOCK_SCALE);
  return Number.isFinite(f) && f > 0 ? Math.min(f, 2) : 0;
}
