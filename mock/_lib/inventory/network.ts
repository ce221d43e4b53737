/**
 * Stock across warehouses from each one's ledger: per SKU and warehouse, available, on hand
 * (transit areas aside) and in transit to it (held in a transfer's transit area until received).
 */
import { isTransferTransit, type NetworkRow } from '../../../src/domain/outbound/transfer';
import { available } from '../ledger';
import { pageWindow, type PageQuery } from '../paging';
import { collate, rankedSkus, stockIndexOf } from '../stockIndex';
import { siteOf } from '../site';
import { getStore } from '../store';
import type { Site } from '../site/types';

export interface NetworkQuery {
  sku?: string;
  warehouse?: string;
  current?: unknown;
  pageSize?: unknown;
}

/** A warehouse and its site, as the network reads them. */
export interface NetworkPlace {
  warehouse: { id: string; code: string; name: string };
  site: Site;
}

/** Every SKU with stock or units coming, in each of `warehouseIds` (SKU order, then the warehouses' order); paged. */
export function networkPage(warehouseIds: readonly string[], query: NetworkQuery): { list: NetworkRow[]; total: number } {
  const places = getStore()
    .warehouses.filter((w) => warehouseIds.includes(w.id) && (!query.warehouse || query.warehouse === w.id))
    .map((w) => ({ warehouse: w, site: siteOf(w.id) }));
  return networkRows(places, query);
}

/**
 * The network's rows of `places` (in their order): each site's SKUs in order from its stock index
 * (a SKU with units on hand, transit included, has a row), merged; only the page's rows are summed.
 */
export function networkRows(places: readonly NetworkPlace[], query: NetworkQuery): { list: NetworkRow[]; total: number; current: number; pageSize: number } {
  const q = query.sku?.trim() ?? '';
  const skuQ = q.toUpperCase();
  const lower = q.toLowerCase();
  const lists = places.map(({ site }) => {
    const byBarcode = q ? site.skuByBarcode.get(q) : undefined;
    // a SKU, a barcode or a name, as the stock screen's filter
    const matches = (sku: string) => {
      if (!q || sku.includes(skuQ) || byBarcode === sku) return true;
      const p = site.productBySku.get(sku);
      return !!p && (p.nameZh.includes(q) || p.nameEn.toLowerCase().includes(lower));
    };
    return rankedSkus(stockIndexOf(site)).filter((e) => e.stocked && matches(e.sku));
  });
  const { current, pageSize, start, end } = pageWindow(query as PageQuery);
  const at = places.map(() => 0);
  const list: NetworkRow[] = [];
  for (let n = 0; n < end; n++) {
    // the smallest SKU next in any list; the first place's on a tie
    let k = -1;
    lists.forEach((l, i) => {
      if (at[i] < l.length && (k < 0 || collate(l[at[i]].sku, lists[k][at[k]].sku) < 0)) k = i;
    });
    if (k < 0) break;
    const sku = lists[k][at[k]++].sku;
    if (n >= start) list.push(networkRow(places[k], sku));
  }
  return { list, total: lists.reduce((t, l) => t + l.length, 0), current, pageSize };
}

/** One SKU's figures in one warehouse: on hand out of transit, in transit to it, available on active locations. */
function networkRow({ warehouse: w, site }: NetworkPlace, sku: string): NetworkRow {
  const p = site.productBySku.get(sku);
  let onHand = 0;
  let inTransit = 0;
  let free = 0;
  for (const r of site.rowsBySku.get(sku) ?? []) {
    if (isTransferTransit(r.location)) inTransit += r.onHand;
    else onHand += r.onHand;
    if (site.locationByCode.get(r.location)?.status === 'active') free += available(r);
  }
  return { id: `${w.id}:${sku}`, sku, nameZh: p?.nameZh ?? '', nameEn: p?.nameEn ?? '', warehouse: { id: w.id, code: w.code, name: w.name }, available: free, onHand, inTransit };
}
