/**
 * Deterministic master data: 300 SKUs and 1,000 locations in SZ01 and LA01; NJ01 the large
 * warehouse (50,000 SKUs, 20,000 locations) on first use; zones, docks, the dictionary and the rest.
 */
import type { AuditEntry, BasicEntry, Location, Product, WarehouseConfig, Zone } from '../../../src/domain/master';
import { formatLocationCode } from '../../../src/domain/master/location';
import { Table } from '../kits/setup';
import { prng, type Rng } from '../prng';
import type { Catalog, Dock, Layout, MasterState, Warehouse, WarehouseMaster } from './types';

const KINDS: [string, string, string][] = [
  ['T恤', 'T-shirt', 'APPAREL'], ['卫衣', 'Hoodie', 'APPAREL'], ['水杯', 'Water bottle', 'HOME'], ['耳机', 'Earphones', 'ELECTRONICS'], ['背包', 'Backpack', 'ACCESSORIES'],
  ['台灯', 'Desk lamp', 'ELECTRONICS'], ['数据线', 'USB cable', 'ELECTRONICS'], ['袜子', 'Socks', 'APPAREL'], ['帽子', 'Cap', 'APPAREL'], ['手机壳', 'Phone case', 'ACCESSORIES'],
  ['毛巾', 'Towel', 'HOME'], ['笔记本', 'Notebook', 'STATIONERY'], ['鼠标', 'Mouse', 'ELECTRONICS'], ['键盘', 'Keyboard', 'ELECTRONICS'], ['雨伞', 'Umbrella', 'HOME'],
];
const COLORS: [string, string][] = [['黑色', 'Black'], ['白色', 'White'], ['红色', 'Red'], ['蓝色', 'Blue'], ['灰色', 'Grey']];
const SIZES = ['S', 'M', 'L', 'XL'];

/** `count` SKUs, each with one or two barcodes (EAN-13 shaped); one draw of `rng` per SKU (the weight). */
export function seedProducts(rng: Rng, count = 300): Product[] {
  return Array.from({ length: count }, (_, i) => {
    const [kz, ke, category] = KINDS[i % KINDS.length];
    const [cz, ce] = COLORS[Math.floor(i / KINDS.length) % COLORS.length];
    const size = SIZES[Math.floor(i / (KINDS.length * COLORS.length)) % SIZES.length];
    const sku = `SKU${String(i + 1).padStart(5, '0')}`;
    const barcodes = [`69${String(1000000000 + i * 7919).slice(-10)}${i % 10}`];
    if (i % 3 === 0) barcodes.push(`88${String(2000000000 + i * 104729).slice(-10)}${(i * 7) % 10}`);
    const shelfLife = category === 'HOME' && i % 2 === 0;
    return {
      id: sku, sku, nameZh: `${cz}${kz} ${size}`, nameEn: `${ke} ${ce} ${size}`, barcodes, unit: 'PCS',
      lengthCm: 10 + (i % 30), widthCm: 5 + (i % 20), heightCm: 2 + (i % 15), weightKg: rng.int(1, 40) / 10,
      shelfLife, ...(shelfLife ? { shelfLifeDays: 730 } : {}), category, enabled: true,
    };
  });
}

const location = (zone: string, aisle: number, rack: number, level: number, bin: number | undefined, pickSeq: number, locked: boolean): Location => {
  const code = formatLocationCode({ zone, aisle, rack, level, bin });
  return { id: code, code, zone, aisle, rack, level, ...(bin !== undefined ? { bin } : {}), type: level === 1 ? 'pallet' : 'shelf', capacity: level === 1 ? 1000 : 400, status: locked ? 'locked' : 'active', pickSeq };
};

const zone = (code: string, type: Zone['type'], name = `Zone ${code}`): Zone => ({ id: code, code, name, type, enabled: true });
/** Zones without locations yet: one of each other type. */
const OTHER_ZONES = [zone('S', 'staging', 'Staging'), zone('R', 'returns', 'Returns'), zone('Q', 'quarantine', 'Quarantine'), zone('F', 'fba', 'FBA')];

/** 5 zones × 10 aisles × 5 racks × 4 levels = 1,000 locations, pick sequence in walking order; one draw per location. */
export function seedLocations(rng: Rng): { zones: Zone[]; locations: Location[] } {
  const zones = ['A', 'B', 'C', 'D', 'E'].map((code, i) => zone(code, i < 3 ? 'picking' : 'storage'));
  const locations: Location[] = [];
  for (const z of zones)
    for (let aisle = 1; aisle <= 10; aisle++)
      for (let rack = 1; rack <= 5; rack++)
        for (let level = 1; level <= 4; level++) locations.push(location(z.code, aisle, rack, level, undefined, locations.length + 1, rng.next() < 0.01));
  return { zones, locations };
}

/** The large warehouse: 10 zones × 20 aisles × 10 racks × 5 levels × 2 bins = 20,000 locations. */
export function seedLargeLocations(rng: Rng): { zones: Zone[]; locations: Location[] } {
  const zones = 'ABCDEFGHJK'.split('').map((code, i) => zone(code, i < 4 ? 'picking' : 'storage'));
  const locations: Location[] = [];
  for (const z of zones)
    for (let aisle = 1; aisle <= 20; aisle++)
      for (let rack = 1; rack <= 10; rack++)
        for (let level = 1; level <= 5; level++)
          for (let bin = 1; bin <= 2; bin++) locations.push(location(z.code, aisle, rack, level, bin, locations.length + 1, rng.next() < 0.01));
  return { zones, locations };
}

/** D01–D06 load and unload (the B2B manifests' docks), D07–D08 only receive. */
export function seedDocks(): Dock[] {
  return Array.from({ length: 8 }, (_, i) => {
    const code = `D${String(i + 1).padStart(2, '0')}`;
    return { id: code, code, name: `Dock ${i + 1}`, type: i < 6 ? 'both' : 'inbound', status: 'free', trailer: '', appointment: '', enabled: true };
  });
}

const DEFAULT_CONFIG: WarehouseConfig = {
  allocationRule: 'FIFO',
  blindCount: true,
  recountVariancePct: 5,
  unknownLot: 'newLine',
  stations: [{ station: 'PACK-03', labelSize: '100x150', printer: 'PRN-0001' }],
  defaultUnit: 'PCS',
  defaultCartonUnit: 'CTN',
};

export const catalogOf = (m: WarehouseMaster): Catalog => ({ products: m.products.rows, productBySku: m.products.byId, skuByBarcode: m.products.owners.get('barcode')! });
/** A warehouse's layout, with the dictionary outbound checks carriers against (the global one: `getMaster().basic`). */
export const layoutOf = (m: WarehouseMaster, dictionary: Table<BasicEntry>): Layout => ({
  zones: m.zones.rows,
  locations: m.locations.rows,
  locationByCode: m.locations.byId,
  docks: m.docks.rows,
  dictionary,
  // read when asked: a saved config replaces the object
  config: () => m.config,
});

const byCode = { code: (r: { code: string }) => [r.code] };

/** A warehouse's set-up from its records (empty where none are given). */
export function warehouseMaster(warehouseId: string, parts: Partial<Pick<WarehouseMaster, 'patrolRounds' | 'config'>> & {
  products?: Product[]; zones?: Zone[]; locations?: Location[]; docks?: Dock[];
  pins?: WarehouseMaster['pins']['rows']; palletize?: WarehouseMaster['palletize']['rows']; operations?: WarehouseMaster['operations']['rows'];
  patrolRoutes?: WarehouseMaster['patrolRoutes']['rows']; positions?: WarehouseMaster['positions']['rows']; devices?: WarehouseMaster['devices']['rows'];
} = {}): WarehouseMaster {
  return {
    warehouseId,
    zones: new Table(parts.zones ?? [], byCode),
    locations: new Table(parts.locations ?? [], byCode),
    docks: new Table(parts.docks ?? [], byCode),
    products: new Table(parts.products ?? [], { sku: (r) => [r.sku], barcode: (r) => r.barcodes }),
    pins: new Table(parts.pins ?? [], { location: (r) => [r.location] }),
    palletize: new Table(parts.palletize ?? [], { target: (r) => [`${r.target}:${r.code}`] }),
    operations: new Table(parts.operations ?? [], byCode),
    patrolRoutes: new Table(parts.patrolRoutes ?? [], byCode),
    patrolRounds: parts.patrolRounds ?? [],
    positions: new Table(parts.positions ?? [], byCode),
    devices: new Table(parts.devices ?? [], byCode),
    config: parts.config ?? { ...DEFAULT_CONFIG, stations: [] },
    configHistory: [] as AuditEntry[],
    seq: 0,
  };
}

const OPERATIONS: [string, string, string, ('location' | 'sku' | 'lpn' | 'quantity')[]][] = [
  ['RECEIVE', '收货', 'Receive', ['sku', 'quantity']],
  ['PUTAWAY', '上架', 'Putaway', ['location', 'sku']],
  ['PICK', '拣货', 'Pick', ['location', 'sku']],
  ['PACK', '打包', 'Pack', ['sku']],
  ['SHIP', '发运', 'Ship', []],
  ['COUNT', '盘点', 'Count', ['location', 'sku', 'quantity']],
  ['RELOCATE', '移库', 'Relocate', ['location', 'sku', 'lpn']],
];

/** A seeded warehouse's set-up: the layout and catalog given, and the rest around them. */
export function seededWarehouseMaster(warehouseId: string, products: Product[], layout: { zones: Zone[]; locations: Location[] }, staffUserIds: string[] = []): WarehouseMaster {
  const picking = layout.locations.filter((l) => layout.zones.find((z) => z.code === l.zone)?.type === 'picking' && l.status === 'active');
  const pins = products.slice(0, 20).map((p, i) => ({ id: `${warehouseId}-pin${i + 1}`, sku: p.sku, location: picking[i * 7].code, min: 10, max: 60, enabled: true }));
  const at = '2026-11-01T08:00:00.000Z';
  const route = { id: `${warehouseId}-route1`, code: 'R01', name: 'Zone A walk', locations: layout.locations.slice(0, 10).map((l) => l.code), enabled: true };
  return warehouseMaster(warehouseId, {
    products,
    // the zones of the other types, where the layout has not used their code (the large warehouse has an F)
    zones: [...layout.zones, ...OTHER_ZONES.filter((z) => !layout.zones.some((l) => l.code === z.code)).map((z) => ({ ...z }))],
    locations: layout.locations,
    docks: seedDocks(),
    pins,
    palletize: [
      { id: `${warehouseId}-pal1`, target: 'category', code: 'APPAREL', unitsPerCarton: 24, cartonsPerLayer: 8, layers: 5, enabled: true },
      { id: `${warehouseId}-pal2`, target: 'sku', code: products[0].sku, unitsPerCarton: 12, cartonsPerLayer: 10, layers: 4, enabled: true },
    ],
    operations: OPERATIONS.map(([code, nameZh, nameEn, scanRequired]) => ({ id: `${warehouseId}-op-${code}`, code, nameZh, nameEn, scanRequired, overrideRoleIds: ['r2'], enabled: true })),
    patrolRoutes: [route],
    patrolRounds: [{ id: `${warehouseId}-round1`, routeId: route.id, at, operator: 'system', findings: route.locations.slice(0, 3).map((location, i) => ({ location, kind: i === 1 ? 'blocked' : 'ok', note: i === 1 ? 'pallet in aisle' : '' })) }],
    positions: [
      { id: `${warehouseId}-pos1`, code: 'RCV-01', name: 'Receiving desk 1', kind: 'receiving', userIds: staffUserIds, enabled: true },
      { id: `${warehouseId}-pos2`, code: 'PACK-03', name: 'Pack station 3', kind: 'packing', userIds: [], enabled: true },
    ],
    devices: [
      { id: `${warehouseId}-dev1`, code: 'SCN-0001', kind: 'scanner', model: 'Zebra TC21', boundType: 'user', boundTo: staffUserIds[0] ?? 'u1', enabled: true },
      { id: `${warehouseId}-dev2`, code: 'PRN-0001', kind: 'printer', model: 'Zebra ZD421', boundType: 'position', boundTo: `${warehouseId}-pos2`, enabled: true },
    ],
    config: { ...DEFAULT_CONFIG, stations: DEFAULT_CONFIG.stations.map((s) => ({ ...s })) },
  });
}

/** The product seed all warehouses start from (outbound's orders name its SKUs). */
export const PRODUCT_SEED = 20261101;
/** Each seeded warehouse: the layout's seed (outbound seeds its orders with the same), or the large layout. */
export const SEEDED_LAYOUTS: Record<string, { seed: number; large?: true; staff?: string[] }> = {
  w1: { seed: 1000, staff: ['u2'] },
  w2: { seed: 1001 },
  w3: { seed: 1002, large: true },
};
export const LARGE_PRODUCTS = 50_000;

/** The set-up of a warehouse on its first use: seeded (w1–w3) or empty (a warehouse created since). */
export function seedWarehouseMaster(warehouseId: string): WarehouseMaster {
  const seeded = SEEDED_LAYOUTS[warehouseId];
  if (!seeded) return warehouseMaster(warehouseId);
  const products = seedProducts(prng(PRODUCT_SEED), seeded.large ? LARGE_PRODUCTS : 300);
  const layout = seeded.large ? seedLargeLocations(prng(seeded.seed)) : seedLocations(prng(seeded.seed));
  return seededWarehouseMaster(warehouseId, products, layout, seeded.staff);
}

const entry = (type: BasicEntry['type'], code: string, nameZh: string, nameEn: string, sort: number): BasicEntry => ({ id: `${type}-${code}`, type, code, nameZh, nameEn, sort, enabled: true });

export function seedBasic(): BasicEntry[] {
  const list: [BasicEntry['type'], [string, string, string][]][] = [
    ['reason', [['DAMAGED', '破损', 'Damaged'], ['EXPIRED', '过期', 'Expired'], ['CUSTOMER', '客户要求', 'Customer request'], ['ADDRESS', '地址问题', 'Address problem'], ['OTHER', '其他', 'Other']]],
    ['carrier', [['SF', '顺丰', 'SF Express'], ['ZTO', '中通', 'ZTO Express'], ['UPS', 'UPS', 'UPS'], ['FEDEX', '联邦快递', 'FedEx'], ['DHL', 'DHL', 'DHL']]],
    ['unit', [['PCS', '件', 'Piece'], ['BOX', '盒', 'Box'], ['CTN', '箱', 'Carton'], ['PLT', '托', 'Pallet'], ['KG', '千克', 'Kilogram']]],
    ['category', [['APPAREL', '服装', 'Apparel'], ['ELECTRONICS', '电子', 'Electronics'], ['HOME', '家居', 'Home'], ['ACCESSORIES', '配饰', 'Accessories'], ['STATIONERY', '文具', 'Stationery']]],
    ['packaging', [['CARTON', '纸箱', 'Carton'], ['BAG', '袋', 'Bag'], ['PALLET', '托盘', 'Pallet']]],
    // destroy orders name these (the `reason` type also holds cancel reasons, which a destroy order may not give)
    ['destroyReason', [['DAMAGED', '损坏', 'Damaged'], ['EXPIRED', '过期', 'Expired'], ['OTHER', '其他', 'Other']]],
    // why a tallied line differs from its notice
    ['tallyReason', [['SHORT', '来货短少', 'Short shipped'], ['OVER', '来货超量', 'Over shipped'], ['DAMAGED', '运输破损', 'Damaged in transit'], ['WRONG', '错货', 'Wrong item'], ['OTHER', '其他', 'Other']]],
  ];
  return list.flatMap(([type, entries]) => entries.map(([code, zh, en], i) => entry(type, code, zh, en, (i + 1) * 10)));
}

/** The dictionary as a table: one entry per type and code (`ownerOf('code', 'carrier:SF')`). */
export const basicTable = (entries: BasicEntry[] = seedBasic()) => new Table(entries, { code: (r) => [`${r.type}:${r.code}`] });

/** The global part: the store's warehouse list (the same array) and the dictionary. */
export function masterState(warehouses: Warehouse[], places: Record<string, WarehouseMaster> = {}): MasterState {
  return {
    warehouses: new Table(warehouses, byCode),
    basic: basicTable(),
    places,
  };
}
