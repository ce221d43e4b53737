import { heldIds, heldIdsAmong } from './auth';
import { getStore } from './store';
import { allIds, type AuditRecord, type Role, type User } from './seed';

/**
 * The privilege model of user and role administration (docs/privileges.md): nobody hands out more
 * than they hold, acts on a user or role without holding all of it, or changes their own roles;
 * some enabled account always keeps every system id. Every handler of mock/system.ts asks here.
 */

/** The shape of a role that decides what it grants: its ids, and the warehouse it is limited to. */
export type Grant = Pick<Role, 'menuIds' | 'warehouseId'>;

/**
 * May `caller` hand out a role of this shape (give it to someone, create it, edit it)? It must hold
 * every id of it where the role applies: in the role's warehouse (where it must be allowed to work)
 * for a limited role; through its own unlimited roles for an unlimited one.
 */
export function canGrantRole(caller: User, role: Grant): boolean {
  if (role.warehouseId && !caller.warehouseIds.includes(role.warehouseId)) return false;
  const held = heldIds(caller, role.warehouseId || undefined);
  return role.menuIds.every((id) => held.has(id));
}

export const canGrantWarehouse = (caller: User, warehouseId: string) => caller.warehouseIds.includes(warehouseId);

/** Does `caller` hold all of `target`: every warehouse it works in and every role it has? */
export function dominates(caller: User, target: Pick<User, 'roleIds' | 'warehouseIds'>): boolean {
  if (!target.warehouseIds.every((w) => canGrantWarehouse(caller, w))) return false;
  return getStore()
    .roles.filter((r) => target.roleIds.includes(r.id))
    .every((r) => canGrantRole(caller, r));
}

/** Does `user` hold role `role` itself (so that its ids and warehouse are not its own to change)? */
export const holdsRole = (user: User, role: Role) => user.roleIds.includes(role.id);

// ---- the last administrator ----------------------------------------------------------------------

/** The system administration ids: every entry of the system menu (users, roles, admins, admin roles). */
export const adminIds = () => allIds('system');

/** An enabled account holding every system administration id (system roles are never limited). */
export function isAdministrator(user: User, roles: Role[] = getStore().roles): boolean {
  if (!user.enabled) return false;
  const held = heldIdsAmong(user, roles, undefined);
  return adminIds().every((id) => held.has(id));
}

/**
 * Would the store, with these users and roles instead of its own, still have an administrator?
 * (Always yes if it had none to begin with: a store already without one is not made worse.)
 */
export function keepsAnAdministrator(change: { users?: User[]; roles?: Role[] }): boolean {
  const store = getStore();
  if (!store.users.some((u) => isAdministrator(u, store.roles))) return true;
  const roles = change.roles ?? store.roles;
  return (change.users ?? store.users).some((u) => isAdministrator(u, roles));
}

// ---- what the audit log shows ----------------------------------------------------------------------

const ALL = 'all' as const;

/** The warehouses an audit record is about; ALL for an unlimited warehouse role (it applies everywhere). */
function recordWarehouses(rec: AuditRecord): string[] | typeof ALL {
  const store = getStore();
  const states = [rec.before, rec.after].filter((s): s is Record<string, unknown> => !!s && typeof s === 'object');
  if (!states.length) {
    // A record without a snapshot (a password reset): what the entity is about now.
    const now = rec.entity === 'user' ? store.users.find((u) => u.id === rec.entityId) : store.roles.find((r) => r.id === rec.entityId);
    if (!now) return ALL;
    states.push(now as unknown as Record<string, unknown>);
  }
  const out = new Set<string>();
  for (const s of states) {
    if (rec.entity === 'user') {
      for (const w of Array.isArray(s.warehouseIds) ? s.warehouseIds : []) out.add(String(w));
    } else if (s.menuSet === 'warehouse') {
      if (!s.warehouseId) return ALL;
      out.add(String(s.warehouseId));
    }
  }
  return [...out];
}

/**
 * May `reader` see this audit record: does it work in every warehouse the record is about?
 * (`readsIn`: whether the reader reads there; by default, whether it may work there.)
 */
export function auditVisible(reader: User, rec: AuditRecord, readsIn: (warehouseId: string) => boolean = (w) => reader.warehouseIds.includes(w)): boolean {
  const about = recordWarehouses(rec);
  const warehouses = about === ALL ? getStore().warehouses.map((w) => w.id) : about;
  return warehouses.every(readsIn);
}
