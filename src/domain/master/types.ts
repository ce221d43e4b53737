/**
 * Master-data records as the mock keeps them and the console shows them (src/services/master.ts).
 * Vocabulary: ../shared/design/wms-domain.md. Relative imports only: the mock imports this file.
 */
import type { Warehouse } from '../../services/types/warehouse';

export type { Warehouse };

export const ZONE_TYPES = ['storage', 'picking', 'staging', 'returns', 'quarantine', 'fba'] as const;
export const LOCATION_TYPES = ['shelf', 'pallet', 'floor'] as const;
/** `locked`: under a count (not picked from); `disabled`: not used at all. */
export const LOCATION_STATUSES = ['active', 'locked', 'disabled'] as const;
export const DOCK_TYPES = ['inbound', 'outbound', 'both'] as const;
export const DOCK_STATUSES = ['free', 'occupied'] as const;
export const ALLOCATION_RULES = ['FIFO', 'FEFO'] as const;
/** What the tally does with a scanned lot the notice did not name: a new line of the notice, or a refusal. */
export const UNKNOWN_LOT_RULES = ['newLine', 'refuse'] as const;
export type UnknownLotRule = (typeof UNKNOWN_LOT_RULES)[number];
/** Label sizes in mm (shipping label, location label) and the A4 sheet. */
export const LABEL_SIZES = ['100x150', '100x50', 'A4'] as const;
export const PALLETIZE_TARGETS = ['sku', 'category'] as const;
export const SCAN_STEPS = ['location', 'sku', 'lpn', 'quantity'] as const;
export const POSITION_KINDS = ['receiving', 'putaway', 'picking', 'packing', 'shipping', 'returns', 'counting', 'other'] as const;
export const DEVICE_KINDS = ['scanner', 'printer'] as const;
export const BIND_TARGETS = ['user', 'position'] as const;
export const FINDING_KINDS = ['ok', 'damage', 'blocked', 'spill', 'mislabel', 'other'] as const;
/**
 * The dictionary's types: every select of the console reads its entries. `destroyReason`: why stock
 * is destroyed (destroy orders); `tallyReason`: why a tallied line differs from its notice; `reason`: the other reasons (an order's cancel, …).
 */
export const BASIC_TYPES = ['reason', 'carrier', 'unit', 'category', 'packaging', 'destroyReason', 'tallyReason'] as const;
/** What a bulk request of a set-up list may do to each record. */
export const SETUP_BULK_ACTIONS = ['enable', 'disable', 'delete'] as const;

export type ZoneType = (typeof ZONE_TYPES)[number];
export type LocationType = (typeof LOCATION_TYPES)[number];
export type LocationStatus = (typeof LOCATION_STATUSES)[number];
export type DockType = (typeof DOCK_TYPES)[number];
export type DockStatus = (typeof DOCK_STATUSES)[number];
export type AllocationRule = (typeof ALLOCATION_RULES)[number];
export type LabelSize = (typeof LABEL_SIZES)[number];
export type PalletizeTarget = (typeof PALLETIZE_TARGETS)[number];
export type ScanStep = (typeof SCAN_STEPS)[number];
export type PositionKind = (typeof POSITION_KINDS)[number];
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export type BindTarget = (typeof BIND_TARGETS)[number];
export type FindingKind = (typeof FINDING_KINDS)[number];
export type BasicType = (typeof BASIC_TYPES)[number];
export type SetupBulkAction = (typeof SETUP_BULK_ACTIONS)[number];

export interface Zone {
  /** = code (codes do not change: locations name their zone by it). */
  id: string;
  code: string;
  name: string;
  type: ZoneType;
  enabled: boolean;
}

export interface Location {
  /** = code (stock rows name their location by it). */
  id: string;
  code: string;
  zone: string;
  aisle: number;
  rack: number;
  level: number;
  bin?: number;
  type: LocationType;
  /** Pieces it holds at most. */
  capacity: number;
  status: LocationStatus;
  /** Walking order of picks: lower first. */
  pickSeq: number;
  /** Listed only: the number of the count plan whose lock it is under (its status is not the form's to change). */
  countPlan?: string;
}

export interface Dock {
  /** = code. */
  id: string;
  code: string;
  name: string;
  type: DockType;
  status: DockStatus;
  /** The trailer or appointment at the dock ('' when free). */
  trailer: string;
  appointment: string;
  /** The number of the document (notice, trailer) at the dock; set by its arrival, cleared when it leaves (absent when free). */
  heldBy?: string;
  enabled: boolean;
}

export interface Product {
  /** = sku (stock rows and orders name the product by it). */
  id: string;
  sku: string;
  nameZh: string;
  nameEn: string;
  /** One or more, each unique across the warehouse's SKUs. */
  barcodes: string[];
  /** A `unit` entry of the dictionary. */
  unit: string;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightKg: number;
  shelfLife: boolean;
  /** With `shelfLife`: days from production to expiry. */
  shelfLifeDays?: number;
  /** A `category` entry of the dictionary ('' = none). */
  category: string;
  /** How its orders are allocated when not as the warehouse says (absent: the warehouse's `allocationRule`). */
  allocationRule?: AllocationRule;
  enabled: boolean;
}

/** A pick-face pin: the location a SKU is picked from, refilled below `min` up to `max`. */
export interface MoveablePin {
  id: string;
  sku: string;
  location: string;
  min: number;
  max: number;
  enabled: boolean;
}

/** How a SKU (or every SKU of a category) is palletized. */
export interface PalletizeRule {
  id: string;
  target: PalletizeTarget;
  /** The SKU or the category code. */
  code: string;
  unitsPerCarton: number;
  cartonsPerLayer: number;
  layers: number;
  enabled: boolean;
}

/** A work type (receive, putaway, pick…) and its scan rules. */
export interface Operation {
  id: string;
  code: string;
  nameZh: string;
  nameEn: string;
  /** Steps whose scan is required. */
  scanRequired: ScanStep[];
  /** Roles whose holders may skip a required scan. */
  overrideRoleIds: string[];
  enabled: boolean;
}

export interface PatrolRoute {
  id: string;
  code: string;
  name: string;
  /** Location codes, in walking order. */
  locations: string[];
  enabled: boolean;
}

export interface PatrolFinding {
  location: string;
  kind: FindingKind;
  note: string;
}

/** One walk of a route and what was found. */
export interface PatrolRound {
  id: string;
  routeId: string;
  at: string;
  operator: string;
  findings: PatrolFinding[];
}

/** A staff post or station (receiving desk 1, pack station 3) and who is on it. */
export interface Position {
  id: string;
  code: string;
  name: string;
  kind: PositionKind;
  userIds: string[];
  enabled: boolean;
}

/** A scanner or printer bound to a user or a station. */
export interface DeviceBinding {
  id: string;
  /** The device's serial or asset code. */
  code: string;
  kind: DeviceKind;
  model: string;
  boundType: BindTarget;
  /** A user id or a position id. */
  boundTo: string;
  enabled: boolean;
}

/** One entry of the dictionary (global: the same in every warehouse). */
export interface BasicEntry {
  id: string;
  type: BasicType;
  code: string;
  nameZh: string;
  nameEn: string;
  sort: number;
  enabled: boolean;
}

export interface StationPrinter {
  /** A position code. */
  station: string;
  labelSize: LabelSize;
  printer: string;
}

/** Per-warehouse rules the other screens read. */
export interface WarehouseConfig {
  allocationRule: AllocationRule;
  blindCount: boolean;
  /** A count variance above this percentage is counted again. */
  recountVariancePct: number;
  /** A tallied lot the notice did not name: added as a new line, or refused. */
  unknownLot: UnknownLotRule;
  stations: StationPrinter[];
  /** `unit` entries of the dictionary. */
  defaultUnit: string;
  defaultCartonUnit: string;
}

/** One change of a record: who, when, what, and each field before → after. */
export interface AuditEntry {
  action: 'create' | 'edit' | 'enable' | 'disable' | 'delete' | 'import' | 'generate';
  at: string;
  operator: string;
  changes: { field: string; before?: unknown; after?: unknown }[];
}

/** A record as `GET path/:id` answers it: with its history, newest first. */
export type WithHistory<R> = R & { history: AuditEntry[] };

/** One item of a bulk answer. */
export interface SetupBulkItem {
  id: string;
  ok: boolean;
  error?: string;
}

/** One row of an import preview: its problems (translated), each also under its field. */
export interface ImportRowCheck {
  index: number;
  errors: string[];
  fields: Record<string, string>;
}

export interface PageOf<R> {
  list: R[];
  total: number;
  current: number;
  pageSize: number;
}

/** The model map: zones → aisles, each with its locations' status counts and fill. */
export interface ModelAisle {
  aisle: number;
  locations: number;
  byStatus: Record<LocationStatus, number>;
  /** On hand over capacity of the aisle's locations, 0–100 (rounded). */
  fillPct: number;
}
export interface ModelZone {
  code: string;
  name: string;
  type: ZoneType;
  aisles: ModelAisle[];
}
/** One location on the map of a zone. */
export interface ModelLocation {
  code: string;
  aisle: number;
  rack: number;
  level: number;
  bin?: number;
  status: LocationStatus;
  onHand: number;
  fillPct: number;
}
