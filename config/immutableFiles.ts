import { existsSync } from 'fs';
import { join, resolve } from 'path';

type Req = { path: string };
type Res = { setHeader(name: string, value: string): unknown };

/** A built script or style named by its content hash, or a versioned copy of a base library. */
const HASHED = /^\/(?:[\w~.-]+\.[0-9a-f]{8}\.(?:async\.js|chunk\.css|js|css)|vendor\/[\w.-]+@[\w.-]+\/[\w./-]+)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

// `max preview` marks every file `no-cache`: each page load asked again for its scripts and styles.
// A file of the build whose name changes with its content may be kept for good, as production serves it.
export function markImmutable(outputDir: string) {
  return (req: Req, res: Res, next: () => void) => {
    if (HASHED.test(req.path) && !req.path.includes('..') && existsSync(join(outputDir, req.path))) res.setHeader('Cache-Control', IMMUTABLE);
    next();
  };
}

// Umi reads this file as the last mock file (.umirc.ts `mock.include`): its only hook before the
// preview's static server. Every GET or HEAD no mock route took passes through it.
const mark = markImmutable(resolve(__dirname, '..', process.env.OUTPUT_PATH || 'dist'));
export default { 'GET /(.*)': mark, 'HEAD /(.*)': mark };
