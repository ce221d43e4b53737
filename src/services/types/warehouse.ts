/** A warehouse, as the console (src/services/warehouse.ts) and the mock back end (mock/_lib/seed.ts) know it. No imports here. */
export interface Warehouse {
  id: string;
  code: string;
  name: string;
  address: string;
  timeZone: string;
  enabled: boolean;
}
