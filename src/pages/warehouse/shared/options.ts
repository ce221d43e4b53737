/**
 * The words of the warehouse set-up's fixed options (literal translation keys, one map per type,
 * so a missing word fails the type check) and the options read from other set-up lists.
 */
import { sharedOptions } from '@/kits/setup/sharedOptions';
import {
  deviceApi,
  peopleApi,
  positionApi,
  zoneApi,
  type AllocationRule,
  type BindTarget,
  type DeviceKind,
  type DockStatus,
  type DockType,
  type FindingKind,
  type LocationStatus,
  type LocationType,
  type PositionKind,
  type ScanStep,
  type ZoneType,
} from '@/services/master';
import { fetchReference, reference } from '@/query';

export const ZONE_TYPE_KEYS = {
  storage: 'master.zone.type.storage',
  picking: 'master.zone.type.picking',
  staging: 'master.zone.type.staging',
  returns: 'master.zone.type.returns',
  quarantine: 'master.zone.type.quarantine',
  fba: 'master.zone.type.fba',
} as const satisfies Record<ZoneType, string>;

export const LOCATION_TYPE_KEYS = {
  shelf: 'master.location.type.shelf',
  pallet: 'master.location.type.pallet',
  floor: 'master.location.type.floor',
} as const satisfies Record<LocationType, string>;

export const LOCATION_STATUS_KEYS = {
  active: 'master.location.status.active',
  locked: 'master.location.status.locked',
  disabled: 'master.location.status.disabled',
} as const satisfies Record<LocationStatus, string>;

export const DOCK_TYPE_KEYS = { inbound: 'master.dock.type.inbound', outbound: 'master.dock.type.outbound', both: 'master.dock.type.both' } as const satisfies Record<DockType, string>;
export const DOCK_STATUS_KEYS = { free: 'master.dock.status.free', occupied: 'master.dock.status.occupied' } as const satisfies Record<DockStatus, string>;

/** The warehouse's zones, "A · Storage A". */
export const zoneOptions = sharedOptions(
  'master-zones',
  () => zoneApi.list({ pageSize: 1000 }),
  (answer) => answer.list.map((z) => ({ value: z.code, label: `${z.code} · ${z.name}` })),
);

export const SCAN_STEP_KEYS = {
  location: 'master.operation.step.location',
  sku: 'master.operation.step.sku',
  lpn: 'master.operation.step.lpn',
  quantity: 'master.operation.step.quantity',
} as const satisfies Record<ScanStep, string>;

export const POSITION_KIND_KEYS = {
  receiving: 'master.position.kind.receiving',
  putaway: 'master.position.kind.putaway',
  picking: 'master.position.kind.picking',
  packing: 'master.position.kind.packing',
  shipping: 'master.position.kind.shipping',
  returns: 'master.position.kind.returns',
  counting: 'master.position.kind.counting',
  other: 'master.position.kind.other',
} as const satisfies Record<PositionKind, string>;

export const DEVICE_KIND_KEYS = { scanner: 'master.device.kind.scanner', printer: 'master.device.kind.printer' } as const satisfies Record<DeviceKind, string>;
export const BIND_TARGET_KEYS = { user: 'master.device.boundType.user', position: 'master.device.boundType.position' } as const satisfies Record<BindTarget, string>;

export const FINDING_KIND_KEYS = {
  ok: 'master.patrol.finding.ok',
  damage: 'master.patrol.finding.damage',
  blocked: 'master.patrol.finding.blocked',
  spill: 'master.patrol.finding.spill',
  mislabel: 'master.patrol.finding.mislabel',
  other: 'master.patrol.finding.other',
} as const satisfies Record<FindingKind, string>;

export const ALLOCATION_RULE_KEYS = { FIFO: 'master.config.allocation.FIFO', FEFO: 'master.config.allocation.FEFO' } as const satisfies Record<AllocationRule, string>;

/** The warehouse's people: one request for the user and the role options. */
const fetchPeople = () => peopleApi.get();
/** The warehouse's positions (stations), also by code (warehouse config). */
const fetchPositions = () => positionApi.list({ pageSize: 1000 });
export const positions = () => fetchReference(reference('master-positions', fetchPositions));

/** The warehouse's users, "Li Staff (staff)"; the roles their holders may have. */
export const userOptions = sharedOptions('master-people', fetchPeople, (p) => p.users.map((u) => ({ value: u.id, label: `${u.name} (${u.username})` })), 'master-people-users');
export const roleOptions = sharedOptions('master-people', fetchPeople, (p) => p.roles.map((r) => ({ value: r.id, label: r.name })), 'master-people-roles');
/** The warehouse's positions, "PACK03 · Pack station 3". */
export const positionOptions = sharedOptions('master-positions', fetchPositions, (answer) => answer.list.map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` })));
/** The user and position options as reference data (a screen's labels), over the same one request as their selects. */
export const userChoices = reference(['options', userOptions.cacheKey], userOptions.load);
export const positionChoices = reference(['options', positionOptions.cacheKey], positionOptions.load);
/** The warehouse's enabled printers (device bindings), "PRN-0001 · Zebra ZD421": a station's printer. */
export const printerOptions = sharedOptions(
  'master-printers',
  () => deviceApi.list({ kind: 'printer', enabled: 'true', pageSize: 1000 }),
  (answer) => answer.list.map((d) => ({ value: d.code, label: `${d.code} · ${d.model}` })),
);
