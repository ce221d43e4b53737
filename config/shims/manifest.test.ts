/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { internalsOn } from '../internals';
import { applyShims, bundledShimFiles, expectedShimFiles, HELPER_FILES, MIN_GAIN, ShimReportPlugin, shimReportPath, SHIMS, shimsOff } from './manifest';

const root = join(__dirname, '..', '..');
const installed = (pkg: string) => JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version as string;

/** What to do when a stand-in no longer fits its library: ship without the internals, then bring it up to date. */
const outdated = (s: { name: string }, what: string) =>
  `${s.name}: ${what}. Ship with WMS_LIBRARY_INTERNALS=off (or =-shims) until the stand-in is brought up to date: read the library's new code, adapt config/shims, run \`npm run shim-gains\` and update the entry in config/shims/manifest.ts.`;

/*
 * The pins hold the stand-ins to the library versions they were written for. With the shims off
 * (WMS_LIBRARY_INTERNALS=off or -shims) the build bundles none, and a newer library may ship: skipped.
 */
const describePins = internalsOn('shims') ? describe : describe.skip;

describePins('the replacements of library internals fit the installed libraries (on with WMS_LIBRARY_INTERNALS)', () => {
  it.each(SHIMS.map((s) => [s.name, s] as const))('%s was written for the installed version of its library', (_, s) => {
    const version = installed(s.package);
    if (version !== s.version) throw new Error(outdated(s, `${s.package} is ${version}, the stand-in was written for ${s.version}`));
  });

  it.each(SHIMS.map((s) => [s.name, s] as const))('%s: the library still imports what it replaces', (_, s) => {
    for (const { file, contains } of s.imports) {
      const path = join(root, 'node_modules', file);
      if (!existsSync(path)) throw new Error(outdated(s, `${file} is gone`));
      if (!readFileSync(path, 'utf8').includes(contains)) throw new Error(outdated(s, `${file} no longer contains ${contains}`));
    }
  });
});

describe('the replacements of library internals (config/shims/manifest.ts)', () => {

  it.each(SHIMS.map((s) => [s.name, s] as const))('%s earns its keep (≥ 5 KB gzip at start or ≥ 10 ms)', (_, s) => {
    expect(s.gain.measured).not.toMatch(/pending/);
    expect((s.gain.startKB ?? 0) >= MIN_GAIN.startKB || (s.gain.ms ?? 0) >= MIN_GAIN.ms).toBe(true);
  });

  it('every stand-in file the manifest names exists, and every file in the folder is named', () => {
    for (const f of expectedShimFiles()) expect(existsSync(join(__dirname, f))).toBe(true);
    const files = require('fs')
      .readdirSync(__dirname)
      .filter((f: string) => f.endsWith('.js') && !HELPER_FILES.includes(f));
    expect(files.sort()).toEqual(expectedShimFiles());
  });

  it('applyShims wires one plugin or rule per entry, and leaves out the ones turned off', () => {
    const plugins: string[] = [];
    const aliases: Record<string, Record<string, string>> = {};
    const config = {
      plugin: (name: string) => ({ use: () => plugins.push(name) }),
      module: {
        rule: (name: string) => ({
          test: () => ({ resolve: { alias: { set: (k: string, v: string) => ((aliases[name] ||= {})[k] = v) } } }),
        }),
      },
    };
    applyShims(config, { NormalModuleReplacementPlugin: class {} }, shimsOff({ SHIMS_OFF: 'card-tabs-lazy,umi-request-shims' }));
    const wired = [...plugins, ...Object.keys(aliases)].sort();
    expect(wired).toEqual(SHIMS.map((s) => s.name).filter((n) => n !== 'card-tabs-lazy' && n !== 'umi-request-shims').sort());
  });

  it('a replacement applies only to its importer', () => {
    let replace: ((r: { context: string; request: string }) => void) | undefined;
    const config = {
      plugin: (name: string) => ({ use: (_: unknown, args: unknown[]) => name === 'form-tooltip-lazy' && (replace = args[1] as typeof replace) }),
      module: { rule: () => ({ test: () => ({ resolve: { alias: { set: () => undefined } } }) }) },
    };
    applyShims(config, { NormalModuleReplacementPlugin: class {} }, new Set());
    const fromForm = { context: '/x/node_modules/antd/es/form', request: '../tooltip' };
    const fromSlider = { context: '/x/node_modules/antd/es/slider', request: '../tooltip' };
    replace!(fromForm);
    replace!(fromSlider);
    expect(fromForm.request).toBe(join(__dirname, 'form-tooltip.js'));
    expect(fromSlider.request).toBe('../tooltip');
  });
});

describe('ShimReportPlugin', () => {
  it('reports the stand-ins a compilation bundled, also those concatenated into another module', () => {
    const { mkdtempSync, readFileSync: read } = require('fs');
    const tmp = mkdtempSync(join(require('os').tmpdir(), 'shim-report-'));
    let done: ((stats: unknown) => void) | undefined;
    new ShimReportPlugin(tmp, 'build-x').apply({ hooks: { done: { tap: (_: string, fn: (stats: any) => void) => (done = fn) } } });
    const shim = (f: string) => ({ resource: join(__dirname, f) });
    done!({
      compilation: {
        modules: [shim('qs.js'), { resource: '/x/node_modules/antd/es/index.js' }, { resource: '/x/pro-layout/index.js', modules: [shim('lazy-antd.js'), shim('lazy.js')] }],
      },
    });
    const report = JSON.parse(read(shimReportPath(tmp, 'build-x'), 'utf8'));
    expect(report.used).toEqual(['lazy-antd.js', 'qs.js']);
    expect(report.expected).toEqual(bundledShimFiles());
  });
});
