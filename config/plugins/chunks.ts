import { createHash } from 'crypto';
import type { IApi } from '@umijs/max';
import { internalsOn } from '../internals';

interface ChunkLike {
  name?: string | null;
  debugId: number;
}

/**
 * umi's granularChunks names a shared chunk after the names of the chunks that use it; lazy
 * chunks (a React.lazy import, a stand-in of config/shims) have no name, so modules of unrelated
 * chunk sets collided into one chunk (antd's Tabs rode along with App's Modal/message onto every
 * page). Unnamed chunks count by their own id here (with the internals switch on, config/internals.ts).
 * Runs after umi's own webpack setup.
 */
export default (api: IApi) => {
  api.modifyWebpackConfig((memo) => {
    const shared = (memo.optimization?.splitChunks as any)?.cacheGroups?.shared;
    if (shared && internalsOn('chunkNames')) {
      shared.name = (_module: unknown, chunks: ChunkLike[]) =>
        `shared-${createHash('sha1')
          .update(chunks.map((c) => c.name ?? `#${c.debugId}`).join('|'))
          .digest('base64url')
          .slice(0, 27)}`;
    }
    // umi names a large library's chunk after its request: a package's own import map (`#swagger-ui`)
    // made `#swagger-ui-lib.js`, which webpack reads as a URL fragment and writes to the output folder.
    // A fix the build needs: on whatever the switch says.
    const lib = (memo.optimization?.splitChunks as any)?.cacheGroups?.lib;
    if (lib && typeof lib.name === 'function') {
      const named = lib.name;
      lib.name = (...args: unknown[]) => String(named(...args)).replace(/[^\w.@-]/g, '_');
    }
    return memo;
  });
};
