/**
 * What a promise settled with, readable at once: a page that renders after its data arrived
 * (utils/routeData's wait at a menu click) takes the answer in its first render instead of a
 * render later, as React's own `use` does with a thenable's status.
 */
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
const outcomes = new WeakMap<Promise<unknown>, Outcome>();

/** Records `promise`'s outcome when it settles (for `settledOf`); returns it. */
export function trackSettled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => outcomes.set(promise, { ok: true, value }),
    (error: unknown) => outcomes.set(promise, { ok: false, error }),
  );
  return promise;
}

/** The outcome of a tracked promise once it has settled; undefined while pending (or untracked). */
export function settledOf<T>(promise: Promise<T> | undefined): { ok: true; value: T } | { ok: false; error: unknown } | undefined {
  return promise ? (outcomes.get(promise) as { ok: true; value: T } | { ok: false; error: unknown } | undefined) : undefined;
}

/** A promise of `value` that `settledOf` already knows as settled (an answer derived from a settled one). */
export function settledWith<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value);
  outcomes.set(promise, { ok: true, value });
  return promise;
}

/** `promise.then(fn)`, settled at once when `promise` has (as `settledOf` knows): a reader's shape of a shared answer. */
export function mapSettled<T, U>(promise: Promise<T> | undefined, fn: (value: T) => U): Promise<U> | undefined {
  if (!promise) return undefined;
  const outcome = settledOf(promise);
  return outcome?.ok ? settledWith(fn(outcome.value)) : promise.then(fn);
}
