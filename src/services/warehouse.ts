import { request } from '@/utils/request';
import type { Warehouse } from './types/warehouse';

export type { Warehouse };

// The home page reads the current warehouse: nothing here may import a schema (zod stays off the first page).

/** The warehouse the request is scoped to (the Current-Warehouse header). */
export const fetchCurrentWarehouse = () => request<Warehouse>('GET', '/api/warehouses/current');

