import { createHash } from 'crypto';
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { defineConfig } from '@umijs/max';
import routes from './config/routes';
import { proxyFromEnv } from './config/proxy';
import { applyShims, buildReportName, ShimReportPlugin } from './config/shims/manifest';
import { internalsOn, INTERNALS_VAR } from './config/internals';

const localesDir = join(__dirname, 'locales');

/** Changes whenever a translation file changes: the browser's cached copies are dropped then. */
function localesVersion(): string {
  const hash = createHash('sha1');
  for (const lng of readdirSync(localesDir).sort()) {
    for (const file of readdirSync(join(localesDir, lng)).sort()) {
      hash.update(`${lng}/${file}`).update(readFileSync(join(localesDir, lng, file)));
    }
  }
  return hash.digest('hex').slice(0, 10);
}

const outputPath = process.env.OUTPUT_PATH || 'dist';

// The login namespace holds what every page shows first (src/i18n/namespaces.json).
const zhLogin = JSON.parse(readFileSync(join(localesDir, 'zh', 'login.json'), 'utf8'));

export default defineConfig({
  ...(process.env.PROFILE_SOURCE_MAPS ? { devtool: 'source-map' } : {}),
  // PROFILE_NO_MINIFY: component and function names as in the sources (scripts/commits.mjs)
  ...(process.env.PROFILE_NO_MINIFY ? { jsMinifier: 'none' as const } : {}),
  // The HTML title before the app starts; the app keeps it in the chosen language afterwards.
  title: zhLogin['app.title'],
  favicons: ['/favicon.svg'],
  routes,
  npmClient: 'npm',
  hash: true,
  layout: {},
  // No <Helmet> is used: the page title is set by the app (components/PageContext).
  helmet: false,
  access: {},
  model: {},
  initialState: {},
  // Plugins that reach into a library's internals only with the switch on (config/internals.ts).
  plugins: [
    require.resolve('./config/plugins/locales'),
    require.resolve('./config/plugins/vendor'),
    require.resolve('./config/plugins/html'),
    require.resolve('./config/plugins/chunks'),
    ...(internalsOn('compileHints') ? [require.resolve('./config/plugins/compileHints')] : []),
    ...(internalsOn('firstStyles') ? [require.resolve('./config/plugins/firstStyles')] : []),
    ...(internalsOn('loginShell') ? [require.resolve('./config/plugins/loginShell')] : []),
    require.resolve('./config/plugins/devOrigin'),
    require.resolve('./config/plugins/jsonBody'),
  ],
  // config/immutableFiles.ts: read after mock/, the preview's hook to mark the build's hashed files immutable
  mock: process.env.MOCK === 'none' ? false : { exclude: ['mock/_*/**', 'mock/**/*.test.ts', 'mock/**/*.bench.ts'], include: ['config/immutableFiles.ts'] },
  proxy: proxyFromEnv(process.env),
  define: {
    'process.env.LOCALES_VERSION': localesVersion(),
    'process.env.API_BASE': process.env.API_BASE || '',
    [`process.env.${INTERNALS_VAR}`]: process.env[INTERNALS_VAR] || '',
  },
  // dayjs only with the locales the console speaks (en is built in).
  ignoreMomentLocale: true,
  codeSplitting: { jsStrategy: 'granularChunks' },
  // Route code can be fetched ahead: on hovering a link (intent) and, for the menu, when the
  // browser is idle after the page has loaded (components/RoutePrefetch).
  routePrefetch: { defaultPrefetch: 'intent' },
  // Browsers of the last years (antd 5 supports modern browsers only): no ES5 transforms, and
  // instead of the whole of core-js with proposals (~45 kB gzip), the few newer built-ins code
  // tends to use (config/shims/polyfills.js).
  targets: { chrome: 87, edge: 88, firefox: 78, safari: 14 },
  polyfill: { imports: [join(__dirname, 'config/shims/polyfills.js')] },
  chainWebpack(config: any, { webpack }: any) {
    // `npm start` (MFSU) compiles the dependencies in a second webpack compilation, named MFSU.
    // With one uniqueName both share a chunk-loading global, and a project file compiled in both
    // (the shims below are imported by dependencies and by generated app code) is then taken from
    // whichever chunk came last: the app's copy, with React Refresh's runtime require that the
    // dependency bundle cannot resolve, broke every page of the dev server. Own name, own modules.
    if (config.get('name') === 'MFSU') config.output.uniqueName('wms_console_mfsu_deps');
    // CSS modules that several async chunks share (the kits' styles) in shared CSS chunks, as
    // granularChunks does for JS. Its `shared` group keeps webpack's 20 kB minimum, so a kit's
    // few kB of CSS were copied into every page's CSS chunk (the scan station's into seven): the
    // same rules added again with each page, and the route prefetch appended 54 stylesheets.
    if (process.env.NODE_ENV === 'production' && config.get('name') !== 'MFSU' && internalsOn('sharedStyles')) {
      const splitChunks = config.optimization.splitChunks.entries();
      if (splitChunks?.cacheGroups?.shared) {
        config.optimization.splitChunks({
          ...splitChunks,
          cacheGroups: { ...splitChunks.cacheGroups, sharedStyles: { ...splitChunks.cacheGroups.shared, type: 'css/mini-extract', minSize: 0, priority: 11 } },
        });
      }
    }
    // Replacements of library internals: one list with versions and measured gains (config/shims/manifest.ts).
    if (internalsOn('shims')) applyShims(config, webpack);
    // Each compilation reports which stand-ins it bundled (e2e/build-output, e2e/dev-server).
    if (process.env.NODE_ENV === 'production' || config.get('name') === 'MFSU') {
      config.plugin('shim-report').use(ShimReportPlugin, [__dirname, config.get('name') === 'MFSU' ? 'mfsu' : buildReportName(outputPath)]);
    }
  },
  // esbuild's minifier otherwise adds an "es2015" target that cannot keep some destructuring.
  jsMinifierOptions: { target: ['es2020'] },
  // Each chunk's minified helpers in a scope of their own: two chunks' helpers may share a name.
  esbuildMinifyIIFE: true,
  // Several dev servers on one machine (parallel work) must not share MFSU's cache.
  mfsu: process.env.NO_MFSU ? false : {},
  outputPath,
  // `ANALYZE=1 max build` writes report.json (webpack-bundle-analyzer) into the output folder.
  ...(process.env.ANALYZE ? { analyze: { analyzerMode: 'json', reportFilename: 'report.json' } } : {}),
});
