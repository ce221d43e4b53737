/**
 * Answers of the master-data routes (mock/_lib/contract.ts), checked in the mock's tests and by the
 * services; each matches its type of ./types.ts (type tests at the end). Relative imports only.
 */
import { z } from 'zod';
import { auditEntry, count, id, isoDate, record, text } from '../contract';
import type { Warehouse } from '../../services/types/warehouse';
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
  LOCATION_STATUSES,
  LOCATION_TYPES,
  PALLETIZE_TARGETS,
  POSITION_KINDS,
  SCAN_STEPS,
  ZONE_TYPES,
  type BasicEntry,
  type DeviceBinding,
  type Dock,
  type Location,
  type ModelLocation,
  type ModelZone,
  type MoveablePin,
  type Operation,
  type PalletizeRule,
  type PatrolRound,
  type PatrolRoute,
  type Position,
  type Product,
  type WarehouseConfig,
  type Zone,
} from './types';

/** A whole number ≥ 1 (capacities, pick sequence, palletizing figures). */
const positive = z.number().int().positive();
/** A measure (cm, kg, %): a number ≥ 0. */
const measure = z.number().nonnegative();

// ---------------------------------------------------------------- global: warehouses, dictionary

export const warehouseAnswer = record({ id, code: text, name: text, address: text, timeZone: text, enabled: z.boolean() });

export const basicEntryAnswer = record({ id, type: z.enum(BASIC_TYPES), code: text, nameZh: text, nameEn: text, sort: count, enabled: z.boolean() });

/** One enabled dictionary entry as a select offers it (`GET /api/master/basic/options`). */
export const basicOptionAnswer = record({ code: text, nameZh: text, nameEn: text });
export const basicOptionsAnswer = z.array(basicOptionAnswer);

// ---------------------------------------------------------------- a warehouse's layout

export const zoneAnswer = record({ id, code: text, name: text, type: z.enum(ZONE_TYPES), enabled: z.boolean() });

export const locationAnswer = record({
  id,
  code: text,
  zone: text,
  aisle: positive,
  rack: positive,
  level: positive,
  bin: positive.optional(),
  type: z.enum(LOCATION_TYPES),
  capacity: positive,
  status: z.enum(LOCATION_STATUSES),
  pickSeq: positive,
});
/** A location as listed: with the count plan whose lock it is under, if any. */
export const locationRowAnswer = locationAnswer.extend({ countPlan: text.optional() });

export const dockAnswer = record({
  id,
  code: text,
  name: text,
  type: z.enum(DOCK_TYPES),
  status: z.enum(DOCK_STATUSES),
  trailer: text,
  appointment: text,
  heldBy: text.optional(),
  enabled: z.boolean(),
});

/** The codes location generation makes, each marked when a location has it already. */
export const locationPreviewAnswer = record({ count, codes: z.array(record({ code: text, taken: z.boolean() })) });
export const locationGenerateAnswer = record({ created: count });

// ---------------------------------------------------------------- products and pins

export const productAnswer = record({
  id,
  sku: text,
  nameZh: text,
  nameEn: text,
  barcodes: z.array(text).min(1),
  unit: text,
  lengthCm: measure,
  widthCm: measure,
  heightCm: measure,
  weightKg: measure,
  shelfLife: z.boolean(),
  shelfLifeDays: positive.optional(),
  category: text,
  allocationRule: z.enum(ALLOCATION_RULES).optional(),
  enabled: z.boolean(),
});

export const moveablePinAnswer = record({ id, sku: text, location: text, min: count, max: positive, enabled: z.boolean() });

// ---------------------------------------------------------------- the rest of a warehouse's set-up

export const palletizeAnswer = record({
  id,
  target: z.enum(PALLETIZE_TARGETS),
  code: text,
  unitsPerCarton: positive,
  cartonsPerLayer: positive,
  layers: positive,
  enabled: z.boolean(),
});

export const operationAnswer = record({
  id,
  code: text,
  nameZh: text,
  nameEn: text,
  scanRequired: z.array(z.enum(SCAN_STEPS)),
  overrideRoleIds: z.array(id),
  enabled: z.boolean(),
});

/** A station's view of an operation's scan rule: the steps it requires, and whether the caller may override it. */
export const scanRuleAnswer = record({ code: text, nameZh: text, nameEn: text, scanRequired: z.array(z.enum(SCAN_STEPS)), mayOverride: z.boolean() });
export const scanRulesAnswer = z.array(scanRuleAnswer);

export const patrolRouteAnswer = record({ id, code: text, name: text, locations: z.array(text), enabled: z.boolean() });

export const patrolRoundAnswer = record({
  id,
  routeId: id,
  at: isoDate,
  operator: text,
  findings: z.array(record({ location: text, kind: z.enum(FINDING_KINDS), note: text })),
});

export const positionAnswer = record({ id, code: text, name: text, kind: z.enum(POSITION_KINDS), userIds: z.array(id), enabled: z.boolean() });

export const deviceBindingAnswer = record({
  id,
  code: text,
  kind: z.enum(DEVICE_KINDS),
  model: text,
  boundType: z.enum(BIND_TARGETS),
  boundTo: id,
  enabled: z.boolean(),
});

/** The warehouse's rules (`PUT /api/master/warehouse-config`). */
export const warehouseConfigAnswer = record({
  allocationRule: z.enum(ALLOCATION_RULES),
  blindCount: z.boolean(),
  recountVariancePct: measure.max(100),
  unknownLot: z.enum(UNKNOWN_LOT_RULES),
  stations: z.array(record({ station: text, labelSize: z.enum(LABEL_SIZES), printer: text })),
  defaultUnit: text,
  defaultCartonUnit: text,
});
/** The rules with their changes, newest first (`GET /api/master/warehouse-config`). */
export const warehouseConfigWithHistoryAnswer = warehouseConfigAnswer.extend({ history: z.array(auditEntry) });

/** Who works in the warehouse and the roles they may hold (the selects of positions, devices, operations). */
export const peopleAnswer = record({
  users: z.array(record({ id, username: text, name: text, enabled: z.boolean() })),
  roles: z.array(record({ id, code: text, name: text })),
});

// ---------------------------------------------------------------- the model map

const fillPct = z.number().int().min(0).max(100);

export const modelZoneAnswer = record({
  code: text,
  name: text,
  type: z.enum(ZONE_TYPES),
  aisles: z.array(
    record({
      aisle: positive,
      locations: count,
      byStatus: record({ active: count, locked: count, disabled: count }),
      fillPct,
    }),
  ),
});
export const modelZonesAnswer = z.array(modelZoneAnswer);

export const modelLocationAnswer = record({
  code: text,
  aisle: positive,
  rack: positive,
  level: positive,
  bin: positive.optional(),
  status: z.enum(LOCATION_STATUSES),
  onHand: count,
  fillPct,
});
export const modelLocationsAnswer = z.array(modelLocationAnswer);

/** A location's stock (the map's click): each SKU on hand there, with its names when the product exists. */
export const modelStockAnswer = z.array(record({ sku: text, nameZh: text.optional(), nameEn: text.optional(), onHand: count, allocated: count, picked: count }));

// ---------------------------------------------------------------- the schemas describe the types

type Fits<A, T> = [A] extends [T] ? true : never;
const fits = <A, T>(ok: Fits<A, T>) => ok;
fits<z.infer<typeof warehouseAnswer>, Warehouse>(true);
fits<z.infer<typeof basicEntryAnswer>, BasicEntry>(true);
fits<z.infer<typeof zoneAnswer>, Zone>(true);
fits<z.infer<typeof locationRowAnswer>, Location>(true);
fits<z.infer<typeof dockAnswer>, Dock>(true);
fits<z.infer<typeof productAnswer>, Product>(true);
fits<z.infer<typeof moveablePinAnswer>, MoveablePin>(true);
fits<z.infer<typeof palletizeAnswer>, PalletizeRule>(true);
fits<z.infer<typeof operationAnswer>, Operation>(true);
fits<z.infer<typeof patrolRouteAnswer>, PatrolRoute>(true);
fits<z.infer<typeof patrolRoundAnswer>, PatrolRound>(true);
fits<z.infer<typeof positionAnswer>, Position>(true);
fits<z.infer<typeof deviceBindingAnswer>, DeviceBinding>(true);
fits<z.infer<typeof warehouseConfigAnswer>, WarehouseConfig>(true);
fits<z.infer<typeof modelZoneAnswer>, ModelZone>(true);
fits<z.infer<typeof modelLocationAnswer>, ModelLocation>(true);
