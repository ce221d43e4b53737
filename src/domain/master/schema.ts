/**
 * Master-data request bodies: one zod schema per request, the console's form rules and the mock's
 * parser alike (limits in docs/mock.md). Relative imports only; checks that need the store are the mock's.
 */
import { z } from 'zod';
import { BULK_MAX, ID_MAX, importRowsSchema, required, text } from '../fields';
import { LOCATION_GENERATE_MAX, LOCATION_PART_MAX, LOCATION_PART_MIN, ZONE_CODE_RE, countLocationCodes } from './location';
import {
  ALLOCATION_RULES,
  UNKNOWN_LOT_RULES,
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
export { BULK_MAX, ID_MAX, IMPORT_ROWS_MAX, importCheckSchema } from '../fields';
/** Upper-cased: codes are compared and printed in capitals. */
const code = (max = CODE_MAX) =>
  required(max)
    .regex(/^[\x21-\x7e]+$/, { error: 'server.master.codeFormat' })
    .transform((s) => s.toUpperCase());
const id = required(ID_MAX);
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const decimal = (min: number, max: number) => z.number().min(min).max(max);
const flag = z.boolean();

/** Which fields of an import row a spreadsheet holds as text: numbers, yes/no, lists ("a|b"). */
interface Cells {
  numbers?: readonly string[];
  flags?: readonly string[];
  lists?: readonly string[];
}
const YES = ['true', 'yes', 'y', '1', '\u662f'];
const NO = ['false', 'no', 'n', '0', '\u5426'];

/**
 * An import row: the cells a spreadsheet holds as text ("12", "yes", "a|b") read as the values
 * they stand for, then the create schema. Text that is not a number stays text and is refused as
 * one ("bad number"). Forms send typed values: their schemas take no text for a number.
 */
export function importRowSchema<S extends z.ZodType>(schema: S, cells: Cells) {
  return z.preprocess((row) => {
    if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
    const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : undefined);
    for (const f of cells.numbers ?? []) {
      const t = text(out[f]);
      if (t === '') delete out[f];
      else if (typeof out[f] === 'string' && Number.isFinite(Number(t))) out[f] = Number(t);
    }
    for (const f of cells.flags ?? []) {
      const t = text(out[f])?.toLowerCase();
      if (t === '') delete out[f];
      else if (t !== undefined && YES.includes(t)) out[f] = true;
      else if (t !== undefined && NO.includes(t)) out[f] = false;
    }
    for (const f of cells.lists ?? []) {
      const v = out[f];
      if (typeof v === 'string')
        out[f] = v
          .split(/[|,;\n]/)
          .map((x) => x.trim())
          .filter(Boolean);
    }
    return out;
  }, schema);
}

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
  unknownLot: z.enum(UNKNOWN_LOT_RULES).default('newLine'),
  stations: z
    .array(z.strictObject({ station: code(), labelSize: z.enum(LABEL_SIZES), printer: text(PRINTER_MAX).default('') }))
    .max(STATIONS_MAX)
    .superRefine(unique((s) => s.station)),
  /** The unit of a product created or imported without one. */
  defaultUnit: code(),
  /** No longer set on the form: kept as stored when absent. */
  defaultCartonUnit: code().optional(),
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
  barcodes: z.array(barcode).min(1).max(BARCODES_MAX).superRefine(unique((b: string) => b)),
  /** Absent: the warehouse's default unit (warehouse config). */
  unit: code().optional(),
  lengthCm: decimal(0, DIMENSION_CM_MAX).default(0),
  widthCm: decimal(0, DIMENSION_CM_MAX).default(0),
  heightCm: decimal(0, DIMENSION_CM_MAX).default(0),
  weightKg: decimal(0, WEIGHT_KG_MAX).default(0),
  shelfLife: flag.default(false),
  shelfLifeDays: int(1, SHELF_LIFE_DAYS_MAX).optional(),
  category: text(CODE_MAX).transform((s) => s.toUpperCase()).default(''),
  /** Absent: the warehouse's rule (an edit without it goes back to the warehouse's). */
  allocationRule: z.enum(ALLOCATION_RULES).optional(),
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
  scanRequired: z.array(z.enum(SCAN_STEPS)).max(SCAN_STEPS.length).superRefine(unique((s: string) => s)),
  overrideRoleIds: z.array(id).max(ROLES_MAX).superRefine(unique((s: string) => s)).default([]),
  enabled: flag.default(true),
});
export const operationEditSchema = operationSchema.omit({ enabled: true });

export const patrolRouteSchema = z.strictObject({
  code: code(),
  name: required(NAME_MAX),
  locations: z.array(code(40)).min(1).max(ROUTE_LOCATIONS_MAX).superRefine(unique((s: string) => s)),
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
  userIds: z.array(id).max(USERS_PER_POSITION_MAX).superRefine(unique((s: string) => s)).default([]),
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

// ---------------------------------------------------------------- import rows (spreadsheet cells)

const ENABLED = { flags: ['enabled'] } as const;
export const warehouseImportSchema = importRowSchema(warehouseSchema, ENABLED);
export const zoneImportSchema = importRowSchema(zoneSchema, ENABLED);
export const locationImportSchema = importRowSchema(locationSchema, { numbers: ['aisle', 'rack', 'level', 'bin', 'capacity', 'pickSeq'] });
export const dockImportSchema = importRowSchema(dockSchema, ENABLED);
export const productImportSchema = importRowSchema(productSchema, {
  numbers: ['lengthCm', 'widthCm', 'heightCm', 'weightKg', 'shelfLifeDays'],
  flags: ['shelfLife', 'enabled'],
  lists: ['barcodes'],
});
export const moveablePinImportSchema = importRowSchema(moveablePinSchema, { numbers: ['min', 'max'], flags: ['enabled'] });
export const palletizeImportSchema = importRowSchema(palletizeSchema, { numbers: ['unitsPerCarton', 'cartonsPerLayer', 'layers'], flags: ['enabled'] });
export const operationImportSchema = importRowSchema(operationSchema, { flags: ['enabled'], lists: ['scanRequired', 'overrideRoleIds'] });
export const patrolRouteImportSchema = importRowSchema(patrolRouteSchema, { flags: ['enabled'], lists: ['locations'] });
export const positionImportSchema = importRowSchema(positionSchema, { flags: ['enabled'], lists: ['userIds'] });
export const deviceBindingImportSchema = importRowSchema(deviceBindingSchema, ENABLED);
export const basicEntryImportSchema = importRowSchema(basicEntrySchema, { numbers: ['sort'], flags: ['enabled'] });

// ---------------------------------------------------------------- every set-up list

export const bulkSchema = z.strictObject({
  action: z.enum(SETUP_BULK_ACTIONS),
  ids: z.array(id).min(1).max(BULK_MAX).superRefine(unique((x: string) => x)),
});
export const enabledSchema = z.strictObject({ enabled: z.boolean() });
/** The import: rows of the create schema, all valid or nothing is saved. */
export const importSchema = importRowsSchema;

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
