/**
 * Master data: typed calls, answers checked against src/domain/master/answers.ts. Every set-up list
 * answers the same routes (mock/_lib/kits/setup.ts), so each is one `setupApi(path)`.
 */
import { request, UPLOAD_TIMEOUT_MS } from '@/utils/request';
import { fetchReference, reference } from '@/query';
import type { z } from 'zod';
import { bulkAnswer, importAnswer, importCheckAnswer, pageOf, withHistory } from '@/domain/contract';
import {
  basicEntryAnswer,
  basicOptionsAnswer,
  deviceBindingAnswer,
  dockAnswer,
  locationAnswer,
  locationGenerateAnswer,
  locationPreviewAnswer,
  locationRowAnswer,
  modelLocationsAnswer,
  modelStockAnswer,
  modelZonesAnswer,
  moveablePinAnswer,
  operationAnswer,
  palletizeAnswer,
  patrolRoundAnswer,
  patrolRouteAnswer,
  peopleAnswer,
  positionAnswer,
  productAnswer,
  scanRulesAnswer,
  warehouseAnswer,
  warehouseConfigAnswer,
  warehouseConfigWithHistoryAnswer,
  zoneAnswer,
} from '@/domain/master/answers';
import { checked } from './shape';
import type { ScanStep } from '@/domain/master/types';
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

/**
 * The routes of one set-up list (the kit's): list, get with history, create, edit, enable / disable,
 * delete, bulk, import. `record` is the record's answer schema; `row` a listed row's, when it differs.
 */
export function setupApi<R extends { id: string }, C extends object, E extends object = C, Draft = Record<string, unknown>>(path: string, record: z.ZodObject, row?: z.ZodType) {
  const listAnswer = pageOf(row ?? record);
  const oneAnswer = withHistory(record);
  return {
    list: (q: SetupQuery = {}) => checked(listAnswer, request<PageOf<R>>('GET', path, { ...q })),
    get: (id: string) => checked(oneAnswer, request<WithHistory<R>>('GET', `${path}/:id`, { id })),
    create: (input: C) => checked(record, request<R>('POST', path, { ...(input as Record<string, unknown>) })),
    update: (id: string, input: E) => checked(record, request<R>('PUT', `${path}/:id`, { id, ...(input as Record<string, unknown>) })),
    setEnabled: (id: string, enabled: boolean) => checked(record, request<R>('PATCH', `${path}/:id/enabled`, { id, enabled })),
    remove: (id: string) => request<void>('DELETE', `${path}/:id`, { id }),
    bulk: (action: SetupBulkAction, ids: string[]) => checked(bulkAnswer, request<SetupBulkItem[]>('POST', `${path}/bulk`, { action, ids })),
    /** Every row with its problems; nothing is saved. */
    importCheck: (rows: Draft[]) => checked(importCheckAnswer, request<ImportRowCheck[]>('POST', `${path}/import/check`, { rows }, { timeout: UPLOAD_TIMEOUT_MS })),
    /** All rows or none (a 400 names each bad row's field, `rows.3.code`). */
    importRows: (rows: Draft[]) => checked(importAnswer, request<{ created: string[] }>('POST', `${path}/import`, { rows }, { timeout: UPLOAD_TIMEOUT_MS })),
  };
}

/** What a set-up screen calls (src/kits/setup). */
export type SetupApi<R extends { id: string }> = ReturnType<typeof setupApi<R, any, any, any>>;

export const warehouseApi = setupApi<Warehouse, WarehouseInput, WarehouseEditInput>('/api/master/warehouses', warehouseAnswer);

/** The current warehouse's rules (Current-Warehouse), with their change history. */
export const warehouseConfigApi = {
  get: () => checked(warehouseConfigWithHistoryAnswer, request<WarehouseConfig & { history: WithHistory<object>['history'] }>('GET', '/api/master/warehouse-config')),
  save: (input: WarehouseConfigInput) => checked(warehouseConfigAnswer, request<WarehouseConfig>('PUT', '/api/master/warehouse-config', { ...input })),
};

export const zoneApi = setupApi<Zone, ZoneInput, ZoneEditInput>('/api/master/zones', zoneAnswer);

/** A preview of generated codes: each code, and whether a location has it already. */
export interface LocationPreview {
  count: number;
  codes: { code: string; taken: boolean }[];
}

export const locationApi = {
  ...setupApi<Location, LocationInput, LocationEditInput>('/api/master/locations', locationAnswer, locationRowAnswer),
  /** The codes the ranges make (at most 5,000), each marked when taken; nothing is saved. */
  preview: (input: LocationGenerateInput) =>
    checked(locationPreviewAnswer, request<LocationPreview>('POST', '/api/master/locations/generate/preview', { ...input })),
  /** Makes every location of the ranges, or none (a taken code refuses all). */
  generate: (input: LocationGenerateInput) => checked(locationGenerateAnswer, request<{ created: number }>('POST', '/api/master/locations/generate', { ...input })),
};

export const dockApi = setupApi<Dock, DockInput, DockEditInput>('/api/master/docks', dockAnswer);
export const palletizeApi = setupApi<PalletizeRule, PalletizeInput, PalletizeEditInput>('/api/master/palletize', palletizeAnswer);
export const operationApi = setupApi<Operation, OperationInput, OperationEditInput>('/api/master/operations', operationAnswer);
export const positionApi = setupApi<Position, PositionInput, PositionEditInput>('/api/master/positions', positionAnswer);
export const deviceApi = setupApi<DeviceBinding, DeviceBindingInput, DeviceBindingEditInput>('/api/master/devices', deviceBindingAnswer);

const roundsAnswer = pageOf(patrolRoundAnswer);

export const patrolApi = {
  ...setupApi<PatrolRoute, PatrolRouteInput, PatrolRouteEditInput>('/api/master/patrol-routes', patrolRouteAnswer),
  rounds: (id: string, q: SetupQuery = {}) => checked(roundsAnswer, request<PageOf<PatrolRound>>('GET', '/api/master/patrol-routes/:id/rounds', { id, ...q })),
  addRound: (id: string, input: PatrolRoundInput) => checked(patrolRoundAnswer, request<PatrolRound>('POST', '/api/master/patrol-routes/:id/rounds', { id, ...input })),
};

export const productApi = {
  ...setupApi<Product, ProductInput, ProductEditInput>('/api/master/products', productAnswer),
  /** The product with this barcode (or SKU); 404 when none. */
  byBarcode: (code: string) => checked(productAnswer, request<Product>('GET', '/api/master/products/barcode/:code', { code })),
};

export const moveablePinApi = setupApi<MoveablePin, MoveablePinInput, MoveablePinEditInput>('/api/master/moveable-pins', moveablePinAnswer);

/** One entry as a select offers it. */
export interface BasicOption {
  code: string;
  nameZh: string;
  nameEn: string;
}

/** The enabled entries of a type, for selects: any signed-in user of the warehouse (one request, `basicApi.options`). */
export const fetchBasicOptions = (type: BasicType) =>
  checked(basicOptionsAnswer, request<BasicOption[]>('GET', '/api/master/basic/options', { type }));
/** The key of a type's entries in the query layer. */
export const basicOptionsKey = (type: BasicType) => `basic-options:${type}`;
/** A type's enabled entries as reference data: one request for a page's selects and labels together. */
export const basicEntries = (type: BasicType) => reference(basicOptionsKey(type), () => fetchBasicOptions(type));

export const basicApi = {
  ...setupApi<BasicEntry, BasicEntryInput, BasicEntryEditInput>('/api/master/basic', basicEntryAnswer),
  /** The enabled entries of a type, for selects: one request for a page's selects and labels together. */
  options: (type: BasicType) => fetchReference(basicEntries(type)),
};

/** The warehouse map: zones → aisles (counts and fill); a zone's locations; a location's stock. */
export const modelApi = {
  zones: () => checked(modelZonesAnswer, request<ModelZone[]>('GET', '/api/master/model')),
  zone: (zone: string) => checked(modelLocationsAnswer, request<ModelLocation[]>('GET', '/api/master/model/zones/:zone', { zone })),
  stock: (code: string) =>
    checked(
      modelStockAnswer,
      request<{ sku: string; nameZh?: string; nameEn?: string; onHand: number; allocated: number; picked: number }[]>('GET', '/api/master/model/locations/:code', { code }),
    ),
};

/** Who works in the warehouse and the roles they may hold: the position, device and operation screens' selects. */
export interface People {
  users: { id: string; username: string; name: string; enabled: boolean }[];
  roles: { id: string; code: string; name: string }[];
}
export const peopleApi = {
  get: () => checked(peopleAnswer, request<People>('GET', '/api/master/people')),
};

/** An operation's scan rule as a station shows it (the caller's warehouse). */
export interface ScanRule {
  code: string;
  nameZh: string;
  nameEn: string;
  scanRequired: ScanStep[];
  /** The caller holds one of the operation's override roles. */
  mayOverride: boolean;
}

/** The enabled operations' scan rules, for the scan stations. */
export const fetchScanRules = () => checked(scanRulesAnswer, request<ScanRule[]>('GET', '/api/warehouses/current/scan-rules'));
