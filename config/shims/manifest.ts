/**
 * Every replacement of a library's internals, with the version it was written against and its
 * measured gain (`npm run shim-gains`); manifest.test.ts fails on a version change, a lost import or
 * a gain under 5 KB / 10 ms. The builds report the stand-ins they bundled (ShimReport).
 */
import { createHash } from 'crypto';
import { join, resolve } from 'path';
import { internalsOn } from '../internals';

export interface ShimGain {
  /** gzip bytes the first load of /login or /homepage (whichever is larger) no longer transfers. */
  startKB?: number;
  /** Main-thread ms saved on the screen named in `measured`. */
  ms?: number;
  /** How and when it was measured. */
  measured: string;
}

interface ShimBase {
  /** The webpack plugin or rule name. */
  name: string;
  /** The library whose internals are replaced, as resolved from the project root. */
  package: string;
  /** Its version when the stand-in was written and measured. */
  version: string;
  /**
   * Files of the installed library (below node_modules, or the generated src/.umi) and the import
   * each must still contain: the import this entry intercepts. A library that stopped importing it
   * would leave the entry silently doing nothing.
   */
  imports: { file: string; contains: string }[];
  why: string;
  gain: ShimGain;
}

/** `request` imported from a folder matching `importer` becomes config/shims/`file`. */
export interface ReplaceShim extends ShimBase {
  kind: 'replace';
  request: RegExp;
  importer: RegExp;
  file: string;
}

/** In modules matching `test`, the `alias` requests resolve to the given paths. */
export interface AliasShim extends ShimBase {
  kind: 'alias';
  test: RegExp;
  alias: Record<string, string>;
}

export type Shim = ReplaceShim | AliasShim;

const shimFile = (file: string) => join(__dirname, file);

/*
 * Dropped (npm run shim-gains, 2026-11-23, under the 5 KB bar): `rc-color-class-only` (antd's colour
 * helpers on the Color class alone: 2.7 KB) and `no-global-regenerator` (umi's global regenerator
 * runtime: 1.8 KB).
 */
export const SHIMS: Shim[] = [
  {
    name: 'card-tabs-lazy',
    kind: 'replace',
    package: 'antd',
    version: '5.29.3',
    request: /^\.\.\/tabs$/,
    importer: /[\\/]antd[\\/]es[\\/]card$/,
    file: 'card-tabs.js',
    imports: [{ file: 'antd/es/card/Card.js', contains: "from '../tabs'" }],
    why: "Card imports Tabs for its optional tabList; no Card of the first pages has tabs: Tabs loads when one first renders.",
    gain: { startKB: 12.7, measured: 'npm run shim-gains, 2026-11-23: JS + CSS of cold /login and /homepage, all entries vs this one left out' },
  },
  {
    name: 'form-tooltip-lazy',
    kind: 'replace',
    package: 'antd',
    version: '5.29.3',
    request: /^\.\.\/tooltip$/,
    importer: /[\\/]antd[\\/]es[\\/]form$/,
    file: 'form-tooltip.js',
    imports: [{ file: 'antd/es/form/FormItemLabel.js', contains: "from '../tooltip'" }],
    why: "Form labels import Tooltip for their optional tooltip prop; the login form has none.",
    gain: { startKB: 20.5, measured: 'npm run shim-gains, 2026-11-23: JS + CSS of cold /login and /homepage, all entries vs this one left out' },
  },
  {
    name: 'button-color-presets',
    kind: 'replace',
    package: 'antd',
    version: '5.29.3',
    request: /^\.\.\/\.\.\/color-picker\/components\/ColorPresets$/,
    importer: /[\\/]antd[\\/]es[\\/]button[\\/]style$/,
    file: 'color-presets.js',
    imports: [{ file: 'antd/es/button/style/token.js', contains: "'../../color-picker/components/ColorPresets'" }],
    why: "Button's style token needs isBright only; its module imports Collapse and the whole colour picker.",
    gain: { startKB: 8.1, measured: 'npm run shim-gains, 2026-11-23: JS + CSS of cold /login and /homepage, all entries vs this one left out' },
  },
  {
    name: 'rc-table-scrollbar-size',
    kind: 'replace',
    package: 'rc-table',
    version: '7.54.0',
    request: /^rc-util\/es\/getScrollBarSize$/,
    importer: /[\\/]rc-table[\\/]es$/,
    file: 'scrollbar-size.js',
    imports: [{ file: 'rc-table/es/Table.js', contains: 'from "rc-util/es/getScrollBarSize"' }],
    why: 'rc-table measured the scrollbar (a forced layout of the page) on every table mount.',
    gain: { ms: 12, measured: 'npm run shim-gains, 2026-11-23, first B2C list load: 952 ms less main-thread work (median of 5 traced cold loads, on a machine ~4x slower than quiet, base 4,010 ms); a quiet-machine CPU profile (418cee4) measured 12 ms of the first render of each list page' },
  },
  {
    name: 'cssinjs-dynamic-css',
    kind: 'replace',
    package: '@ant-design/cssinjs',
    version: '1.24.0',
    request: /^rc-util\/es\/Dom\/dynamicCSS$/,
    importer: /[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/](hooks|util)$/,
    file: 'dynamic-css.js',
    imports: [{ file: '@ant-design/cssinjs/es/hooks/useStyleRegister.js', contains: 'from "rc-util/es/Dom/dynamicCSS"' }],
    why: "antd's CSS-in-JS scanned every <style> element on every component mount, also for styles already written.",
    gain: { ms: 15, measured: 'npm run shim-gains, 2026-11-23, first B2C list load: 999 ms less main-thread work (median of 5 traced cold loads, on a machine ~4x slower than quiet, base 4,010 ms); a quiet-machine CPU profile measured 15 ms of a B2C first visit' },
  },
  {
    name: 'layout-path-matchers',
    kind: 'replace',
    package: '@ant-design/pro-layout',
    version: '7.22.7',
    request: /^(path-to-regexp|\.\.\/path-to-regexp)$/,
    importer: /[\\/](@ant-design[\\/]pro-layout[\\/]es([\\/]utils)?|@umijs[\\/]route-utils[\\/]es[\\/](getMatchMenu|transformRoute))$/,
    file: 'path-to-regexp-cached.js',
    imports: [
      { file: '@ant-design/pro-layout/es/utils/getBreadcrumbProps.js', contains: "from 'path-to-regexp'" },
      { file: '@umijs/route-utils/es/getMatchMenu/getMatchMenu.js', contains: "from '../path-to-regexp'" },
    ],
    why: "ProLayout compiled a path pattern per route on every layout render (menu match, title, breadcrumb).",
    gain: { ms: 257, measured: 'npm run shim-gains, 2026-11-23, first B2C list load: 257 ms less main-thread work (median of 5 traced cold loads, on a machine ~4x slower than quiet, base 4,010 ms); to be measured again on a quiet machine' },
  },
  {
    name: 'lazy-antd-parts',
    kind: 'alias',
    package: '@ant-design/pro-layout',
    version: '7.22.7',
    test: /([\\/]pro-layout[\\/]es[\\/]components[\\/]PageContainer[\\/]index|[\\/]pro-utils[\\/]es[\\/]components[\\/]ErrorBoundary[\\/]index|[\\/]plugin-layout[\\/]Exception)\.(js|tsx)$/,
    alias: { antd$: shimFile('lazy-antd.js') },
    imports: [
      { file: '@ant-design/pro-layout/es/components/PageContainer/index.js', contains: "import { Affix, Breadcrumb, ConfigProvider, Tabs, version } from 'antd'" },
      { file: '@ant-design/pro-utils/es/components/ErrorBoundary/index.js', contains: "import { Result } from 'antd'" },
    ],
    why: "PageContainer imports Tabs for its optional tabList, the layout plugin's and ProComponents' error pages Result with its illustrations.",
    gain: { startKB: 22.3, measured: 'npm run shim-gains, 2026-11-23: JS + CSS of cold /login and /homepage, all entries vs this one left out' },
  },
  {
    name: 'breadcrumb-dropdown-lazy',
    kind: 'replace',
    package: 'antd',
    version: '5.29.3',
    request: /^\.\.\/dropdown\/dropdown$/,
    importer: /[\\/]antd[\\/]es[\\/]breadcrumb$/,
    file: 'breadcrumb-dropdown.js',
    imports: [{ file: 'antd/es/breadcrumb/BreadcrumbItem.js', contains: "import Dropdown from '../dropdown/dropdown';" }],
    why: "Breadcrumb imports Dropdown for items with a menu; the console's breadcrumbs have none: Dropdown and rc-menu load when one renders.",
    gain: { startKB: 25.9, measured: 'npm run shim-gains, 2026-11-29: JS + CSS of cold /login and /homepage, all entries (445.3 KB) vs this one left out' },
  },
  {
    name: 'layout-menus-lazy',
    kind: 'alias',
    package: '@ant-design/pro-layout',
    version: '7.22.7',
    test: /([\\/]pro-layout[\\/]es[\\/]components[\\/]SiderMenu[\\/](BaseMenu|SiderMenu)\.js|[\\/]plugin-layout[\\/]rightRender\.tsx)$/,
    alias: { antd$: shimFile('lazy-menu.js') },
    imports: [
      { file: '@ant-design/pro-layout/es/components/SiderMenu/BaseMenu.js', contains: "import { Menu, Skeleton, Tooltip } from 'antd'" },
      { file: '@ant-design/pro-layout/es/components/SiderMenu/SiderMenu.js', contains: "import { Avatar, Layout, Menu, Space, version } from 'antd'" },
      { file: '@umijs/plugins/dist/layout.js', contains: "import { Avatar, version, Dropdown, Menu, Spin } from 'antd';" },
    ],
    why: "pro-layout's sider imports Menu for its own menu and links, Umi's layout header Dropdown and Menu for its default user menu; the console draws both itself, so rc-menu no longer loads with every page.",
    gain: { startKB: 25.0, measured: 'npm run shim-gains, 2026-11-29: JS + CSS of cold /login and /homepage, all entries (445.3 KB) vs this one left out' },
  },
  {
    name: 'form-context-provider-only',
    kind: 'alias',
    package: 'rc-field-form',
    version: '2.7.1',
    test: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    // the same module file the package's index re-exports: one FormProvider, one context
    alias: { 'rc-field-form$': require.resolve('rc-field-form/es/FormContext.js') },
    imports: [
      { file: 'antd/es/form/context.js', contains: "import { FormProvider as RcFormProvider } from 'rc-field-form';" },
      { file: 'rc-field-form/es/index.js', contains: 'import { FormProvider } from "./FormContext";' },
    ],
    why: "antd's form contexts (imported by Menu, Dropdown and Tooltip through ContextIsolator) take FormProvider from rc-field-form's index, which has no sideEffects flag: every page with a menu loaded the whole form library and its validator.",
    gain: { startKB: 15.8, measured: '2026-11-25, node scripts/timeline.mjs on builds with and without this entry: JS + CSS of a cold /homepage 452.1 → 436.3 KB (rc-field-form and @rc-component/async-validator no longer load with the menu)' },
  },
  {
    name: 'umi-request-shims',
    kind: 'alias',
    package: 'umi-request',
    version: '1.4.0',
    test: /[\\/]node_modules[\\/]umi-request[\\/]/,
    alias: { qs: shimFile('qs.js'), 'isomorphic-fetch': shimFile('empty.js') },
    imports: [
      { file: 'umi-request/dist/index.esm.js', contains: "import { parse, stringify } from 'qs'" },
      { file: 'umi-request/dist/index.esm.js', contains: "import 'isomorphic-fetch'" },
    ],
    why: "umi-request's qs (with side-channel, get-intrinsic, object-inspect) and fetch polyfill, for what it uses of them.",
    gain: { startKB: 17.5, measured: 'npm run shim-gains, 2026-11-23: JS + CSS of cold /login and /homepage, all entries vs this one left out' },
  },
];

/** The bar a replacement must clear to stay (issue #22). */
export const MIN_GAIN = { startKB: 5, ms: 10 };

/** Names of entries left out of a build (`SHIMS_OFF=a,b`): for measuring their gain only. */
export const shimsOff = (env: NodeJS.ProcessEnv = process.env) => new Set((env.SHIMS_OFF ?? '').split(',').filter(Boolean));

/** The minimal part of webpack-chain's Config that applyShims uses. */
interface ChainLike {
  plugin(name: string): { use(plugin: unknown, args: unknown[]): unknown };
  module: { rule(name: string): { test(t: RegExp): { resolve: { alias: { set(k: string, v: string): unknown } } } } };
}

/** Wires the manifest's entries into a webpack-chain config (.umirc.ts chainWebpack). */
export function applyShims(config: ChainLike, webpack: { NormalModuleReplacementPlugin: unknown }, off = shimsOff()) {
  for (const s of SHIMS) {
    if (off.has(s.name)) continue;
    if (s.kind === 'replace') {
      const target = shimFile(s.file);
      config.plugin(s.name).use(webpack.NormalModuleReplacementPlugin, [
        s.request,
        (resource: { context: string; request: string }) => {
          if (s.importer.test(resource.context)) resource.request = target;
        },
      ]);
    } else {
      const alias = config.module.rule(s.name).test(s.test).resolve.alias;
      for (const [k, v] of Object.entries(s.alias)) alias.set(k, v);
    }
  }
}

/** Files in config/shims that are no stand-in: a helper the stand-ins import, the polyfills (.umirc `polyfill`). */
export const HELPER_FILES = ['lazy.js', 'polyfills.js'];

/** The production build's report name: one per output folder (e2e/build-output.test.mjs names it the same way). */
export const buildReportName = (outputPath: string) => `build-${createHash('sha1').update(resolve(outputPath)).digest('hex').slice(0, 10)}`;

/** Where a compilation reports the stand-ins it bundled: one file per compilation name. */
export const shimReportPath = (root: string, compilation: string) => join(root, 'node_modules', '.shim-report', `${compilation}.json`);

/** The config/shims files the manifest's entries (less those turned off) put into a bundle. */
export const expectedShimFiles = (off = new Set<string>()) => [...new Set(SHIMS.filter((s) => !off.has(s.name)).flatMap((s) => (s.kind === 'replace' ? [s.file] : Object.values(s.alias).filter((v) => v.startsWith(__dirname)).map((v) => v.slice(__dirname.length + 1)))))].sort();
/** The stand-ins a build with this environment bundles: none with the internals switch's shims off (config/internals.ts). */
export const bundledShimFiles = (env: NodeJS.ProcessEnv = process.env) => (internalsOn('shims', env.WMS_LIBRARY_INTERNALS) ? expectedShimFiles(shimsOff(env)) : []);

interface BundledModule {
  resource?: string;
  modules?: Iterable<BundledModule>;
}

/**
 * Writes the config/shims files a compilation bundled (shimReportPath): the production build's and
 * the dev server's dependency bundle's lists must both equal the manifest's.
 */
export class ShimReportPlugin {
  constructor(private readonly root: string, private readonly compilationName: string) {}

  apply(compiler: { hooks: { done: { tap(name: string, fn: (stats: { compilation: { modules: Iterable<BundledModule> } }) => void): void } } }) {
    compiler.hooks.done.tap('ShimReportPlugin', ({ compilation }) => {
      const used = new Set<string>();
      // A module concatenated into another (scope hoisting) is listed only inside it.
      const resources = (m: BundledModule): (string | undefined)[] => [m.resource, ...(m.modules ? [...m.modules].flatMap(resources) : [])];
      for (const m of compilation.modules) {
        for (const r of resources(m)) {
          const path = r?.split('?')[0];
          const file = path?.startsWith(__dirname) ? path.slice(__dirname.length + 1) : undefined;
          if (file?.endsWith('.js') && !HELPER_FILES.includes(file)) used.add(file);
        }
      }
      // eslint-disable-next-line @typescript-eslint/no-var-requires
      const fs = require('fs') as typeof import('fs');
      const file = shimReportPath(this.root, this.compilationName);
      fs.mkdirSync(join(file, '..'), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ used: [...used].sort(), expected: bundledShimFiles() }, null, 2));
    });
  }
}
