import { writeCount } from './request';
import { trackSettled } from './settled';
import { getWarehouse } from './storage';

/** How long an answer is shared: reference data a screen reads for its selects and labels (zones, units, users). */
export const SHARED_FRESH_MS = 30_000;

interface Entry {
  promise: Promise<unknown>;
  at: number;
  writes: number;
}
const entries = new Map<string, Entry>();

const keyInWarehouse = (key: string) => `${getWarehouse() ?? ''}\u0000${key}`;

/** The shared request for `key` if it is still fresh (see `sharedRequest`), without asking anew; settled or not (utils/settled). */
export function peekShared<T>(key: string, freshMs = SHARED_FRESH_MS): Promise<T> | undefined {
  const hit = entries.get(keyInWarehouse(key));
  return hit && hit.writes === writeCount() && Date.now() - hit.at < freshMs ? (hit.promise as Promise<T>) : undefined;
}

/**
 * One request for everyone who asks for `key` at about the same time: a list page's filter, its
 * table's labels and its dialogs each asked for the same zones or units (two or three identical
 * requests on opening /product). The answer is shared for `freshMs`, within the current warehouse,
 * and not past a write the console made since it was asked for (a zone just made is offered at
 * once); a failure is not kept.
 */
export function sharedRequest<T>(key: string, load: () => Promise<T>, freshMs = SHARED_FRESH_MS): Promise<T> {
  const fullKey = keyInWarehouse(key);
  const hit = peekShared<T>(key, freshMs);
  if (hit) return hit;
  let promise: Promise<T>;
  try {
    promise = trackSettled(load());
  } catch (e) {
    return Promise.reject(e);
  }
  const entry: Entry = { promise, at: Date.now(), writes: writeCount() };
  entries.set(fullKey, entry);
  promise.catch(() => {
    if (entries.get(fullKey) === entry) entries.delete(fullKey);
  });
  return promise;
}
