import { randomBytes } from 'crypto';
import type { MasterState } from './master/types';
import type { OutboundState } from './outbound/types';
import type { InboundState } from './inbound/types';
import type { CountState } from './count/types';
import type { RelocateState } from './relocate';
import type { TaskStoreState } from './task';
import type { CmsState } from './cms/types';
import type { PrintState } from './print';
import type { AttendanceState } from './attendance';
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
  /** Master data (set-up of each warehouse, the dictionary), seeded lazily (mock/_lib/master). */
  master?: MasterState;
  /** Outbound documents and each warehouse's stock ledger, seeded lazily (mock/_lib/outbound). */
  outbound?: OutboundState;
  /** Inbound documents (notices, returns, trailers) of each warehouse, seeded lazily (mock/_lib/inbound); their stock is outbound's ledger. */
  inbound?: InboundState;
  /** Cycle-count plans of each warehouse, seeded lazily (mock/_lib/count); their stock is outbound's ledger, their locks the master locations' status. */
  counts?: CountState;
  /** Relocations and FBA stagings of each warehouse, seeded lazily (mock/_lib/relocate); their stock is outbound's ledger. */
  relocations?: RelocateState;
  /** The task list's own part (mock/_lib/task): who holds which task, priority overrides, each task's history; the work itself is the areas'. */
  tasks?: TaskStoreState;
  /** CMS requests (bookings, customer orders, routing rules) of each warehouse, seeded lazily (mock/_lib/cms). */
  cms?: CmsState;
  /** The print centre's settings and history of each warehouse, made lazily (mock/print.ts). */
  print?: PrintState;
  /** Clock-in / clock-out shifts of each warehouse, seeded lazily (mock/_lib/attendance.ts). */
  attendance?: AttendanceState;
}

function createStore(): Store {
  return { ...seedMaster(), sessions: new Map(), audit: [], version: 1, seq: 1000 };
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
