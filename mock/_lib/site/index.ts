/**
 * Each warehouse's site is made on first use (maker from mock/_lib/root.ts), then every area seeds
 * its part at once, so the stock a screen reads does not change when another area is opened later.
 */
import { outsideWrite } from '../audit';
import { emptyLedger } from '../ledger';
import { defineSlot, getStore } from '../store';
import type { Catalog, Layout, Site } from './types';

export interface SiteMaker {
  /** The warehouse's site: its stock ledger and outbound's documents, on its master data. */
  make(warehouseId: string): Site;
  /** Seeds every area's part of the warehouse, right after its site is made. */
  seed(warehouseId: string): void;
}

let maker: SiteMaker | undefined;

/** Wired once, by mock/_lib/root.ts. */
export function provideSites(m: SiteMaker) {
  maker = m;
}

/**
 * The site of every warehouse, made when first asked for (NJ01's large data only when someone
 * works in it); its keys are the warehouses made so far.
 */
export const sitesSlot = defineSlot<Record<string, Site>>('sites', () => {
  const made: Record<string, Site> = {};
  return new Proxy(made, {
    get(target, id) {
      if (typeof id !== 'string' || Object.prototype.hasOwnProperty.call(target, id)) return Reflect.get(target, id);
      if (!getStore().warehouses.some((w) => w.id === id)) return undefined;
      if (!maker) throw new Error('mock/_lib/site: no site maker (import mock/_lib/root first)');
      // the seed's documents are no one's write, also when a request makes the warehouse
      outsideWrite(() => {
        target[id] = maker!.make(id);
        maker!.seed(id);
      });
      return target[id];
    },
  });
});

export const sites = (): Record<string, Site> => sitesSlot();

/** The warehouse's site, made (with every area's part) on first use; undefined for an unknown warehouse. */
export const siteOf = (warehouseId: string): Site => sites()[warehouseId];

/** A site without stock or orders, reading the catalog and layout given (the master's own lists). */
export function emptySite(warehouseId: string, catalog: Catalog, layout: Layout): Site {
  return { ...emptyLedger(warehouseId), ...catalog, ...layout, orders: [], orderById: new Map(), orderByNo: new Map(), orderByTracking: new Map() };
}
