import { request } from '@/utils/request';
import type { Warehouse } from './types/warehouse';

export type { Warehouse };

/** The warehouse the request is scoped to (the Current-Warehouse header). */
export const fetchCurrentWarehouse = () => request<Warehouse>('GET', '/api/warehouses/current');
