/**
 * The few newer built-ins code tends to use, for the oldest target browsers (.umirc.ts `targets`),
 * instead of core-js's versions (~6 kB gzip with their internals). Standard semantics.
 */
function define(proto, name, fn) {
  if (!proto[name]) Object.defineProperty(proto, name, { value: fn, writable: true, configurable: true });
}
const toInt = (n) => {
  const v = Math.trunc(Number(n)) || 0;
  return v;
};
define(Array.prototype, 'at', function at(i) {
  const n = toInt(i);
  const k = n < 0 ? this.length + n : n;
  return k < 0 || k >= this.length ? undefined : this[k];
});
define(String.prototype, 'at', function at(i) {
  const s = String(this);
  const n = toInt(i);
  const k = n < 0 ? s.length + n : n;
  return k < 0 || k >= s.length ? undefined : s.charAt(k);
});
define(Array.prototype, 'findLast', function findLast(fn, thisArg) {
  for (let i = this.length - 1; i >= 0; i--) if (fn.call(thisArg, this[i], i, this)) return this[i];
  return undefined;
});
define(Array.prototype, 'findLastIndex', function findLastIndex(fn, thisArg) {
  for (let i = this.length - 1; i >= 0; i--) if (fn.call(thisArg, this[i], i, this)) return i;
  return -1;
});
define(Object, 'hasOwn', function hasOwn(obj, key) {
  return Object.prototype.hasOwnProperty.call(Object(obj), key);
});
