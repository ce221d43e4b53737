// The request's type from ./request.ts: http.ts calls this module, which imports nothing of it back.
import type { MockRequest } from './request';
import { getStore, type Store } from './store';

/**
 * `Idempotency-Key` (IETF draft): a first successful answer is kept 24 h per user, warehouse,
 * method, path and key and answered again; another body with the same key is a 422; refusals are
 * not kept. At `IDEMPOTENCY_MAX_PER_USER` a new key is refused (429) rather than forgetting one.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** What a key may look like: a UUID or any token of 8–128 URL-safe characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** How long an answer is kept (and replayed): a day. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * Answers kept per user within the day: well above a day of one person's scans (a picker's shift
 * is a few thousand), small enough that users × this bound the memory.
 */
export const IDEMPOTENCY_MAX_PER_USER = 10_000;

interface Recorded {
  body: string;
  status: number;
  data: unknown;
  at: number;
}

/** Per user id: that user's answers by record id, in the order they were recorded (oldest first). */
type Records = Map<string, Map<string, Recorded>>;

// Per store: a reset (POST /api/dev/reset, tests) forgets every key with the data they wrote.
const recordsByStore = new WeakMap<Store, Records>();
function records(): Records {
  const store = getStore();
  let map = recordsByStore.get(store);
  if (!map) {
    map = new Map();
    recordsByStore.set(store, map);
  }
  return map;
}

const expired = (r: Recorded, now: number) => now - r.at > IDEMPOTENCY_TTL_MS;

/**
 * Drops the answers older than a day: from the front of each user's list (recorded in time order),
 * or, with `all`, wherever they are (a clock set back leaves a list out of order).
 */
function dropExpired(all: Records, now: number, everywhere = false) {
  for (const [user, mine] of all) {
    for (const [id, r] of mine) {
      if (expired(r, now)) mine.delete(id);
      else if (!everywhere) break;
    }
    if (!mine.size) all.delete(user);
  }
}

/** JSON with sorted keys: two bodies with the same fields in another order are the same body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const header = (req: MockRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export interface IdempotentCall {
  /** Why the request is refused before its handler runs: an HTTP status, a `server.*` key and its values. */
  refuse?: { status: number; key: string; vars?: Record<string, string | number>; retryAfterSeconds?: number };
  /** The recorded answer to replay, if this key was answered before. */
  replay?: { status: number; data: unknown };
  /** Records a successful answer under the key (undefined: the request had no key). */
  record?: (status: number, data: unknown) => void;
}

/**
 * Looks the request's key up before its handler runs. No key, a read, or no session (the handler
 * answers 401): nothing to do. A malformed key is a 400; the key with another body a 422; a new
 * key from a user who holds `IDEMPOTENCY_MAX_PER_USER` answers of the last day a 429.
 */
export function idempotentCall(req: MockRequest, now = Date.now()): IdempotentCall {
  const key = header(req, IDEMPOTENCY_HEADER);
  const method = (req.method ?? 'GET').toUpperCase();
  if (key === undefined || method === 'GET' || method === 'HEAD') return {};
  if (!KEY_PATTERN.test(key)) return { refuse: { status: 400, key: 'server.idempotency.badKey' } };
  const token = header(req, 'x-access-token');
  const session = token ? getStore().sessions.get(token) : undefined;
  if (!session) return {};
  const all = records();
  dropExpired(all, now);
  // Express gives the path; jest's fake requests may not, and their params tell the documents apart.
  const id = JSON.stringify([header(req, 'current-warehouse') ?? '', method, req.path ?? '', canonical(req.params ?? {}), key]);
  const body = canonical(req.body);
  const mine = all.get(session.userId);
  const seen = mine?.get(id);
  if (seen && !expired(seen, now)) {
    if (seen.body !== body) return { refuse: { status: 422, key: 'server.idempotency.mismatch' } };
    return { replay: { status: seen.status, data: seen.data } };
  }
  if (mine && mine.size >= IDEMPOTENCY_MAX_PER_USER) {
    dropExpired(all, now, true);
    if (mine.size >= IDEMPOTENCY_MAX_PER_USER) {
      let oldest = now;
      for (const r of mine.values()) oldest = Math.min(oldest, r.at);
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + IDEMPOTENCY_TTL_MS - now) / 1000) + 1);
      return { refuse: { status: 429, key: 'server.idempotency.full', vars: { max: IDEMPOTENCY_MAX_PER_USER }, retryAfterSeconds } };
    }
  }
  return {
    record: (status, data) => {
      let list = all.get(session.userId);
      if (!list) all.set(session.userId, (list = new Map()));
      list.delete(id);
      list.set(id, { body, status, data, at: now });
    },
  };
}

/** How many answers are kept for the user (those older than a day are dropped first). */
export function keptAnswers(userId: string, now = Date.now()): number {
  const all = records();
  dropExpired(all, now, true);
  return all.get(userId)?.size ?? 0;
}
