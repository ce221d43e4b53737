import { createHash } from 'crypto';
import type { IApi } from '@umijs/max';
import { internalsOn } from '../internals';

interface ChunkLike {
  name?: string | null;
  debugId: number;
}

/**
 * Unnamed (lazy) chunks count by their own id when umi names shared chunks: otherwise modules of
 * unrelated chunk sets collided into one chunk (antd's Tabs rode along onto every page).
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
