// Types only from http.ts: http.ts calls this module, which must not load it back.
import type { MockRequest } from './http';
import { getStore, type Store } from './store';

/**
 * Idempotency keys (the `Idempotency-Key` header, IETF draft-ietf-httpapi-idempotency-key-header):
 * a handheld that lost the answer to a scan sends the scan again with the same key, and the write
 * must not happen twice. The first successful answer to a key is recorded per user, method and
 * path; the same key again gets that answer back without running the handler. The same key with
 * another body is the client's bug (a key reused for another scan): 422. Refusals are not
 * recorded: a refused write changed nothing, so running it again is harmless and answers the
 * current state.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** What a key may look like: a UUID or any token of 8–128 URL-safe characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** Answers are kept a day and at most this many (the oldest go first). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
export const IDEMPOTENCY_MAX_RECORDS = 5_000;

interface Recorded {
  body: string;
  status: number;
  data: unknown;
  at: number;
}

// Per store: a reset (POST /api/dev/reset, tests) forgets every key with the data they wrote.
const recordsByStore = new WeakMap<Store, Map<string, Recorded>>();
function records(): Map<string, Recorded> {
  const store = getStore();
  let map = recordsByStore.get(store);
  if (!map) {
    map = new Map();
    recordsByStore.set(store, map);
  }
  return map;
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
  /** Why the request is refused before its handler runs: an HTTP status and a `server.*` key. */
  refuse?: { status: number; key: string };
  /** The recorded answer to replay, if this key was answered before. */
  replay?: { status: number; data: unknown };
  /** Records a successful answer under the key (undefined: the request had no key). */
  record?: (status: number, data: unknown) => void;
}

/**
 * Looks the request's key up before its handler runs. No key, a read, or no session (the handler
 * answers 401): nothing to do. A malformed key is a 400; the key with another body a 422.
 */
export function idempotentCall(req: MockRequest, now = Date.now()): IdempotentCall {
  const key = header(req, IDEMPOTENCY_HEADER);
  const method = (req.method ?? 'GET').toUpperCase();
  if (key === undefined || method === 'GET' || method === 'HEAD') return {};
  if (!KEY_PATTERN.test(key)) return { refuse: { status: 400, key: 'server.idempotency.badKey' } };
  const token = header(req, 'x-access-token');
  const session = token ? getStore().sessions.get(token) : undefined;
  if (!session) return {};
  const map = records();
  // Express gives the path; jest's fake requests may not, and their params tell the documents apart.
  const id = [session.userId, method, req.path ?? '', canonical(req.params ?? {}), key].join(' ');
  const body = canonical(req.body);
  const seen = map.get(id);
  if (seen && now - seen.at <= IDEMPOTENCY_TTL_MS) {
    if (seen.body !== body) return { refuse: { status: 422, key: 'server.idempotency.mismatch' } };
    return { replay: { status: seen.status, data: seen.data } };
  }
  return {
    record: (status, data) => {
      map.delete(id);
      map.set(id, { body, status, data, at: now });
      // a Map iterates in insertion order: the first keys are the oldest
      for (const old of map.keys()) {
        if (map.size <= IDEMPOTENCY_MAX_RECORDS) break;
        map.delete(old);
      }
    },
  };
}
