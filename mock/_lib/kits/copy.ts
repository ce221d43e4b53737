import { rawJournal } from '../journal';

/**
 * A deep copy of seeded data that shares nothing with it: prototypes kept, a journal view made over the
 * copied journal, shared parts still shared. Functions are refused: a closure would see the original.
 */
export function deepCopy<T>(value: T): T {
  return copyOf(value, new Map()) as T;
}

function copyOf(v: unknown, seen: Map<object, unknown>): unknown {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'function') throw new Error(`deepCopy: a function (${v.name || 'anonymous'}) cannot be copied`);
    return v;
  }
  const done = seen.get(v);
  if (done !== undefined) return done;
  const proto = Object.getPrototypeOf(v);
  if (proto === Object.prototype) {
    const out: Record<string, unknown> = {};
    seen.set(v, out);
    for (const k in v) out[k] = copyOf((v as Record<string, unknown>)[k], seen);
    return out;
  }
  if (proto === Array.prototype) {
    const a = v as unknown[];
    const out: unknown[] = new Array(a.length);
    seen.set(v, out);
    for (let i = 0; i < a.length; i++) out[i] = copyOf(a[i], seen);
    return out;
  }
  if (v instanceof Map) {
    const out = new Map();
    seen.set(v, out);
    for (const [k, x] of v) out.set(copyOf(k, seen), copyOf(x, seen));
    return out;
  }
  if (v instanceof Set) {
    const out = new Set();
    seen.set(v, out);
    for (const x of v) out.add(copyOf(x, seen));
    return out;
  }
  if (ArrayBuffer.isView(v)) {
    if (!(v instanceof Int32Array || v instanceof Float64Array || v instanceof Uint8Array)) throw new Error('deepCopy: an unexpected typed array');
    const out = v.slice();
    seen.set(v, out);
    return out;
  }
  if (v instanceof Date) {
    const out = new Date(v.getTime());
    seen.set(v, out);
    return out;
  }
  const journal = rawJournal(v as never);
  if (journal) {
    const out = (copyOf(journal, seen) as typeof journal).view();
    seen.set(v, out);
    return out;
  }
  if (!isMockClass(proto)) throw new Error(`deepCopy: an object of class ${proto?.constructor?.name} cannot be copied`);
  const out = Object.create(proto) as Record<PropertyKey, unknown>;
  seen.set(v, out);
  for (const k of Reflect.ownKeys(v)) {
    const d = Object.getOwnPropertyDescriptor(v, k)!;
    if (d.get || d.set) throw new Error(`deepCopy: an accessor (${String(k)}) cannot be copied`);
    d.value = copyOf(d.value, seen);
    Object.defineProperty(out, k, d);
  }
  return out;
}

const mockClasses = new Map<object, boolean>();
/** The mock's own classes (plain fields, no closures or private slots), not a built-in such as Promise or a null prototype. */
function isMockClass(proto: object | null): proto is object {
  if (!proto) return false;
  let ok = mockClasses.get(proto);
  if (ok === undefined) {
    const builtIn = Object.getOwnPropertyNames(globalThis).some((n) => (globalThis as Record<string, unknown>)[n] === proto.constructor);
    ok = !builtIn && typeof proto.constructor === 'function' && Object.getPrototypeOf(proto) === Object.prototype;
    mockClasses.set(proto, ok);
  }
  return ok;
}
