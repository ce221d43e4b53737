import { createHash } from 'crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'fs';
import { dirname, join } from 'path';
import type { IApi } from '@umijs/max';
import { COMPILE_HINT } from './compileHints';
import { internalsOn } from '../internals';

/**
 * React, ReactDOM and dayjs as externals with sha384 integrity, from `CDN_BASE` (falling back to the
 * build's `/vendor/` copy when the CDN fails) or from that copy: cached across releases. antd stays
 * bundled (its UMD file is the whole library). `NO_EXTERNALS=1` bundles them; `max dev` always does.
 */
export interface VendorLib {
  /** npm package name. */
  pkg: string;
  /** File inside the package. */
  file: string;
  /** Global the UMD file defines. */
  global: string;
  /** Module requests that resolve to that global. */
  modules: string[];
}

export const VENDOR_LIBS: VendorLib[] = [
  { pkg: 'react', file: 'umd/react.production.min.js', global: 'React', modules: ['react'] },
  { pkg: 'react-dom', file: 'umd/react-dom.production.min.js', global: 'ReactDOM', modules: ['react-dom', 'react-dom/client'] },
  // dayjs plugins (antd imports dayjs/plugin/*) and dayjs/locale/zh-cn stay bundled: they take the
  // dayjs instance as an argument or require('dayjs'), which resolves to the global.
  { pkg: 'dayjs', file: 'dayjs.min.js', global: 'dayjs', modules: ['dayjs'] },
];

export interface VendorFile extends VendorLib {
  version: string;
  /** Absolute path of the installed file. */
  abs: string;
  /** `<package>@<version>/<file>`: the path below the CDN base and below /vendor/. */
  path: string;
  /** Of the installed file (a CDN serves it unchanged). */
  integrity: string;
  /** The file as /vendor/ serves it: the installed file after the compile hint (when on, config/internals.ts). */
  local: Buffer;
  localIntegrity: string;
}

const sri = (content: Buffer) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

export function vendorFiles(cwd: string): VendorFile[] {
  return VENDOR_LIBS.map((lib) => {
    const pkgJson = require.resolve(`${lib.pkg}/package.json`, { paths: [cwd] });
    const { version } = JSON.parse(readFileSync(pkgJson, 'utf8'));
    const abs = join(dirname(pkgJson), lib.file);
    const installed = readFileSync(abs);
    const local = internalsOn('compileHints') ? Buffer.concat([Buffer.from(COMPILE_HINT), installed]) : installed;
    return { ...lib, version, abs, path: `${lib.pkg}@${version}/${lib.file}`, integrity: sri(installed), local, localIntegrity: sri(local) };
  });
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

/** The `<script>` entries (umi `headScripts` format) for the given CDN base (or none: local only). */
export function vendorScripts(files: VendorFile[], cdnBase: string | undefined, publicPath = '/') {
  const local = (f: VendorFile) => `${trimSlash(publicPath)}/vendor/${f.path}`;
  const scripts: Record<string, string>[] = [];
  for (const f of files) {
    if (!cdnBase) {
      scripts.push({ src: local(f), integrity: f.localIntegrity, 'data-vendor': f.pkg });
      continue;
    }
    scripts.push({ src: `${trimSlash(cdnBase)}/${f.path}`, integrity: f.integrity, crossorigin: 'anonymous', 'data-vendor': f.pkg });
    // Runs right after the CDN tag: a failed (or tampered) CDN copy leaves the global undefined.
    const tag = `<script src="${local(f)}" integrity="${f.localIntegrity}" data-vendor="${f.pkg}" data-fallback="1"><\\/script>`;
    scripts.push({ content: `window.${f.global}||document.write('${tag}');` });
  }
  return scripts;
}

export default (api: IApi) => {
  api.describe({ key: 'vendorExternals' });
  const enabled = () => api.env === 'production' && !process.env.NO_EXTERNALS;

  api.modifyConfig((memo) => {
    if (!enabled()) return memo;
    const files = vendorFiles(api.cwd);
    const externals: Record<string, string> = { ...(memo.externals || {}) };
    for (const f of files) for (const m of f.modules) externals[m] = f.global;
    memo.externals = externals;
    // Before umi's own head scripts and the bundle (which is at the end of <body>).
    memo.headScripts = [...vendorScripts(files, process.env.CDN_BASE, memo.publicPath || '/'), ...(memo.headScripts || [])];
    return memo;
  });

  api.onBuildComplete(({ err }) => {
    if (err || !enabled()) return;
    for (const f of vendorFiles(api.cwd)) {
      const target = join(api.paths.absOutputPath, 'vendor', f.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, f.local);
    }
  });
};
