import { createHash } from 'crypto';
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { defineConfig } from '@umijs/max';
import routes from './config/routes';
import { proxyFromEnv } from './config/proxy';

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

const zhCommon = JSON.parse(readFileSync(join(localesDir, 'zh', 'common.json'), 'utf8'));

export default defineConfig({
  // The HTML title before the app starts; the app keeps it in the chosen language afterwards.
  title: zhCommon['app.title'],
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
  plugins: [require.resolve('./config/plugins/locales'), require.resolve('./config/plugins/vendor'), require.resolve('./config/plugins/html'), require.resolve('./config/plugins/chunks'), require.resolve('./config/plugins/devOrigin')],
  mock: process.env.MOCK === 'none' ? false : { exclude: ['mock/_*/**', 'mock/**/*.test.ts'] },
  proxy: proxyFromEnv(process.env),
  define: {
    'process.env.LOCALES_VERSION': localesVersion(),
    'process.env.API_BASE': process.env.API_BASE || '',
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
    /** Replaces what `request` names by config/shims/`file`, only where a folder matching `importer` imports it. */
    const shim = (name: string, request: RegExp, importer: RegExp, file: string) =>
      config.plugin(name).use(webpack.NormalModuleReplacementPlugin, [
        request,
        (resource: { context: string; request: string }) => {
          if (importer.test(resource.context)) resource.request = join(__dirname, 'config/shims', file);
        },
      ]);
    shim('card-tabs-lazy', /^\.\.\/tabs$/, /[\\/]antd[\\/]es[\\/]card$/, 'card-tabs.js');
    // antd's Form label imports Tooltip for its optional `tooltip` prop; the login form has none.
    shim('form-tooltip-lazy', /^\.\.\/tooltip$/, /[\\/]antd[\\/]es[\\/]form$/, 'form-tooltip.js');
    shim('button-color-presets', /^\.\.\/\.\.\/color-picker\/components\/ColorPresets$/, /[\\/]antd[\\/]es[\\/]button[\\/]style$/, 'color-presets.js');
    // Faster stand-ins for two rc-util helpers, each only for the package named (config/shims):
    // rc-table's scrollbar measurement (a forced layout on every table mount) and the style
    // writer of antd's CSS-in-JS (a scan of all <style> elements on every component mount).
    shim('rc-table-scrollbar-size', /^rc-util\/es\/getScrollBarSize$/, /[\\/]rc-table[\\/]es$/, 'scrollbar-size.js');
    shim('cssinjs-dynamic-css', /^rc-util\/es\/Dom\/dynamicCSS$/, /[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/](hooks|util)$/, 'dynamic-css.js');
    // ProLayout's route matching, compiled once per path pattern instead of on every layout render.
    shim(
      'layout-path-matchers',
      /^(path-to-regexp|\.\.\/path-to-regexp)$/,
      /[\\/](@ant-design[\\/]pro-layout[\\/]es([\\/]utils)?|@umijs[\\/]route-utils[\\/]es[\\/](getMatchMenu|transformRoute))$/,
      'path-to-regexp-cached.js',
    );
    // antd's colour helpers (used by Button and Tooltip) need only the Color class of
    // @rc-component/color-picker, whose index (no sideEffects flag) brings the whole picker.
    config.module
      .rule('rc-color-class-only')
      .test(/[\\/]antd[\\/]es[\\/]color-picker[\\/](color|util)\.js$/)
      .resolve.alias.set('@rc-component/color-picker$', require.resolve('@rc-component/color-picker/es/color'));
    config.module
      .rule('lazy-antd-parts')
      .test(/([\\/]pro-layout[\\/]es[\\/]components[\\/]PageContainer[\\/]index|[\\/]pro-utils[\\/]es[\\/]components[\\/]ErrorBoundary[\\/]index|[\\/]plugin-layout[\\/]Exception)\.(js|tsx)$/)
      .resolve.alias.set('antd$', join(__dirname, 'config/shims/lazy-antd.js'));
    // umi's polyfill entry adds the global regenerator runtime; the code targets (.umirc `targets`)
    // run async functions natively and packages use @babel/runtime's helpers instead.
    config.plugin('no-global-regenerator').use(webpack.NormalModuleReplacementPlugin, [/[\\/]regenerator-runtime[\\/]runtime\.js$/, join(__dirname, 'config/shims/empty.js')]);
    // umi-request's `qs` (with side-channel, get-intrinsic, object-inspect) and fetch polyfill are
    // replaced, for umi-request only, by what it uses of them (config/shims): ~15 kB gzip at start.
    config.module
      .rule('umi-request-shims')
      .test(/[\\/]node_modules[\\/]umi-request[\\/]/)
      .resolve.alias.set('qs', join(__dirname, 'config/shims/qs.js'))
      .set('isomorphic-fetch', join(__dirname, 'config/shims/empty.js'));
  },
  // esbuild's minifier otherwise adds an "es2015" target that cannot keep some destructuring.
  jsMinifierOptions: { target: ['es2020'] },
  // Several dev servers on one machine (parallel work) must not share MFSU's cache.
  mfsu: process.env.NO_MFSU ? false : {},
  outputPath: process.env.OUTPUT_PATH || 'dist',
  // `ANALYZE=1 max build` writes report.json (webpack-bundle-analyzer) into the output folder.
  ...(process.env.ANALYZE ? { analyze: { analyzerMode: 'json', reportFilename: 'report.json' } } : {}),
});
