/**
 * The master-data store (mock): warehouses and the dictionary (global), and per warehouse its
 * zones, locations, docks, products and the rest of its set-up, each a kit Table
 * (mock/_lib/kits/setup.ts). Outbound reads products, zones, locations and docks from here.
 */
import type {
  AuditEntry,
  BasicEntry,
  DeviceBinding,
  Dock,
  Location,
  MoveablePin,
  Operation,
  PalletizeRule,
  PatrolRound,
  PatrolRoute,
  Position,
  Product,
  Warehouse,
  WarehouseConfig,
  Zone,
} from '../../../src/domain/master';
import type { Table } from '../kits/setup';

export type { BasicEntry, DeviceBinding, Dock, Location, MoveablePin, Operation, PalletizeRule, PatrolRound, PatrolRoute, Position, Product, Warehouse, WarehouseConfig, Zone };

/** One warehouse's set-up. */
export interface WarehouseMaster {
  warehouseId: string;
  zones: Table<Zone>;
  locations: Table<Location>;
  docks: Table<Dock>;
  products: Table<Product>;
  pins: Table<MoveablePin>;
  palletize: Table<PalletizeRule>;
  operations: Table<Operation>;
  patrolRoutes: Table<PatrolRoute>;
  patrolRounds: PatrolRound[];
  positions: Table<Position>;
  devices: Table<DeviceBinding>;
  config: WarehouseConfig;
  configHistory: AuditEntry[];
  /** Numbers the warehouse's generated ids. */
  seq: number;
}

export interface MasterState {
  warehouses: Table<Warehouse>;
  basic: Table<BasicEntry>;
  /** Seeded on first use of each warehouse (mock/_lib/master/index.ts `masterOf`). */
  places: Record<string, WarehouseMaster>;
}

/** What outbound reads of a warehouse's products: the list, by SKU, SKU by barcode. */
export interface Catalog {
  products: Product[];
  productBySku: Map<string, Product>;
  skuByBarcode: Map<string, string>;
}

/** What outbound reads of a warehouse's layout. */
export interface Layout {
  zones: Zone[];
  locations: Location[];
  locationByCode: Map<string, Location>;
  docks: Dock[];
  /** The dictionary (global, the same table the set-up screens write): orders and manifests take their carriers from it. */
  dictionary: Table<BasicEntry>;
  /** The warehouse's rules as they are now (allocation reads its rule); absent: a layout of its own (tests), the defaults. */
  config?: () => WarehouseConfig;
}
