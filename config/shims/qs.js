/**
 * What umi-request needs of `qs` (issue 5: ~15 kB gzip less at start; the real qs pulls in
 * side-channel, get-intrinsic and object-inspect). umi-request JSON-stringifies nested parameter
 * values before it serialises, so it hands flat objects to stringify(), always with
 * { arrayFormat: 'repeat', strictNullHandling: true }, and parse() only URLSearchParams strings.
 * Used for imports from umi-request only (see .umirc.ts chainWebpack).
 */
const enc = (s) => encodeURIComponent(s);

function pairs(prefix, value, out) {
  if (value === undefined) return;
  if (value === null) out.push(enc(prefix));
  else if (Array.isArray(value)) value.forEach((v) => pairs(prefix, v, out));
  else if (value instanceof Date) out.push(`${enc(prefix)}=${enc(value.toISOString())}`);
  else if (typeof value === 'object') Object.keys(value).forEach((k) => pairs(`${prefix}[${k}]`, value[k], out));
  else out.push(`${enc(prefix)}=${enc(String(value))}`);
}

export function stringify(obj) {
  if (!obj || typeof obj !== 'object') return '';
  const out = [];
  Object.keys(obj).forEach((k) => pairs(k, obj[k], out));
  return out.join('&');
}

export function parse(str) {
  const result = {};
  const s = String(str || '').replace(/^\?/, '');
  if (!s) return result;
  for (const part of s.split('&')) {
    if (!part) continue;
    const i = part.indexOf('=');
    const dec = (x) => decodeURIComponent(x.replace(/\+/g, ' '));
    const key = dec(i < 0 ? part : part.slice(0, i));
    const value = i < 0 ? null : dec(part.slice(i + 1)); // strictNullHandling: "a" is null
    if (Object.prototype.hasOwnProperty.call(result, key)) result[key] = [].concat(result[key], value);
    else result[key] = value;
  }
  return result;
}

export default { stringify, parse };
