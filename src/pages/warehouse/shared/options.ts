/**
 * The words of the warehouse set-up's fixed options (literal translation keys, one map per type,
 * so a missing word fails the type check) and the options read from other set-up lists.
 */
import type { OptionSource } from '@/kits/setup/fields';
import { zoneApi, type DockStatus, type DockType, type LocationStatus, type LocationType, type ZoneType } from '@/services/master';

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
export const zoneOptions: OptionSource = {
  cacheKey: 'master-zones',
  load: async () => (await zoneApi.list({ pageSize: 1000 })).list.map((z) => ({ value: z.code, label: `${z.code} · ${z.name}` })),
};
