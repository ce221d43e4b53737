/**
 * The master-data record types, declared on the set-up kit (mock/_lib/kits/setup.ts): each
 * declaration gives its list, get, create, edit, enable / disable, delete, bulk and import routes.
 * Schemas and menu ids: src/domain/master.
 */
import type { Location, MenuAccess, Product } from '../../../src/domain/master';
import { screenAccess, type MasterScreen } from '../../../src/domain/master/ids';
import { formatLocationCode } from '../../../src/domain/master/location';
import {
  warehouseImportSchema,
  basicEntryImportSchema,
  zoneImportSchema,
  locationImportSchema,
  dockImportSchema,
  productImportSchema,
  moveablePinImportSchema,
  palletizeImportSchema,
  operationImportSchema,
  patrolRouteImportSchema,
  positionImportSchema,
  deviceBindingImportSchema,
  basicEntryEditSchema,
  basicEntrySchema,
  deviceBindingEditSchema,
  deviceBindingSchema,
  dockEditSchema,
  dockSchema,
  locationEditSchema,
  locationSchema,
  moveablePinEditSchema,
  moveablePinSchema,
  operationEditSchema,
  operationSchema,
  palletizeEditSchema,
  palletizeSchema,
  patrolRouteEditSchema,
  patrolRouteSchema,
  positionEditSchema,
  positionSchema,
  productEditSchema,
  productSchema,
  warehouseEditSchema,
  warehouseSchema,
  zoneEditSchema,
  zoneSchema,
} from '../../../src/domain/master/schema';
import {
  basicEntryAnswer,
  deviceBindingAnswer,
  dockAnswer,
  locationAnswer,
  locationRowAnswer,
  moveablePinAnswer,
  operationAnswer,
  palletizeAnswer,
  patrolRouteAnswer,
  positionAnswer,
  productAnswer,
  warehouseAnswer,
  zoneAnswer,
} from '../../../src/domain/master/answers';
import { DomainError } from '../errors';
import { HttpError, type FieldProblem } from '../http';
import type { InputProblem } from '../kits/document';
import { filters, type SetupDeclaration, type SetupScope } from '../kits/setup';
import type { Ledger } from '../ledger';
import { getStore, nextId } from '../store';
import { getMaster, masterOf } from './index';
import { dockEditProblem } from './docks';
import { masterUses } from './uses';
import type { BasicEntry, DeviceBinding, Dock, MasterState, MoveablePin, Operation, PalletizeRule, PatrolRoute, Position, Warehouse, WarehouseMaster, Zone } from './types';

/** A request about one warehouse's set-up. */
export interface PlaceScope extends SetupScope {
  place: WarehouseMaster;
}
/** A request about global records (warehouses, the dictionary). */
export interface GlobalScope extends SetupScope {
  master: MasterState;
}

export const placeScope = (base: SetupScope): PlaceScope => ({ ...base, place: masterOf(base.warehouseId) });
const globalScope = (base: SetupScope): GlobalScope => ({ ...base, master: getMaster() });

/** The warehouse's stock ledger (its site's), seeded on first use. */
export const ledgerOf = (warehouseId: string): Ledger => masterUses().ledgerOf(warehouseId);

const both = (screen: MasterScreen): { read: MenuAccess; write: MenuAccess } => ({ read: screenAccess(screen), write: screenAccess(screen) });
const byCode = { code: 'code' };
const sortByCode = { field: 'code', order: 'ascend' } as const;
const notThere = (field: string, key: string, vars: Record<string, string | number>): InputProblem => ({ field, key, vars });

/** "SKU00001 × 120, SKU00002 × 30 (+3)": what a refusal names of the stock rows. */
function stockWords(rows: { name: string; qty: number }[]) {
  const shown = rows.slice(0, 3).map((r) => `${r.name} × ${r.qty}`).join(', ');
  return rows.length > 3 ? `${shown} (+${rows.length - 3})` : shown;
}

/** Is there a dictionary entry of this type and code? */
const entryExists = (type: BasicEntry['type'], code: string) => getMaster().basic.ownerOf('code', `${type}:${code}`) !== undefined;

// ---------------------------------------------------------------- global: warehouses, dictionary

export const warehouseDecl: SetupDeclaration<Warehouse, GlobalScope> = {
  path: '/api/master/warehouses',
  access: both('warehouse'),
  scope: globalScope,
  table: (sc) => sc.master.warehouses,
  label: (w) => w.code,
  uniqueFields: byCode,
  noun: 'warehouses of the company',
  schemas: { create: warehouseSchema, edit: warehouseEditSchema, importRow: warehouseImportSchema, record: warehouseAnswer },
  build: (_, input) => ({ code: input.code, name: input.name, address: input.address, timeZone: input.timeZone, enabled: input.enabled }),
  identify: () => nextId('w'),
  // whoever creates a warehouse works in it: they can switch to it and set it up
  added: (sc, w) => {
    if (!sc.user.warehouseIds.includes(w.id)) sc.user.warehouseIds.push(w.id);
  },
  // a warehouse is disabled, never deleted: its documents keep its code
  deletable: false,
  // a warehouse is changed only by someone who may work in it (holding its screen in another does not do)
  guardChange: (sc, w) => {
    if (!sc.user.warehouseIds.includes(w.id)) throw new HttpError(403, 'server.master.warehouseNotHeld');
  },
  // the list of warehouses is no warehouse's data: a disabled one can be enabled again from anywhere, itself included
  evenInDisabledWarehouse: true,
  inUse: (_, w) => {
    const onHand = ledgerOf(w.id)?.stock.reduce((n, r) => n + r.onHand, 0) ?? 0;
    return onHand > 0 ? { key: 'server.master.warehouseHoldsStock', vars: { code: w.code, qty: onHand } } : undefined;
  },
  list: {
    filters: { q: filters.contains<Warehouse>('code', 'name', 'address'), enabled: filters.enabled<Warehouse>() },
    sortable: ['code', 'name', 'timeZone'],
    defaultSort: sortByCode,
  },
};

export const basicDecl: SetupDeclaration<BasicEntry, GlobalScope> = {
  path: '/api/master/basic',
  access: both('basic'),
  scope: globalScope,
  table: (sc) => sc.master.basic,
  label: (e) => `${e.type} ${e.code}`,
  uniqueFields: byCode,
  noun: 'entries of the dictionary (units, categories, carriers, reasons)',
  schemas: { create: basicEntrySchema, edit: basicEntryEditSchema, importRow: basicEntryImportSchema, record: basicEntryAnswer },
  build: (_, input) => ({ type: input.type, code: input.code, nameZh: input.nameZh, nameEn: input.nameEn, sort: input.sort, enabled: input.enabled }),
  identify: (_, e) => `${e.type}-${e.code}`,
  // units and categories are named by the products of the warehouses seeded so far
  inUse: (sc, e) => {
    if (e.type !== 'unit' && e.type !== 'category') return undefined;
    for (const place of Object.values(sc.master.places)) {
      const p = place.products.rows.find((x) => (e.type === 'unit' ? x.unit : x.category) === e.code);
      if (p) return { key: 'server.master.entryInUse', vars: { code: e.code, by: p.sku } };
    }
    return undefined;
  },
  // carriers, destroy and tally reasons are named by the documents of the warehouses worked in so far
  namedBy: (_, e) => {
    const no = masterUses().namedBy(e);
    return no ? { key: 'server.master.entryInUse', vars: { code: e.code, by: no } } : undefined;
  },
  list: {
    filters: { type: filters.oneOf<BasicEntry>('type'), q: filters.contains<BasicEntry>('code', 'nameZh', 'nameEn'), enabled: filters.enabled<BasicEntry>() },
    sortable: ['type', 'code', 'sort', 'nameEn', 'nameZh'],
    defaultSort: { field: 'sort', order: 'ascend' },
  },
};

// ---------------------------------------------------------------- a warehouse's layout

export const zoneDecl: SetupDeclaration<Zone, PlaceScope> = {
  path: '/api/master/zones',
  access: both('zone'),
  scope: placeScope,
  table: (sc) => sc.place.zones,
  label: (z) => z.code,
  uniqueFields: byCode,
  noun: 'zones of the warehouse',
  schemas: { create: zoneSchema, edit: zoneEditSchema, importRow: zoneImportSchema, record: zoneAnswer },
  build: (_, input) => ({ code: input.code, name: input.name, type: input.type, enabled: input.enabled }),
  identify: (_, z) => z.code,
  inUse: (sc, z) => {
    const count = sc.place.locations.rows.filter((l) => l.zone === z.code).length;
    return count ? { key: 'server.master.zoneHasLocations', vars: { code: z.code, count } } : undefined;
  },
  list: {
    filters: { q: filters.contains<Zone>('code', 'name'), type: filters.oneOf<Zone>('type'), enabled: filters.enabled<Zone>() },
    sortable: ['code', 'name', 'type'],
    defaultSort: sortByCode,
  },
};

/** The pick sequence after the last location of the warehouse. */
const nextPickSeq = (place: WarehouseMaster) => place.locations.rows.reduce((m, l) => Math.max(m, l.pickSeq), 0) + 1;

/** A location from parsed parts (create, import, generate): its code made of them. */
export function buildLocation(sc: PlaceScope, input: { zone: string; aisle: number; rack: number; level: number; bin?: number; type: Location['type']; capacity: number; pickSeq?: number; status: 'active' | 'locked' }): Omit<Location, 'id'> {
  const { zone, aisle, rack, level, bin } = input;
  return {
    code: formatLocationCode({ zone, aisle, rack, level, bin }),
    zone, aisle, rack, level, ...(bin !== undefined ? { bin } : {}),
    type: input.type, capacity: input.capacity, status: input.status, pickSeq: input.pickSeq ?? nextPickSeq(sc.place),
  };
}

/**
 * The count plan holding a location's lock (mock/_lib/count: a plan not yet approved or cancelled
 * locks each location it counts), if any. Only the plan's approval or cancel may unlock it.
 */
export function countLockOf(warehouseId: string, l: Location) {
  if (l.status !== 'locked') return undefined;
  return masterUses().countLockOf(warehouseId, l.code);
}

const countLockProblem = (sc: PlaceScope, l: Location): FieldProblem | undefined => {
  const plan = countLockOf(sc.warehouseId, l);
  return plan ? { key: 'server.master.locationCounting', vars: { code: l.code, plan: plan.no } } : undefined;
};

/** What stands on a location: a count's lock, its stock on hand, then a pick-face pin. */
function locationUse(sc: PlaceScope, l: Location): FieldProblem | undefined {
  const counting = countLockProblem(sc, l);
  if (counting) return counting;
  const rows = (ledgerOf(sc.warehouseId).rowsByLocation.get(l.code) ?? []).filter((r) => r.onHand > 0);
  if (rows.length) return { key: 'server.master.locationHoldsStock', vars: { code: l.code, stock: stockWords(rows.map((r) => ({ name: r.sku, qty: r.onHand }))) } };
  const pin = sc.place.pins.rows.find((p) => p.location === l.code);
  return pin ? { key: 'server.master.locationPinned', vars: { code: l.code, sku: pin.sku } } : undefined;
}

export const locationDecl: SetupDeclaration<Location, PlaceScope> = {
  path: '/api/master/locations',
  access: both('location'),
  scope: placeScope,
  table: (sc) => sc.place.locations,
  label: (l) => l.code,
  uniqueFields: byCode,
  noun: 'locations of the warehouse',
  schemas: { create: locationSchema, edit: locationEditSchema, importRow: locationImportSchema, record: locationAnswer, row: locationRowAnswer },
  build: buildLocation,
  identify: (_, l) => l.code,
  check: (sc, l) => (sc.place.zones.get(l.zone) ? [] : [notThere('zone', 'server.master.unknownZone', { zone: l.zone })]),
  inUse: locationUse,
  // the status of a location under count stays locked: only the plan's approval or cancel unlocks it (409 naming the plan)
  edit: (sc, l, input: Partial<Location>) => {
    const counting = input.status !== undefined && input.status !== l.status ? countLockProblem(sc, l) : undefined;
    if (counting) throw new DomainError(counting.key, counting.vars ?? {}, 409, { status: counting });
    Object.assign(l, input);
  },
  enabled: {
    get: (l) => l.status !== 'disabled',
    set: (l, on) => {
      l.status = on ? 'active' : 'disabled';
    },
  },
  list: {
    filters: {
      q: filters.contains<Location>('code'),
      zone: filters.oneOf<Location>('zone'),
      status: filters.oneOf<Location>('status'),
      type: filters.oneOf<Location>('type'),
      aisle: filters.oneOf<Location>('aisle'),
    },
    sortable: ['code', 'zone', 'pickSeq', 'capacity', 'status', 'type'],
    // a location under count names its plan: the form shows its status read only
    row: (sc, l) => {
      const plan = countLockOf(sc.warehouseId, l);
      return plan ? { ...l, countPlan: plan.no } : l;
    },
  },
};

export const dockDecl: SetupDeclaration<Dock, PlaceScope> = {
  path: '/api/master/docks',
  access: both('dock'),
  scope: placeScope,
  table: (sc) => sc.place.docks,
  label: (d) => d.code,
  uniqueFields: byCode,
  noun: 'docks of the warehouse',
  schemas: { create: dockSchema, edit: dockEditSchema, importRow: dockImportSchema, record: dockAnswer },
  build: (_, i) => ({ code: i.code, name: i.name, type: i.type, status: i.status, trailer: i.trailer, appointment: i.appointment, enabled: i.enabled }),
  identify: (_, d) => d.code,
  // the status follows what is at the dock (./docks.ts): a new dock is free; an edit neither frees
  // a dock a document holds nor occupies a free one (409 naming the document)
  check: (_, d, self) => (d.status === 'occupied' && !self ? [notThere('status', 'server.master.dockOccupiedByHand', { code: d.code })] : []),
  edit: (_, d, input: Pick<Dock, 'status' | 'trailer' | 'appointment'>) => {
    const held = dockEditProblem(d, input);
    if (held) throw new DomainError(held.key, held.vars ?? {}, 409, { [held.field]: { key: held.key, vars: held.vars } });
    Object.assign(d, input);
  },
  inUse: (sc, d): FieldProblem | undefined => {
    if (d.status === 'occupied') return { key: 'server.master.dockOccupied', vars: { code: d.code, trailer: d.trailer || d.appointment || '-' } };
    const manifest = masterUses().openManifestAt(sc.warehouseId, d.code);
    return manifest ? { key: 'server.master.dockOnManifest', vars: { code: d.code, no: manifest } } : undefined;
  },
  list: {
    filters: { q: filters.contains<Dock>('code', 'name', 'trailer', 'appointment'), type: filters.oneOf<Dock>('type'), status: filters.oneOf<Dock>('status'), enabled: filters.enabled<Dock>() },
    sortable: ['code', 'name', 'type', 'status'],
    defaultSort: sortByCode,
  },
};

// ---------------------------------------------------------------- products and pins (menu group 82)

/** A SKU's stock on hand, then its pick-face pins. */
function productUse(sc: PlaceScope, p: Product): FieldProblem | undefined {
  const rows = (ledgerOf(sc.warehouseId).rowsBySku.get(p.sku) ?? []).filter((r) => r.onHand > 0);
  if (rows.length) return { key: 'server.master.productHoldsStock', vars: { sku: p.sku, stock: stockWords(rows.map((r) => ({ name: r.location, qty: r.onHand }))) } };
  const pin = sc.place.pins.rows.find((x) => x.sku === p.sku);
  return pin ? { key: 'server.master.productPinned', vars: { sku: p.sku, location: pin.location } } : undefined;
}

export const productDecl: SetupDeclaration<Product, PlaceScope> = {
  path: '/api/master/products',
  access: both('product'),
  scope: placeScope,
  table: (sc) => sc.place.products,
  label: (p) => p.sku,
  uniqueFields: { sku: 'sku', barcode: 'barcodes' },
  noun: 'products (SKUs) of the warehouse',
  schemas: { create: productSchema, edit: productEditSchema, importRow: productImportSchema, record: productAnswer },
  build: (sc, i) => ({
    // no unit given: the warehouse's default unit (warehouse config)
    sku: i.sku, nameZh: i.nameZh, nameEn: i.nameEn, barcodes: i.barcodes, unit: i.unit || sc.place.config.defaultUnit,
    lengthCm: i.lengthCm, widthCm: i.widthCm, heightCm: i.heightCm, weightKg: i.weightKg,
    shelfLife: i.shelfLife, ...(i.shelfLife ? { shelfLifeDays: i.shelfLifeDays } : {}), category: i.category,
    ...(i.allocationRule ? { allocationRule: i.allocationRule } : {}), enabled: i.enabled,
  }),
  identify: (_, p) => p.sku,
  edit: (_, p, i) => {
    Object.assign(p, i);
    if (!p.shelfLife) delete p.shelfLifeDays;
    // an edit names every field: without a rule, the product follows the warehouse's again
    if (!i.allocationRule) delete p.allocationRule;
  },
  check: (_, p) => [
    ...(entryExists('unit', p.unit) ? [] : [notThere('unit', 'server.master.unknownEntry', { code: p.unit })]),
    ...(!p.category || entryExists('category', p.category) ? [] : [notThere('category', 'server.master.unknownEntry', { code: p.category })]),
  ],
  inUse: productUse,
  list: {
    filters: {
      q: filters.contains<Product>('sku', 'nameZh', 'nameEn'),
      // exactly this SKU or barcode (the barcode index: one lookup)
      code: (v, sc) => {
        const sku = sc.place.products.ownerOf('barcode', v) ?? v.toUpperCase();
        return (p) => p.sku === sku;
      },
      category: filters.oneOf<Product>('category'),
      enabled: filters.enabled<Product>(),
      shelfLife: (v) => (p) => p.shelfLife === (v === 'true'),
    },
    sortable: ['sku', 'nameZh', 'nameEn', 'category', 'weightKg'],
  },
};

/**
 * The next free id of a kind (`w1-pin21`): the warehouse's one sequence, past the ids already in
 * the table (the seed numbers its records from 1, the sequence starts at 0).
 */
const nextOf =
  (what: string, table: (sc: PlaceScope) => { get: (id: string) => unknown }) =>
  (sc: PlaceScope): string => {
    let id: string;
    do id = `${sc.warehouseId}-${what}${++sc.place.seq}`;
    while (table(sc).get(id) !== undefined);
    return id;
  };

/** A pick face's stock: on hand of its SKU at its location. */
export const pinOnHand = (warehouseId: string, p: MoveablePin) =>
  (ledgerOf(warehouseId).rowsBySku.get(p.sku) ?? []).reduce((n, r) => n + (r.location === p.location ? r.onHand : 0), 0);

export const moveablePinDecl: SetupDeclaration<MoveablePin, PlaceScope> = {
  path: '/api/master/moveable-pins',
  access: both('moveablePin'),
  scope: placeScope,
  table: (sc) => sc.place.pins,
  label: (p) => `${p.sku} @ ${p.location}`,
  uniqueFields: { location: 'location' },
  noun: 'pick-face pins of the warehouse',
  schemas: { create: moveablePinSchema, edit: moveablePinEditSchema, importRow: moveablePinImportSchema, record: moveablePinAnswer },
  build: (_, i) => ({ sku: i.sku, location: i.location, min: i.min, max: i.max, enabled: i.enabled }),
  identify: nextOf('pin', (sc) => sc.place.pins),
  check: (sc, p) => [
    ...(sc.place.products.get(p.sku) ? [] : [notThere('sku', 'server.master.unknownSku', { sku: p.sku })]),
    ...(sc.place.locations.get(p.location) ? [] : [notThere('location', 'server.master.unknownLocation', { code: p.location })]),
  ],
  list: {
    filters: {
      sku: filters.contains<MoveablePin>('sku'),
      location: filters.contains<MoveablePin>('location'),
      enabled: filters.enabled<MoveablePin>(),
      // belowMin=true: the enabled pick faces whose stock on hand is below their min (to replenish; the home dashboard's alert)
      belowMin: (v, sc) => (p) => v !== 'true' || (p.enabled && pinOnHand(sc.warehouseId, p) < p.min),
    },
    sortable: ['sku', 'location', 'min', 'max'],
    defaultSort: { field: 'location', order: 'ascend' },
  },
};

// ---------------------------------------------------------------- the rest of a warehouse's set-up


export const palletizeDecl: SetupDeclaration<PalletizeRule, PlaceScope> = {
  path: '/api/master/palletize',
  access: both('palletize'),
  scope: placeScope,
  table: (sc) => sc.place.palletize,
  label: (r) => `${r.target} ${r.code}`,
  uniqueFields: { target: 'code' },
  noun: 'palletizing rules of the warehouse',
  schemas: { create: palletizeSchema, edit: palletizeEditSchema, importRow: palletizeImportSchema, record: palletizeAnswer },
  build: (_, i) => ({ target: i.target, code: i.code, unitsPerCarton: i.unitsPerCarton, cartonsPerLayer: i.cartonsPerLayer, layers: i.layers, enabled: i.enabled }),
  identify: nextOf('pal', (sc) => sc.place.palletize),
  check: (sc, r) => {
    if (r.target === 'sku') return sc.place.products.get(r.code) ? [] : [notThere('code', 'server.master.unknownSku', { sku: r.code })];
    return entryExists('category', r.code) ? [] : [notThere('code', 'server.master.unknownEntry', { code: r.code })];
  },
  list: {
    filters: { target: filters.oneOf<PalletizeRule>('target'), code: filters.contains<PalletizeRule>('code'), enabled: filters.enabled<PalletizeRule>() },
    sortable: ['target', 'code', 'unitsPerCarton'],
    defaultSort: sortByCode,
  },
};

export const operationDecl: SetupDeclaration<Operation, PlaceScope> = {
  path: '/api/master/operations',
  access: both('operation'),
  scope: placeScope,
  table: (sc) => sc.place.operations,
  label: (o) => o.code,
  uniqueFields: byCode,
  noun: 'operations (work types and their scan rules) of the warehouse',
  schemas: { create: operationSchema, edit: operationEditSchema, importRow: operationImportSchema, record: operationAnswer },
  build: (_, i) => ({ code: i.code, nameZh: i.nameZh, nameEn: i.nameEn, scanRequired: i.scanRequired, overrideRoleIds: i.overrideRoleIds, enabled: i.enabled }),
  identify: nextOf('op', (sc) => sc.place.operations),
  check: (_, o) =>
    o.overrideRoleIds.flatMap((id, i) => (getStore().roles.some((r) => r.id === id) ? [] : [notThere(`overrideRoleIds.${i}`, 'server.master.unknownRole', { id })])),
  list: {
    filters: { q: filters.contains<Operation>('code', 'nameZh', 'nameEn'), enabled: filters.enabled<Operation>() },
    sortable: ['code', 'nameEn', 'nameZh'],
    defaultSort: sortByCode,
  },
};

export const patrolRouteDecl: SetupDeclaration<PatrolRoute, PlaceScope> = {
  path: '/api/master/patrol-routes',
  access: both('patrol'),
  scope: placeScope,
  table: (sc) => sc.place.patrolRoutes,
  label: (r) => r.code,
  uniqueFields: byCode,
  noun: 'patrol routes of the warehouse',
  schemas: { create: patrolRouteSchema, edit: patrolRouteEditSchema, importRow: patrolRouteImportSchema, record: patrolRouteAnswer },
  build: (_, i) => ({ code: i.code, name: i.name, locations: i.locations, enabled: i.enabled }),
  identify: nextOf('route', (sc) => sc.place.patrolRoutes),
  check: (sc, r) => r.locations.flatMap((code, i) => (sc.place.locations.get(code) ? [] : [notThere(`locations.${i}`, 'server.master.unknownLocation', { code })])),
  inUse: (sc, r) => {
    const count = sc.place.patrolRounds.filter((x) => x.routeId === r.id).length;
    return count ? { key: 'server.master.routeHasRounds', vars: { code: r.code, count } } : undefined;
  },
  list: {
    filters: { q: filters.contains<PatrolRoute>('code', 'name'), location: (v) => (r) => r.locations.includes(v.toUpperCase()), enabled: filters.enabled<PatrolRoute>() },
    sortable: ['code', 'name'],
    defaultSort: sortByCode,
  },
};

/** Users who may work in the request's warehouse. */
const warehouseUser = (sc: SetupScope, id: string) => getStore().users.some((u) => u.id === id && u.warehouseIds.includes(sc.warehouseId));

export const positionDecl: SetupDeclaration<Position, PlaceScope> = {
  path: '/api/master/positions',
  access: both('position'),
  scope: placeScope,
  table: (sc) => sc.place.positions,
  label: (p) => p.code,
  uniqueFields: byCode,
  noun: 'positions (staff posts, stations) of the warehouse',
  schemas: { create: positionSchema, edit: positionEditSchema, importRow: positionImportSchema, record: positionAnswer },
  build: (_, i) => ({ code: i.code, name: i.name, kind: i.kind, userIds: i.userIds, enabled: i.enabled }),
  identify: nextOf('pos', (sc) => sc.place.positions),
  check: (sc, p) => p.userIds.flatMap((id, i) => (warehouseUser(sc, id) ? [] : [notThere(`userIds.${i}`, 'server.master.unknownUser', { id })])),
  inUse: (sc, p) => {
    const device = sc.place.devices.rows.find((d) => d.boundType === 'position' && d.boundTo === p.id);
    return device ? { key: 'server.master.positionHasDevices', vars: { code: p.code, device: device.code } } : undefined;
  },
  list: {
    filters: { q: filters.contains<Position>('code', 'name'), kind: filters.oneOf<Position>('kind'), user: (v) => (p) => p.userIds.includes(v), enabled: filters.enabled<Position>() },
    sortable: ['code', 'name', 'kind'],
    defaultSort: sortByCode,
  },
};

export const deviceDecl: SetupDeclaration<DeviceBinding, PlaceScope> = {
  path: '/api/master/devices',
  access: both('deviceBind'),
  scope: placeScope,
  table: (sc) => sc.place.devices,
  label: (d) => d.code,
  uniqueFields: byCode,
  noun: 'device bindings of the warehouse',
  schemas: { create: deviceBindingSchema, edit: deviceBindingEditSchema, importRow: deviceBindingImportSchema, record: deviceBindingAnswer },
  build: (_, i) => ({ code: i.code, kind: i.kind, model: i.model, boundType: i.boundType, boundTo: i.boundTo, enabled: i.enabled }),
  identify: nextOf('dev', (sc) => sc.place.devices),
  check: (sc, d) => {
    const known = d.boundType === 'user' ? warehouseUser(sc, d.boundTo) : !!sc.place.positions.get(d.boundTo);
    return known ? [] : [notThere('boundTo', 'server.master.unknownBinding', { id: d.boundTo })];
  },
  list: {
    filters: { q: filters.contains<DeviceBinding>('code', 'model'), kind: filters.oneOf<DeviceBinding>('kind'), boundTo: filters.oneOf<DeviceBinding>('boundTo'), enabled: filters.enabled<DeviceBinding>() },
    sortable: ['code', 'kind', 'boundType'],
    defaultSort: sortByCode,
  },
};

/** Every declared set-up list. */
export const SETUP_DECLARATIONS = [
  warehouseDecl,
  basicDecl,
  zoneDecl,
  locationDecl,
  dockDecl,
  productDecl,
  moveablePinDecl,
  palletizeDecl,
  operationDecl,
  patrolRouteDecl,
  positionDecl,
  deviceDecl,
] as const;
