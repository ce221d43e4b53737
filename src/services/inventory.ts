import { request } from '@/utils/request';
import type { HoldInput, RecordRow, StockByLocation, StockBySku } from '@/domain/inventory';
import { checked } from './shape';
import { holdAnswer, recordPageAnswer, stockByLocationPageAnswer, stockBySkuPageAnswer } from '@/domain/inventory/answers';

export type { HoldInput, RecordRow, StockByLocation, StockBySku };

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
};
