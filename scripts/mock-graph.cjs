/**
 * The import graph of mock/_lib and its floors (docs/mock.md, "Floors"), counting `import type` and
 * `export … from` as imports: `cycles()` lists every cycle, `upward()` every import of a module on a
 * higher floor or of another area. mock/_lib/layers.test.ts fails on either; run alone:
 *
 *   node scripts/mock-graph.cjs        (prints the cycles and the bad imports, exits 1 when any)
 */
const fs = require('fs');
const path = require('path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '..');
const LIB = path.join(ROOT, 'mock/_lib');

/** Bottom first. A module is on the floor of its folder (or, at the top of mock/_lib, of its file). */
const FLOORS = [
  ['core', ['errors', 'contract', 'openapi', 'http', 'request', 'validate', 'paging', 'prng', 'origin', 'testing', 'randomRun', 'store', 'seed', 'audit', 'idempotency', 'auth', 'privilege']],
  ['stock', ['ledger', 'journal', 'stockIndex', 'stockTypes']],
  ['kits', ['kits']],
  ['master', ['master']],
  ['site', ['site']],
  ['areas', ['outbound', 'inbound', 'count', 'relocate', 'cms', 'inventory', 'attendance', 'print']],
  ['top', ['task', 'dashboard', 'logs']],
  ['root', ['root']],
];
const floorOfUnit = new Map(FLOORS.flatMap(([floor, units], i) => units.map((u) => [u, { floor, rank: i }])));

const isTest = (f) => /\.(test|bench)\.ts$/.test(f);

/** Every non-test .ts file of mock/_lib, relative to it ('outbound/orders.ts'). */
function files(dir = LIB) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return e.name.endsWith('.ts') && !isTest(e.name) ? [path.relative(LIB, full)] : [];
  });
}

/** The module's unit: its folder under mock/_lib, or its file name at the top. */
const unitOf = (rel) => (rel.includes('/') ? rel.split('/')[0] : rel.replace(/\.ts$/, ''));
const floorOf = (rel) => floorOfUnit.get(unitOf(rel));

function resolve(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(path.join(LIB, from)), spec);
  for (const f of [`${base}.ts`, path.join(base, 'index.ts')]) if (fs.existsSync(f)) return path.relative(LIB, f);
  return undefined;
}

/** A route file of mock/ ('../inbound.ts' from mock/_lib): the handlers, above every floor. */
const isRouteFile = (rel) => /^\.\.\/[^/]+\.ts$/.test(rel);

/**
 * from → [to] over mock/_lib, type imports included; the route files it imports too (each is an
 * import against the floors), other folders (src/domain) left out.
 */
function graph() {
  const g = new Map();
  for (const f of files()) {
    const info = ts.preProcessFile(fs.readFileSync(path.join(LIB, f), 'utf8'), true, true);
    const to = info.importedFiles.map((i) => resolve(f, i.fileName)).filter((t) => t && (!t.startsWith('..') || isRouteFile(t)));
    g.set(f, [...new Set(to)]);
  }
  return g;
}

/** Each cycle once (strongly connected components of more than one module, or a module importing itself). */
function cycles(g = graph()) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of g.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (g.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const v of g.keys()) if (!idx.has(v)) visit(v);
  return out;
}

/** Imports that go up a floor, or from one area to another: `from → to (why)`. */
function upward(g = graph()) {
  const bad = [];
  for (const [from, tos] of g) {
    const a = floorOf(from);
    if (!a) {
      bad.push(`${from}: on no floor (scripts/mock-graph.cjs FLOORS)`);
      continue;
    }
    for (const to of tos) {
      if (isRouteFile(to)) {
        bad.push(`${from} → mock/${to.slice(3)} (a route file: mock/_lib imports no handler file)`);
        continue;
      }
      const b = floorOf(to);
      if (!b) continue; // reported as its own file
      if (b.rank > a.rank) bad.push(`${from} → ${to} (${a.floor} imports ${b.floor}, a higher floor)`);
      else if (a.floor === 'areas' && b.floor === 'areas' && unitOf(from) !== unitOf(to)) bad.push(`${from} → ${to} (one area imports another)`);
    }
  }
  return bad;
}

/** A top-level file of mock/_lib (a unit of its own) or a folder's. */
const isFileUnit = (unit) => fs.existsSync(path.join(LIB, `${unit}.ts`));

/**
 * The eslint overrides of `npm run lint` for mock/_lib (scripts/eslint-mock-imports.cjs), one per
 * floor or area: `no-restricted-imports` of everything above it (and, for an area, of the other
 * areas). `base`: the patterns every mock file has (an override's rule replaces the base one).
 */
function eslintOverrides(base) {
  const units = FLOORS.flatMap(([floor, us], rank) => us.map((unit) => ({ unit, floor, rank, file: isFileUnit(unit) })));
  const forbidden = (u) => units.filter((v) => v.rank > u.rank || (u.floor === 'areas' && v.floor === 'areas' && v.unit !== u.unit));
  const group = (from, banned) => banned.flatMap((v) => {
    const prefix = from.file ? './' : '../';
    return v.file ? [`${prefix}${v.unit}`] : [`${prefix}${v.unit}`, `${prefix}${v.unit}/**`];
  });
  return units
    .filter((u) => forbidden(u).length)
    .map((u) => ({
      files: [u.file ? `mock/_lib/${u.unit}.ts` : `mock/_lib/${u.unit}/**/*.ts`],
      excludedFiles: ['**/*.test.ts', '**/*.bench.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...base,
              {
                group: group(u, forbidden(u)),
                message: `mock/_lib floors (docs/mock.md): ${u.floor === 'areas' ? 'an area imports no other area and' : `the ${u.floor} floor`} imports nothing above it; ask through a port (mock/_lib/site/ports.ts) or the composition root (mock/_lib/root.ts).`,
              },
            ],
          },
        ],
      },
    }));
}

module.exports = { FLOORS, graph, cycles, upward, eslintOverrides };

if (require.main === module) {
  const g = graph();
  const c = cycles(g);
  const u = upward(g);
  c.forEach((scc) => console.log(`cycle of ${scc.length}: ${scc.join(', ')}`));
  u.forEach((line) => console.log(line));
  console.log(`${g.size} modules, ${c.length} cycles, ${u.length} imports against the floors`);
  process.exit(c.length || u.length ? 1 : 0);
}
