/**
 * Master data (warehouse, product and dictionary screens): typed calls with the answers' shapes
 * checked where they enter (./shape.ts). Every set-up list answers the same routes (the mock's
 * set-up kit, mock/_lib/kits/setup.ts), so each is one `setupApi(path)`; request bodies are the
 * schemas' types (src/domain/master/schema.ts).
 */
import { request, UPLOAD_TIMEOUT_MS } from '@/utils/request';
import { sharedRequest } from '@/utils/sharedRequest';
import { checked, is, page, row } from './shape';
import type {
  BasicEntry,
  BasicEntryEditInput,
  BasicEntryInput,
  BasicType,
  DeviceBinding,
  DeviceBindingEditInput,
  DeviceBindingInput,
  Dock,
  DockEditInput,
  DockInput,
  ImportRowCheck,
  Location,
  LocationEditInput,
  LocationGenerateInput,
  LocationInput,
  ModelLocation,
  ModelZone,
  MoveablePin,
  MoveablePinEditInput,
  MoveablePinInput,
  Operation,
  OperationEditInput,
  OperationInput,
  PageOf,
  PalletizeEditInput,
  PalletizeInput,
  PalletizeRule,
  PatrolRound,
  PatrolRoundInput,
  PatrolRoute,
  PatrolRouteEditInput,
  PatrolRouteInput,
  Position,
  PositionEditInput,
  PositionInput,
  Product,
  ProductEditInput,
  ProductInput,
  SetupBulkAction,
  SetupBulkItem,
  Warehouse,
  WarehouseConfig,
  WarehouseConfigInput,
  WarehouseEditInput,
  WarehouseInput,
  WithHistory,
  Zone,
  ZoneEditInput,
  ZoneInput,
} from '@/domain/master';

export type * from '@/domain/master';

/** What every set-up list takes: paging, sorting and its own filters (strings, as in the URL). */
export interface SetupQuery {
  current?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
  [filter: string]: string | number | undefined;
}

const history = is.shape({ id: is.string, history: is.arrayOf(is.shape({ action: is.string, at: is.string, operator: is.string, changes: is.arrayOf(is.object) })) });
const bulkAnswer = is.arrayOf(is.shape({ id: is.string, ok: is.boolean }));
const importCheckAnswer = is.arrayOf(is.shape({ index: is.number, errors: is.arrayOf(is.string), fields: is.recordOf(is.string) }));

/** The routes of one set-up list (the kit's): list, get with history, create, edit, enable / disable, delete, bulk, import. */
export function setupApi<R extends { id: string }, C extends object, E extends object = C, Draft = Record<string, unknown>>(path: string) {
  return {
    list: (q: SetupQuery = {}) => checked(page(), request<PageOf<R>>('GET', path, { ...q })),
    get: (id: string) => checked(history, request<WithHistory<R>>('GET', `${path}/:id`, { id })),
    create: (input: C) => checked(row, request<R>('POST', path, { ...(input as Record<string, unknown>) })),
    update: (id: string, input: E) => checked(row, request<R>('PUT', `${path}/:id`, { id, ...(input as Record<string, unknown>) })),
    setEnabled: (id: string, enabled: boolean) => checked(row, request<R>('PATCH', `${path}/:id/enabled`, { id, enabled })),
    remove: (id: string) => request<void>('DELETE', `${path}/:id`, { id }),
    bulk: (action: SetupBulkAction, ids: string[]) => checked(bulkAnswer, request<SetupBulkItem[]>('POST', `${path}/bulk`, { action, ids })),
    /** Every row with its problems; nothing is saved. */
    importCheck: (rows: Draft[]) => checked(importCheckAnswer, request<ImportRowCheck[]>('POST', `${path}/import/check`, { rows }, { timeout: UPLOAD_TIMEOUT_MS })),
    /** All rows or none (a 400 names each bad row's field, `rows.3.code`). */
    importRows: (rows: Draft[]) => checked(is.shape({ created: is.arrayOf(is.string) }), request<{ created: string[] }>('POST', `${path}/import`, { rows }, { timeout: UPLOAD_TIMEOUT_MS })),
  };
}

/** What a set-up screen calls (src/kits/setup). */
export type SetupApi<R extends { id: string }> = ReturnType<typeof setupApi<R, any, any, any>>;

export const warehouseApi = setupApi<Warehouse, WarehouseInput, WarehouseEditInput>('/api/master/warehouses');

/** The current warehouse's rules (Current-Warehouse), with their change history. */
export const warehouseConfigApi = {
  get: () => checked(is.shape({ allocationRule: is.string, history: is.arrayOf(is.object) }), request<WarehouseConfig & { history: WithHistory<object>['history'] }>('GET', '/api/master/warehouse-config')),
  save: (input: WarehouseConfigInput) => checked(is.shape({ allocationRule: is.string }), request<WarehouseConfig>('PUT', '/api/master/warehouse-config', { ...input })),
};

export const zoneApi = setupApi<Zone, ZoneInput, ZoneEditInput>('/api/master/zones');

/** A preview of generated codes: each code, and whether a location has it already. */
export interface LocationPreview {
  count: number;
  codes: { code: string; taken: boolean }[];
}

export const locationApi = {
  ...setupApi<Location, LocationInput, LocationEditInput>('/api/master/locations'),
  /** The codes the ranges make (at most 5,000), each marked when taken; nothing is saved. */
  preview: (input: LocationGenerateInput) =>
    checked(is.shape({ count: is.number, codes: is.arrayOf(is.shape({ code: is.string, taken: is.boolean })) }), request<LocationPreview>('POST', '/api/master/locations/generate/preview', { ...input })),
  /** Makes every location of the ranges, or none (a taken code refuses all). */
  generate: (input: LocationGenerateInput) => checked(is.shape({ created: is.number }), request<{ created: number }>('POST', '/api/master/locations/generate', { ...input })),
};

export const dockApi = setupApi<Dock, DockInput, DockEditInput>('/api/master/docks');
export const palletizeApi = setupApi<PalletizeRule, PalletizeInput, PalletizeEditInput>('/api/master/palletize');
export const operationApi = setupApi<Operation, OperationInput, OperationEditInput>('/api/master/operations');
export const positionApi = setupApi<Position, PositionInput, PositionEditInput>('/api/master/positions');
export const deviceApi = setupApi<DeviceBinding, DeviceBindingInput, DeviceBindingEditInput>('/api/master/devices');

export const patrolApi = {
  ...setupApi<PatrolRoute, PatrolRouteInput, PatrolRouteEditInput>('/api/master/patrol-routes'),
  rounds: (id: string, q: SetupQuery = {}) => checked(page(), request<PageOf<PatrolRound>>('GET', '/api/master/patrol-routes/:id/rounds', { id, ...q })),
  addRound: (id: string, input: PatrolRoundInput) => checked(row, request<PatrolRound>('POST', '/api/master/patrol-routes/:id/rounds', { id, ...input })),
};

export const productApi = {
  ...setupApi<Product, ProductInput, ProductEditInput>('/api/master/products'),
  /** The product with this barcode (or SKU); 404 when none. */
  byBarcode: (code: string) => checked(row, request<Product>('GET', '/api/master/products/barcode/:code', { code })),
};

export const moveablePinApi = setupApi<MoveablePin, MoveablePinInput, MoveablePinEditInput>('/api/master/moveable-pins');

/** One entry as a select offers it. */
export interface BasicOption {
  code: string;
  nameZh: string;
  nameEn: string;
}

/** The enabled entries of a type, for selects: any signed-in user of the warehouse (one request, `basicApi.options`). */
export const fetchBasicOptions = (type: BasicType) =>
  checked(is.arrayOf(is.shape({ code: is.string, nameZh: is.string, nameEn: is.string })), request<BasicOption[]>('GET', '/api/master/basic/options', { type }));
/** The sharedRequest key of a type's entries. */
export const basicOptionsKey = (type: BasicType) => `basic-options:${type}`;

export const basicApi = {
  ...setupApi<BasicEntry, BasicEntryInput, BasicEntryEditInput>('/api/master/basic'),
  /** The enabled entries of a type, for selects: one request for a page's selects and labels together (sharedRequest). */
  options: (type: BasicType) => sharedRequest(basicOptionsKey(type), () => fetchBasicOptions(type)),
};

/** The warehouse map: zones → aisles (counts and fill); a zone's locations; a location's stock. */
export const modelApi = {
  zones: () => checked(is.arrayOf(is.shape({ code: is.string, aisles: is.arrayOf(is.object) })), request<ModelZone[]>('GET', '/api/master/model')),
  zone: (zone: string) => checked(is.arrayOf(is.shape({ code: is.string, status: is.string })), request<ModelLocation[]>('GET', '/api/master/model/zones/:zone', { zone })),
  stock: (code: string) =>
    checked(
      is.arrayOf(is.shape({ sku: is.string, onHand: is.number })),
      request<{ sku: string; nameZh?: string; nameEn?: string; onHand: number; allocated: number; picked: number }[]>('GET', '/api/master/model/locations/:code', { code }),
    ),
};

/** Who works in the warehouse and the roles they may hold: the position, device and operation screens' selects. */
export interface People {
  users: { id: string; username: string; name: string; enabled: boolean }[];
  roles: { id: string; code: string; name: string }[];
}
export const peopleApi = {
  get: () => checked(is.shape({ users: is.arrayOf(is.object), roles: is.arrayOf(is.object) }), request<People>('GET', '/api/master/people')),
};
