/**
 * Master-data request bodies: one zod schema per request (create, edit, import row), shared by the
 * console (its forms' rules and request types) and the mock (which parses every body with them
 * before it touches the store). Limits are documented in docs/mock.md ("Master data"). Relative
 * imports only: the mock imports this file. Checks that need the store (a code taken, an unknown
 * zone) are the mock's.
 */
import { z } from 'zod';
import { LOCATION_GENERATE_MAX, LOCATION_PART_MAX, LOCATION_PART_MIN, ZONE_CODE_RE, countLocationCodes } from './location';
import {
  ALLOCATION_RULES,
  BASIC_TYPES,
  BIND_TARGETS,
  DEVICE_KINDS,
  DOCK_STATUSES,
  DOCK_TYPES,
  FINDING_KINDS,
  LABEL_SIZES,
  LOCATION_TYPES,
  PALLETIZE_TARGETS,
  POSITION_KINDS,
  SCAN_STEPS,
  SETUP_BULK_ACTIONS,
  ZONE_TYPES,
} from './types';

/** Codes of records (warehouse, zone, dock, SKU, device, entry…): printable ASCII, no spaces. */
export const CODE_MAX = 32;
export const NAME_MAX = 100;
export const ADDRESS_MAX = 200;
export const TIME_ZONE_MAX = 64;
export const BARCODE_MAX = 40;
/** Barcodes of one SKU. */
export const BARCODES_MAX = 10;
/** Pieces a location holds, a pin's min / max, units per carton. */
export const QTY_MAX = 999_999;
export const DIMENSION_CM_MAX = 10_000;
export const WEIGHT_KG_MAX = 100_000;
export const SHELF_LIFE_DAYS_MAX = 3650;
export const PICK_SEQ_MAX = 9_999_999;
export const CARTONS_PER_LAYER_MAX = 999;
export const LAYERS_MAX = 99;
export const NOTE_MAX = 200;
export const PRINTER_MAX = 64;
export const STATIONS_MAX = 50;
export const USERS_PER_POSITION_MAX = 50;
export const ROLES_MAX = 50;
export const ROUTE_LOCATIONS_MAX = 200;
export const FINDINGS_MAX = 200;
export const SORT_MAX = 9999;
/** Records of one bulk request, each listed once. */
export const BULK_MAX = 500;
/** Rows of one import file. */
export const IMPORT_ROWS_MAX = 2000;
export const ID_MAX = 64;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);
/** Upper-cased: codes are compared and printed in capitals. */
const code = (max = CODE_MAX) =>
  required(max)
    .regex(/^[\x21-\x7e]+$/, { error: 'server.master.codeFormat' })
    .transform((s) => s.toUpperCase());
const id = required(ID_MAX);
/**
 * A number as a form sends it, or as a spreadsheet cell holds it ("12"): text that is not a
 * number stays text and is refused as one.
 */
const cellNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v), schema);
const int = (min: number, max: number) => cellNumber(z.number().int().min(min).max(max));
const decimal = (min: number, max: number) => cellNumber(z.number().min(min).max(max));
/** A yes/no as a form sends it, or as a cell holds it (true/false, yes/no, 1/0, and the Chinese yes/no). */
const flag = z.preprocess((v) => {
  if (typeof v !== 'string' && typeof v !== 'number') return v;
  const s = String(v).trim().toLowerCase();
  if (['true', 'yes', 'y', '1', '\u662f'].includes(s)) return true;
  if (['false', 'no', 'n', '0', '\u5426'].includes(s)) return false;
  return v;
}, z.boolean());

/** Refuses an item listed twice (by `key`): each repeat is named at its index. */
export function unique<T>(key: (item: T) => unknown, message = 'server.validation.duplicate') {
  return (items: T[], ctx: z.core.$RefinementCtx<T[]>) => {
    const seen = new Set<unknown>();
    items.forEach((item, i) => {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message, path: [i], input: item });
      seen.add(k);
    });
  };
}

/** A list cell of a spreadsheet ("a|b, c") or a list. */
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[|,;\n]/)
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item).max(max),
  );

// ---------------------------------------------------------------- warehouses

export const warehouseSchema = z.strictObject({
  code: code(16),
  name: required(NAME_MAX),
  address: text(ADDRESS_MAX).default(''),
  timeZone: required(TIME_ZONE_MAX).refine((tz) => isTimeZone(tz), { error: 'server.master.timeZone' }),
  enabled: z.boolean().default(true),
});
/** The code of a warehouse does not change (documents are numbered with it). */
export const warehouseEditSchema = warehouseSchema.omit({ code: true, enabled: true });

/** An IANA time zone the runtime knows (Asia/Shanghai, America/New_York, UTC). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const warehouseConfigSchema = z.strictObject({
  allocationRule: z.enum(ALLOCATION_RULES),
  blindCount: z.boolean(),
  recountVariancePct: decimal(0, 100),
  stations: z
    .array(z.strictObject({ station: code(), labelSize: z.enum(LABEL_SIZES), printer: required(PRINTER_MAX) }))
    .max(STATIONS_MAX)
    .superRefine(unique((s) => s.station)),
  defaultUnit: code(),
  defaultCartonUnit: code(),
});

// ---------------------------------------------------------------- zones, locations, docks

export const zoneSchema = z.strictObject({
  code: code(8).pipe(z.string().regex(ZONE_CODE_RE, { error: 'server.master.zoneCodeFormat' })),
  name: required(NAME_MAX),
  type: z.enum(ZONE_TYPES),
  enabled: flag.default(true),
});
/** Locations name their zone by code: it does not change. */
export const zoneEditSchema = zoneSchema.omit({ code: true, enabled: true });

const part = int(LOCATION_PART_MIN, LOCATION_PART_MAX);
const locationFields = {
  type: z.enum(LOCATION_TYPES),
  capacity: int(1, QTY_MAX),
  /** Empty: after the last location of the warehouse. */
  pickSeq: int(1, PICK_SEQ_MAX).optional(),
};
/** A location is made of its parts; its code (ZONE-AA-RR-LL[-BB]) comes from them. */
export const locationSchema = z.strictObject({
  zone: code(8),
  aisle: part,
  rack: part,
  level: part,
  bin: part.optional(),
  ...locationFields,
  /** Disabled: with enable / disable, where stock is checked. */
  status: z.enum(['active', 'locked']).default('active'),
});
/** Stock rows name their location by code: the parts do not change. */
export const locationEditSchema = z.strictObject({ ...locationFields, status: z.enum(['active', 'locked']) });

const range = z
  .strictObject({ from: part, to: part })
  .refine((r) => r.from <= r.to, { error: 'server.master.rangeOrder', path: ['to'] });
/** Ranges to make locations from (aisles × racks × levels × bins), at most LOCATION_GENERATE_MAX. */
export const locationGenerateSchema = z
  .strictObject({
    zone: code(8),
    aisles: range,
    racks: range,
    levels: range,
    bins: range.optional(),
    ...locationFields,
  })
  .superRefine((r, ctx) => {
    const count = countLocationCodes(r);
    if (count > LOCATION_GENERATE_MAX)
      ctx.addIssue({ code: 'custom', message: 'server.master.generateTooMany', path: ['aisles'], input: count, params: { count, max: LOCATION_GENERATE_MAX } });
  });

export const dockSchema = z.strictObject({
  code: code(16),
  name: required(NAME_MAX),
  type: z.enum(DOCK_TYPES),
  status: z.enum(DOCK_STATUSES).default('free'),
  trailer: text(CODE_MAX).default(''),
  appointment: text(CODE_MAX).default(''),
  enabled: flag.default(true),
});
export const dockEditSchema = dockSchema.omit({ code: true, enabled: true });

// ---------------------------------------------------------------- products and pins

const barcode = required(BARCODE_MAX).regex(/^[\x21-\x7e]+$/, { error: 'server.master.codeFormat' });
const productFields = {
  nameZh: required(NAME_MAX),
  nameEn: required(NAME_MAX),
  barcodes: listOf(barcode, BARCODES_MAX).pipe(z.array(z.string()).min(1).superRefine(unique((b: string) => b))),
  unit: code(),
  lengthCm: decimal(0, DIMENSION_CM_MAX).default(0),
  widthCm: decimal(0, DIMENSION_CM_MAX).default(0),
  heightCm: decimal(0, DIMENSION_CM_MAX).default(0),
  weightKg: decimal(0, WEIGHT_KG_MAX).default(0),
  shelfLife: flag.default(false),
  shelfLifeDays: int(1, SHELF_LIFE_DAYS_MAX).optional(),
  category: text(CODE_MAX).transform((s) => s.toUpperCase()).default(''),
};
const shelfLifeDays = (p: { shelfLife: boolean; shelfLifeDays?: number }, ctx: z.core.$RefinementCtx<any>) => {
  if (p.shelfLife && !p.shelfLifeDays) ctx.addIssue({ code: 'custom', message: 'server.master.shelfLifeDays', path: ['shelfLifeDays'], input: p.shelfLifeDays });
};
export const productSchema = z.strictObject({ sku: code(40), ...productFields, enabled: flag.default(true) }).superRefine(shelfLifeDays);
/** Stock and orders name the product by SKU: it does not change. */
export const productEditSchema = z.strictObject(productFields).superRefine(shelfLifeDays);

const minMax = (p: { min: number; max: number }, ctx: z.core.$RefinementCtx<any>) => {
  if (p.min > p.max) ctx.addIssue({ code: 'custom', message: 'server.master.minAboveMax', path: ['min'], input: p.min });
};
export const moveablePinSchema = z
  .strictObject({ sku: code(40), location: code(40), min: int(0, QTY_MAX), max: int(1, QTY_MAX), enabled: flag.default(true) })
  .superRefine(minMax);
export const moveablePinEditSchema = z.strictObject({ min: int(0, QTY_MAX), max: int(1, QTY_MAX) }).superRefine(minMax);

// ---------------------------------------------------------------- warehouse set-up

export const palletizeSchema = z.strictObject({
  target: z.enum(PALLETIZE_TARGETS),
  code: code(40),
  unitsPerCarton: int(1, QTY_MAX),
  cartonsPerLayer: int(1, CARTONS_PER_LAYER_MAX),
  layers: int(1, LAYERS_MAX),
  enabled: flag.default(true),
});
export const palletizeEditSchema = palletizeSchema.omit({ enabled: true });

export const operationSchema = z.strictObject({
  code: code(),
  nameZh: required(NAME_MAX),
  nameEn: required(NAME_MAX),
  scanRequired: listOf(z.enum(SCAN_STEPS), SCAN_STEPS.length).superRefine(unique((s: string) => s)),
  overrideRoleIds: listOf(id, ROLES_MAX).pipe(z.array(z.string()).superRefine(unique((s: string) => s))).default([]),
  enabled: flag.default(true),
});
export const operationEditSchema = operationSchema.omit({ enabled: true });

export const patrolRouteSchema = z.strictObject({
  code: code(),
  name: required(NAME_MAX),
  locations: listOf(code(40), ROUTE_LOCATIONS_MAX).pipe(z.array(z.string()).min(1).superRefine(unique((s: string) => s))),
  enabled: flag.default(true),
});
export const patrolRouteEditSchema = patrolRouteSchema.omit({ enabled: true });
/** One walk of a route: a finding per location looked at (each location once). */
export const patrolRoundSchema = z.strictObject({
  findings: z
    .array(z.strictObject({ location: code(40), kind: z.enum(FINDING_KINDS), note: text(NOTE_MAX).default('') }))
    .min(1)
    .max(FINDINGS_MAX)
    .superRefine(unique((f) => f.location)),
});

export const positionSchema = z.strictObject({
  code: code(),
  name: required(NAME_MAX),
  kind: z.enum(POSITION_KINDS),
  userIds: listOf(id, USERS_PER_POSITION_MAX).pipe(z.array(z.string()).superRefine(unique((s: string) => s))).default([]),
  enabled: flag.default(true),
});
export const positionEditSchema = positionSchema.omit({ enabled: true });

export const deviceBindingSchema = z.strictObject({
  code: code(),
  kind: z.enum(DEVICE_KINDS),
  model: text(NAME_MAX).default(''),
  boundType: z.enum(BIND_TARGETS),
  boundTo: id,
  enabled: flag.default(true),
});
export const deviceBindingEditSchema = deviceBindingSchema.omit({ enabled: true });

export const basicEntrySchema = z.strictObject({
  type: z.enum(BASIC_TYPES),
  code: code(),
  nameZh: required(NAME_MAX),
  nameEn: required(NAME_MAX),
  sort: int(0, SORT_MAX).default(0),
  enabled: flag.default(true),
});
/** An entry's type and code are what selects store: they do not change. */
export const basicEntryEditSchema = basicEntrySchema.omit({ type: true, code: true, enabled: true });

// ---------------------------------------------------------------- every set-up list

export const bulkSchema = z.strictObject({
  action: z.enum(SETUP_BULK_ACTIONS),
  ids: z.array(id).min(1).max(BULK_MAX).superRefine(unique((x: string) => x)),
});
export const enabledSchema = z.strictObject({ enabled: z.boolean() });
/** The preview takes any rows (it reports each row's problems); only their number is limited. */
export const importCheckSchema = z.strictObject({ rows: z.array(z.unknown()).min(1).max(IMPORT_ROWS_MAX) });
/** The import: rows of the create schema, all valid or nothing is saved. */
export const importSchema = <S extends z.ZodType>(row: S) => z.strictObject({ rows: z.array(row).min(1).max(IMPORT_ROWS_MAX) });

export type WarehouseInput = z.input<typeof warehouseSchema>;
export type WarehouseEditInput = z.input<typeof warehouseEditSchema>;
export type WarehouseConfigInput = z.input<typeof warehouseConfigSchema>;
export type ZoneInput = z.input<typeof zoneSchema>;
export type ZoneEditInput = z.input<typeof zoneEditSchema>;
export type LocationInput = z.input<typeof locationSchema>;
export type LocationEditInput = z.input<typeof locationEditSchema>;
export type LocationGenerateInput = z.input<typeof locationGenerateSchema>;
export type DockInput = z.input<typeof dockSchema>;
export type DockEditInput = z.input<typeof dockEditSchema>;
export type ProductInput = z.input<typeof productSchema>;
export type ProductEditInput = z.input<typeof productEditSchema>;
export type MoveablePinInput = z.input<typeof moveablePinSchema>;
export type MoveablePinEditInput = z.input<typeof moveablePinEditSchema>;
export type PalletizeInput = z.input<typeof palletizeSchema>;
export type PalletizeEditInput = z.input<typeof palletizeEditSchema>;
export type OperationInput = z.input<typeof operationSchema>;
export type OperationEditInput = z.input<typeof operationEditSchema>;
export type PatrolRouteInput = z.input<typeof patrolRouteSchema>;
export type PatrolRouteEditInput = z.input<typeof patrolRouteEditSchema>;
export type PatrolRoundInput = z.input<typeof patrolRoundSchema>;
export type PositionInput = z.input<typeof positionSchema>;
export type PositionEditInput = z.input<typeof positionEditSchema>;
export type DeviceBindingInput = z.input<typeof deviceBindingSchema>;
export type DeviceBindingEditInput = z.input<typeof deviceBindingEditSchema>;
export type BasicEntryInput = z.input<typeof basicEntrySchema>;
export type BasicEntryEditInput = z.input<typeof basicEntryEditSchema>;
export type SetupBulkInput = z.input<typeof bulkSchema>;
