/** One switch for every reach into a library's internals (`off`, or `-name,-name`): a library
 *  upgrade can ship without them while they are checked against it; the app reads it as a define. */
export const MECHANISMS = [
  /** config/shims: module aliases and replacements of library modules (config/shims/manifest.ts). */
  'shims',
  /** src/utils/lazyRoutes.ts: settles React.lazy route components through their `_payload`/`_init`. */
  'lazyRoutes',
  /** config/plugins/chunks.ts: names umi's shared chunks by chunk id as well (its `#…` name fix stays). */
  'chunkNames',
  /** .umirc.ts: shared CSS of async chunks in their own chunks (through umi's `shared` cache group). */
  'sharedStyles',
  /** config/plugins/firstStyles.ts: antd's first styles extracted at build time (cssinjs cache paths). */
  'firstStyles',
  /** config/plugins/loginShell.ts: the login form rendered into the HTML, umi's scripts deferred. */
  'loginShell',
  /** config/plugins/compileHints.ts: V8's compile hint at the start of each emitted script. */
  'compileHints',
  /** config/plugins/html.ts: umi's route preload helper script moved first in <head>. */
  'preloadHelper',
] as const;

export type Mechanism = (typeof MECHANISMS)[number];

export const INTERNALS_VAR = 'WMS_LIBRARY_INTERNALS';

/** The mechanisms a value of WMS_LIBRARY_INTERNALS turns on. An unknown name throws (a typo must not pass silently). */
export function parseInternals(value: string | undefined): Set<Mechanism> {
  const v = (value ?? '').trim();
  if (v === '' || v === 'on' || v === 'all') return new Set(MECHANISMS);
  if (v === 'off' || v === 'none') return new Set();
  const parts = v.split(',').map((p) => p.trim()).filter(Boolean);
  for (const p of parts) {
    if (!(MECHANISMS as readonly string[]).includes(p.replace(/^-/, ''))) {
      throw new Error(`${INTERNALS_VAR}=${v}: unknown "${p}" (on, off, or a list of ${MECHANISMS.join(', ')}, each optionally with a leading -)`);
    }
  }
  const removed = parts.filter((p) => p.startsWith('-')).map((p) => p.slice(1));
  const kept = parts.filter((p) => !p.startsWith('-'));
  if (removed.length && kept.length) throw new Error(`${INTERNALS_VAR}=${v}: either names to keep or -names to leave out, not both`);
  return new Set(MECHANISMS.filter((m) => (kept.length ? kept.includes(m) : !removed.includes(m))));
}

/** Whether `mechanism` is on for this value of the variable (default: the environment's). */
export function internalsOn(mechanism: Mechanism, value: string | undefined = process.env.WMS_LIBRARY_INTERNALS): boolean {
  return parseInternals(value).has(mechanism);
}

/** Whether every mechanism is off (the tests that pin a library's internals are then skipped). */
export const allInternalsOff = (value: string | undefined = process.env.WMS_LIBRARY_INTERNALS) => parseInternals(value).size === 0;
