/**
 * `npm run bench:mock`: the stock reads on a warehouse of 1,000,000 stock rows and 5,000,000 records
 * (BENCH_ROWS / BENCH_RECORDS to change): the inventory lists, a lot's recall view, the pick faces to
 * replenish and a SKU's reserve, the network's stock. Median and p95 of each; asserts only the
 * answers' sanity, never a time. Not part of `jest` (its name is not *.test.ts).
 */
import { scaleWarehouse } from './_lib/inventory/scale';
import { recordsPage, stockByLocationPage, stockBySkuPage } from './_lib/inventory/query';
import { traceLot } from './_lib/inventory/lots';
import { networkRows } from './_lib/inventory/network';
import { replenishNeeds, reserveRows } from './_lib/relocate/replenish';
import { filledAt, type RelocateEnv } from './_lib/relocate';
import type { Page } from './_lib/paging';
import type { MoveablePin } from '../src/domain/master/types';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RECORDS = Number(process.env.BENCH_RECORDS ?? 5 * ROWS);
const RUNS = Number(process.env.BENCH_RUNS ?? 25);

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

it(`inventory queries at ${ROWS.toLocaleString('en')} rows / ${RECORDS.toLocaleString('en')} records`, () => {
  let t = performance.now();
  const wh = scaleWarehouse({ rows: ROWS, records: RECORDS });
  const seedMs = performance.now() - t;
  const heap = process.memoryUsage().heapUsed / 2 ** 20;
  const row = wh.stock[Math.floor(wh.stock.length / 2)];
  const pallet = wh.stock.find((r) => r.lpn)!;
  const line = wh.journal.at(Math.floor(wh.journal.length / 3))!;
  const newest = wh.journal.at(-1)!.at;
  const dayBefore = new Date(Date.parse(newest) - 86_400_000).toISOString();

  const lotRow = wh.stock.find((r) => r.lot && r.onHand > 0)!;
  // 2,000 pick faces on rows of the warehouse, sized to take their max, a third of them below their min
  const pins: MoveablePin[] = wh.stock
    .filter((r, i) => i % Math.max(1, Math.floor(wh.stock.length / 2000)) === 0 && !r.lpn)
    .slice(0, 2000)
    .map((r, i) => {
      const face = wh.locationByCode.get(r.location)!;
      face.capacity = Math.max(face.capacity, filledAt(wh, r.location) + 100);
      return { id: `pin${i}`, sku: r.sku, location: r.location, min: i % 3 === 0 ? r.onHand + 10 : 1, max: r.onHand + 50, enabled: true };
    });
  const env = { ledger: wh, master: { pins: { rows: pins } }, reloc: { warehouseId: wh.warehouseId, relocations: [], fba: [] }, ctx: { operator: 'bench', now: newest } } as unknown as RelocateEnv;
  const today = newest.slice(0, 10);
  const asPage = <T>(list: T[]) => ({ list: list.slice(0, 20), total: list.length });
  const places = [{ warehouse: { id: 'w-big', code: 'BIG1', name: 'big' }, site: wh }];

  const cases: [string, string, () => Pick<Page<unknown>, 'list' | 'total'> | null][] = [
    ['stock by SKU', 'first page', () => stockBySkuPage(wh, {})],
    ['stock by SKU', 'page 500', () => stockBySkuPage(wh, { current: '500' })],
    ['stock by SKU', 'SKU exact', () => stockBySkuPage(wh, { sku: row.sku })],
    ['stock by SKU', 'name part ("Socks")', () => stockBySkuPage(wh, { sku: 'Socks' })],
    ['stock by SKU', 'category', () => stockBySkuPage(wh, { category: 'HOME' })],
    ['stock by SKU', 'held', () => stockBySkuPage(wh, { held: 'true' })],
    ['stock by SKU', 'expires within 30 days', () => stockBySkuPage(wh, { expiresWithin: '30' })],
    ['stock by SKU', 'by SKU descending', () => stockBySkuPage(wh, { sortField: 'sku', sortOrder: 'descend' })],
    ['stock by SKU', 'by next expiry (FEFO)', () => stockBySkuPage(wh, { sortField: 'nextExpiry' })],
    ['stock by SKU', 'by next expiry, last first, page 100', () => stockBySkuPage(wh, { sortField: 'nextExpiry', sortOrder: 'descend', current: '100' })],
    ['by location', 'first page', () => stockByLocationPage(wh, {})],
    ['by location', 'page 2000', () => stockByLocationPage(wh, { current: '2000' })],
    ['by location', 'location prefix', () => stockByLocationPage(wh, { location: row.location.slice(0, 5) })],
    ['by location', 'zone', () => stockByLocationPage(wh, { zone: 'C' })],
    ['by location', 'SKU exact', () => stockByLocationPage(wh, { sku: row.sku })],
    ['by location', 'LPN', () => stockByLocationPage(wh, { lpn: pallet.lpn })],
    ['by location', 'held', () => stockByLocationPage(wh, { held: 'true' })],
    ['by location', 'expires within 30 days', () => stockByLocationPage(wh, { expiresWithin: '30' })],
    ['by location', 'zone, held, page 50', () => stockByLocationPage(wh, { zone: 'C', held: 'true', current: '50' })],
    ['by location', 'location descending', () => stockByLocationPage(wh, { sortField: 'location', sortOrder: 'descend' })],
    ['records', 'first page (newest)', () => recordsPage(wh, {})],
    ['records', 'page 1000', () => recordsPage(wh, { current: '1000' })],
    ['records', 'SKU exact', () => recordsPage(wh, { sku: line.sku })],
    ['records', 'location prefix', () => recordsPage(wh, { location: line.location.slice(0, 5) })],
    ['records', 'document', () => recordsPage(wh, { docNo: line.docNo })],
    ['records', 'LPN', () => recordsPage(wh, { lpn: pallet.lpn })],
    ['records', 'type ship', () => recordsPage(wh, { type: 'ship' })],
    ['records', 'operator', () => recordsPage(wh, { operator: 'counter' })],
    ['records', 'last day', () => recordsPage(wh, { from: dayBefore })],
    ['records', 'SKU + type', () => recordsPage(wh, { sku: line.sku, type: 'allocate,pick' })],
    ['lot recall', 'a lot: where, documents, shipments', () => asPage(traceLot(wh, { lot: lotRow.lot! }).documents)],
    ['lot recall', 'a lot of one SKU', () => asPage(traceLot(wh, { lot: lotRow.lot!, sku: lotRow.sku }).rows)],
    ['replenishment', `pick faces to replenish (${pins.length} faces)`, () => asPage(replenishNeeds(env))],
    ['replenishment', "a SKU's reserve (FEFO)", () => asPage(reserveRows(env, lotRow.sku, today))],
    ['network', 'first page', () => networkRows(places, {})],
    ['network', 'SKU part', () => networkRows(places, { sku: row.sku.slice(0, -1) })],
  ];
  const out = [`seed: ${ROWS.toLocaleString('en')} rows, ${wh.journal.length.toLocaleString('en')} records in ${(seedMs / 1000).toFixed(1)} s, heap ${heap.toFixed(0)} MiB`, '', '| list | query | total | first call ms | median ms | p95 ms |', '|---|---|---:|---:|---:|---:|'];
  for (const [list, name, run] of cases) {
    t = performance.now();
    const first = run();
    const firstMs = performance.now() - t;
    expect(first).not.toBeNull();
    expect(first!.list.length).toBeLessThanOrEqual(20);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      t = performance.now();
      run();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    out.push(`| ${list} | ${name} | ${first!.total.toLocaleString('en')} | ${ms(firstMs)} | ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.95))} |`);
  }
  console.log(out.join('\n'));
});
