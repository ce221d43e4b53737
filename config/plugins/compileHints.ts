import type { IApi } from '@umijs/max';

/** V8's compile hint (Chrome 136+): a script starting with it is compiled off the main thread as
 *  it streams in, not function by function at first call; other browsers read a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'CompileHintsPlugin';
const JS = /\.js$/;

/** A source map shifted one line down, for a file that got one line put in front of it. */
export function shiftMapOneLine(mapJson: string): string {
  const map = JSON.parse(mapJson);
  map.mappings = `;${map.mappings}`;
  return JSON.stringify(map);
}

/** The hint in front of every emitted script: after the minifier (which reads the file's start), before the content hash. */
class CompileHintsPlugin {
  apply(compiler: any) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation: any) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 }, (assets: Record<string, unknown>) => {
        for (const name of Object.keys(assets)) {
          if (!JS.test(name)) continue;
          // umi's EsbuildMinifyFix re-runs on updated assets (additionalAssets) and would wrap the hint
          // in its IIFE: its own mark says the file is done (a library internal, under this switch)
          compilation.updateAsset(name, (source: any) => new sources.ConcatSource(COMPILE_HINT, source), (info: any) => ({ ...info, EsbuildMinifyFix: true }));
          const related = compilation.getAsset(name)?.info?.related?.sourceMap;
          for (const mapName of related ? [related].flat() : []) {
            if (!compilation.getAsset(mapName)) continue;
            compilation.updateAsset(mapName, (map: any) => new sources.RawSource(shiftMapOneLine(map.source().toString())));
          }
        }
      });
    });
  }
}

export default (api: IApi) => {
  api.describe({ key: 'compileHints' });
  api.chainWebpack((memo, { env }) => {
    if (env === 'production') memo.plugin(NAME).use(CompileHintsPlugin);
    return memo;
  });
};
