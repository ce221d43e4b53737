import { request } from '@/utils/request';
import type { HoldInput, LotAction, LotHoldInput, LotTrace, RecordRow, StockByLocation, StockBySku } from '@/domain/inventory';
import { checked } from './shape';
import { holdAnswer, lotHoldAnswer, lotTraceAnswer, recordPageAnswer, stockByLocationPageAnswer, stockBySkuPageAnswer } from '@/domain/inventory/answers';

export type { HoldInput, LotAction, LotHoldInput, LotTrace, RecordRow, StockByLocation, StockBySku };

/** What holding or releasing a lot changed: the hold document, the units, each row. */
export interface LotHoldResult {
  no: string;
  lot: string;
  qty: number;
  rows: { id: string; sku: string; location: string; qty: number; hold: number }[];
}

export interface InventoryQuery {
  current?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: string;
  [filter: string]: unknown;
}

type Page<R> = { list: R[]; total: number };

export const inventoryApi = {
  /** Stock by SKU: filters `sku` (SKU, barcode or part of a name), `category`, `expiresWithin` (days), `held=true`. */
  stock: (q: InventoryQuery) => checked(stockBySkuPageAnswer, request<Page<StockBySku>>('GET', '/api/inventory/stock', { ...q })),
  /** Stock rows by location: filters `location` (prefix), `zone`, `sku`, `lpn`, `lot`, `place` (shelf,staged,damaged), `expiresWithin`, `held=true`. */
  rows: (q: InventoryQuery) => checked(stockByLocationPageAnswer, request<Page<StockByLocation>>('GET', '/api/inventory/rows', { ...q })),
  /** The movement journal, newest first: filters `type` (comma list), `docNo`, `sku`, `location`, `lpn`, `operator`, `from` / `to` (ISO). */
  records: (q: InventoryQuery) => checked(recordPageAnswer, request<Page<RecordRow>>('GET', '/api/inventory/records', { ...q })),
  hold: (rowId: string, input: HoldInput) => checked(holdAnswer, request<{ no: string }>('POST', '/api/inventory/rows/:id/:action', { id: rowId, action: 'hold', ...input })),
  release: (rowId: string, input: HoldInput) => checked(holdAnswer, request<{ no: string }>('POST', '/api/inventory/rows/:id/:action', { id: rowId, action: 'release', ...input })),
  /** A lot's trace: where it is now, the documents that moved it, the orders that shipped it (404 when no stock row ever had it). */
  lot: (lot: string, sku?: string) => checked(lotTraceAnswer, request<LotTrace>('GET', '/api/inventory/lots/trace', { lot, ...(sku ? { sku } : {}) })),
  /** Holds every available unit of a lot at every location, or releases its quality holds. */
  holdLot: (action: LotAction, input: LotHoldInput) => checked(lotHoldAnswer, request<LotHoldResult>('POST', '/api/inventory/lots/:action', { action, ...input })),
};
