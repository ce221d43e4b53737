import type { IApi } from '@umijs/max';

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled eagerly, on a background thread while it streams in, instead of lazily on the
 * main thread at each function's first call. The console's chunks run most of their code as they
 * load (React, the layout, the page), so the main thread is spared that compile time (issue 23;
 * figures in docs/benchmarks.md, "compile hints"). Browsers without it read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'CompileHintsPlugin';
const JS = /\.js$/;

/** A source map shifted one line down, for a file that got one line put in front of it. */
export function shiftMapOneLine(mapJson: string): string {
  const map = JSON.parse(mapJson);
  map.mappings = `;${map.mappings}`;
  return JSON.stringify(map);
}

/**
 * Puts the hint in front of every JavaScript file the build emits. After umi's minifier and its
 * IIFE fix (which read the file's start) and after the source maps (shifted here), before the
 * real content hash, so the file names still match their content.
 */
class CompileHintsPlugin {
  apply(compiler: any) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation: any) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 }, (assets: Record<string, unknown>) => {
        for (const name of Object.keys(assets)) {
          if (!JS.test(name)) continue;
          compilation.updateAsset(name, (source: any) => new sources.ConcatSource(COMPILE_HINT, source));
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
