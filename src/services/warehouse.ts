import { request } from '@/utils/request';

export interface Warehouse {
  id: string;
  code: string;
  name: string;
  address: string;
  timeZone: string;
  enabled: boolean;
}

/** The warehouse the request is scoped to (the Current-Warehouse header). */
export const fetchCurrentWarehouse = () => request<Warehouse>('GET', '/api/warehouses/current');
