import { randomBytes } from 'crypto';
import { seedMaster, type AuditRecord, type Role, type Session, type User, type Warehouse } from './seed';

/**
 * The one in-memory store behind every mock handler. It lives on globalThis so that Umi
 * re-reading the mock files (on an edit) does not log everybody out; a restart reseeds it.
 */
export interface Store {
  warehouses: Warehouse[];
  roles: Role[];
  users: User[];
  sessions: Map<string, Session>;
  audit: AuditRecord[];
  version: number;
  seq: number;
  /**
   * Each floor's own part, by name (`defineSlot`): master data, the sites (stock and outbound's
   * documents), each area's documents, the task list's holds. The store knows none of their types.
   */
  slots: Record<string, unknown>;
}

function createStore(): Store {
  return { ...seedMaster(), sessions: new Map(), audit: [], version: 1, seq: 1000, slots: {} };
}

const KEY = '__wmsMockStore__';
const g = globalThis as unknown as Record<string, Store | undefined>;

export function getStore(): Store {
  if (!g[KEY]) g[KEY] = createStore();
  return g[KEY]!;
}

/** Back to the seed (tests, and POST /api/dev/reset). */
export function resetStore(): Store {
  g[KEY] = createStore();
  return g[KEY]!;
}

export const nextId = (prefix: string) => `${prefix}${++getStore().seq}`;
export const newToken = () => randomBytes(24).toString('hex');

/** A typed part of the store, made on first use (and again after a reset): `slot()` reads it. */
export interface Slot<T> {
  (): T;
  /** The part if it was made (a read that must not make it). */
  peek(): T | undefined;
  /** Replaces the part (tests). */
  set(value: T): void;
}

/**
 * Declares the store's part `name`, made by `make` on first use. The module owning the part declares
 * it (mock/_lib/inbound: `defineSlot<InboundState>('inbound', …)`), so the store imports no floor above it.
 */
export function defineSlot<T>(name: string, make: () => T): Slot<T> {
  const slot = () => {
    const slots = getStore().slots;
    if (!(name in slots)) slots[name] = make();
    return slots[name] as T;
  };
  slot.peek = () => getStore().slots[name] as T | undefined;
  slot.set = (value: T) => {
    getStore().slots[name] = value;
  };
  return slot;
}
