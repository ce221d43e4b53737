import { request } from '@/utils/request';
import { networkList, transferList, transferMeta, transferRow, type NetworkRow, type TransferInput, type TransferRow } from '@/domain/outbound/transfer';
import { checked } from './shape';

export type { NetworkRow, TransferInput, TransferRow };

export interface TransferQuery {
  status?: string;
  no?: string;
  current?: number;
  pageSize?: number;
}

export interface NetworkQuery {
  sku?: string;
  warehouse?: string;
  current?: number;
  pageSize?: number;
}

type Page<R> = { list: R[]; total: number };

/** Transfers between warehouses (602): leaving or reaching the current warehouse. */
export const transferApi = {
  meta: () => checked(transferMeta, request<{ warehouses: { id: string; code: string; name: string }[] }>('GET', '/api/transfers/meta')),
  list: (q: TransferQuery) => checked(transferList, request<Page<TransferRow>>('GET', '/api/transfers', { ...q })),
  create: (input: TransferInput) => checked(transferRow, request<TransferRow>('POST', '/api/transfers', { ...input })),
  cancel: (id: string, reason: string) => checked(transferRow, request<TransferRow>('POST', '/api/transfers/:id/cancel', { id, reason })),
};

/** Stock across the caller's warehouses (603). */
export const networkApi = {
  list: (q: NetworkQuery) => checked(networkList, request<Page<NetworkRow>>('GET', '/api/inventory/network', { ...q })),
};
