/**
 * The composition root: the one module that knows every floor. It wires the ports between areas
 * and makes each warehouse whole on first use; every route file (mock/*.ts) imports it first.
 */
import { cmsEnv } from './cms';
import { countEnv, getCounts } from './count';
import { getInbound, inboundEnv } from './inbound';
import { noticeRules, openTransferNotice } from './inbound/rules';
import { SCALED_WAREHOUSE, scaleFactor, seedScale } from './inventory/scale';
import { createDocument } from './kits/document';
import type { LedgerCtx } from './ledger';
import { provideMasterUses } from './master/uses';
import { getOutbound, outboundWarehouse } from './outbound';
import { carrierProblem, createDestroy, createOrder } from './outbound/orders';
import type { WarehouseData } from './outbound/types';
import { orderProgress } from './outbound/putbacks';
import { relocateEnv } from './relocate';
import { provideSites, siteOf, sites } from './site';
import { providePorts } from './site/ports';

const seedCtx = (): LedgerCtx => ({ operator: 'system', now: new Date().toISOString() });

/**
 * Each area's seed, in this order, right after the warehouse's site is made: inbound (its returns
 * name shipped orders), relocations and FBA (stock in transit, holds), counts (location locks), CMS
 * (accepted bookings make inbound notices, accepted customer orders outbound orders).
 */
export const AREA_SEEDS: [string, (warehouseId: string) => void][] = [
  ['inbound', (id) => inboundEnv(id, seedCtx())],
  ['relocate', (id) => relocateEnv(id, seedCtx())],
  ['count', (id) => countEnv(id, seedCtx())],
  ['cms', (id) => cmsEnv(id, seedCtx())],
];

provideSites({
  make: (warehouseId) => {
    const wh = outboundWarehouse(warehouseId);
    // WMS_MOCK_SCALE=1: the large warehouse at scale (1,000,000 more rows, 5,000,000 more records), never by default
    const scale = scaleFactor();
    if (scale && warehouseId === SCALED_WAREHOUSE) seedScale(wh, { rows: Math.round(1_000_000 * scale), records: Math.round(5_000_000 * scale) });
    return wh;
  },
  seed: (warehouseId) => {
    for (const [, seed] of AREA_SEEDS) seed(warehouseId);
  },
});

/** Every site is outbound's (the maker above): its documents are on it. */
const outboundSite = (site: unknown) => site as WarehouseData;

providePorts({
  createOrder: (site, ctx, kind, input, code) => createOrder(site, outboundSite(site), ctx, kind, input, code),
  createDestroy: (site, ctx, input) => createDestroy(outboundSite(site), ctx, input),
  carrierProblem,
  orderProgress: (site, orderId) => orderProgress(outboundSite(site), orderId),
  createNotice: (warehouseId, ctx, input) => createDocument(noticeRules, inboundEnv(warehouseId, ctx), input),
  noticeStatus: (warehouseId, noticeId) => getInbound().warehouses[warehouseId]?.notices.find((n) => n.id === noticeId)?.status ?? '',
  openTransferNotice: (warehouseId, ctx, shipment) => openTransferNotice(inboundEnv(warehouseId, ctx), shipment),
});

provideMasterUses({
  ledgerOf: (warehouseId) => siteOf(warehouseId),
  // carriers, destroy and tally reasons are named by the documents of the warehouses worked in so far
  namedBy: (e) => {
    const outbound = getOutbound().warehouses;
    for (const id of Object.keys(sites())) {
      const wh = outbound[id];
      const place = getInbound().warehouses[id];
      if (e.type === 'carrier') {
        const found = wh.orders.find((o) => o.carrier === e.code) ?? wh.manifests.find((m) => m.carrier === e.code) ?? place?.trailers.find((t) => t.carrier === e.code);
        if (found) return found.no;
      }
      if (e.type === 'destroyReason') {
        const found = wh.destroys.find((d) => d.reason === e.code);
        if (found) return found.no;
      }
      if (e.type === 'tallyReason') {
        const found = place?.notices.find((n) => n.lines.some((l) => l.reason === e.code));
        if (found) return found.no;
      }
    }
    return undefined;
  },
  openManifestAt: (warehouseId, dock) => getOutbound().warehouses[warehouseId].manifests.find((m) => m.dock === dock && m.status === 'open')?.no,
  countLockOf: (warehouseId, location) => {
    siteOf(warehouseId); // the warehouse's areas (its counts among them) are made with its site
    return getCounts().warehouses[warehouseId]?.plans.find((p) => p.status !== 'approved' && p.status !== 'cancelled' && p.tasks.some((t) => t.location === location));
  },
});
