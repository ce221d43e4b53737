/**
 * Stock across warehouses from each one's ledger: per SKU and warehouse, available, on hand
 * (transit areas aside) and in transit to it (held in a transfer's transit area until received).
 */
import { isTransferTransit, type NetworkRow } from '../../../src/domain/outbound/transfer';
import { available } from '../ledger';
import { page, type PageQuery } from '../paging';
import { siteOf } from '../site';
import { getStore } from '../store';

export interface NetworkQuery {
  sku?: string;
  warehouse?: string;
  current?: unknown;
  pageSize?: unknown;
}

/** Every SKU with stock or units coming, in each of `warehouseIds` (SKU order, then the warehouses' order); paged. */
export function networkPage(warehouseIds: readonly string[], query: NetworkQuery): { list: NetworkRow[]; total: number } {
  const q = query.sku?.trim() ?? '';
  const skuQ = q.toUpperCase();
  const lower = q.toLowerCase();
  const rows: NetworkRow[] = [];
  for (const w of getStore().warehouses) {
    if (!warehouseIds.includes(w.id) || (query.warehouse && query.warehouse !== w.id)) continue;
    const site = siteOf(w.id);
    const activeAt = (location: string) => site.locationByCode.get(location)?.status === 'active';
    const byBarcode = q ? site.skuByBarcode.get(q) : undefined;
    for (const [sku, list] of site.rowsBySku) {
      const p = site.productBySku.get(sku);
      // a SKU, a barcode or a name, as the stock screen's filter
      if (q && !sku.includes(skuQ) && byBarcode !== sku && !p?.nameZh.includes(q) && !p?.nameEn.toLowerCase().includes(lower)) continue;
      let onHand = 0;
      let inTransit = 0;
      let free = 0;
      for (const r of list) {
        if (isTransferTransit(r.location)) inTransit += r.onHand;
        else onHand += r.onHand;
        if (activeAt(r.location)) free += available(r);
      }
      if (!onHand && !inTransit) continue;
      rows.push({ id: `${w.id}:${sku}`, sku, nameZh: p?.nameZh ?? '', nameEn: p?.nameEn ?? '', warehouse: { id: w.id, code: w.code, name: w.name }, available: free, onHand, inTransit });
    }
  }
  const order = new Map(getStore().warehouses.map((w, i) => [w.id, i]));
  rows.sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : order.get(a.warehouse.id)! - order.get(b.warehouse.id)!));
  return page(rows, query as PageQuery);
}
