/**
 * Writes the API document of the mock (what GET /api/openapi.json serves) to a file, for a back-end
 * team's generators:   npm run openapi [-- out.json]   (default: openapi.json, not committed)
 */
import { readdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import { ROUTES } from '../mock/_lib/contract';
import { openApiDocument } from '../mock/_lib/openapi';
import { API_VERSION } from '../mock/openapi';

const mockDir = join(__dirname, '..', 'mock');
for (const f of readdirSync(mockDir).filter((n) => n.endsWith('.ts') && !/\.(test|bench)\./.test(n))) require(join(mockDir, f));
const out = process.argv[2] ?? 'openapi.json';
const doc = openApiDocument(ROUTES, API_VERSION);
writeFileSync(out, JSON.stringify(doc, null, 2) + '\n');
console.log(`${out}: ${Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0)} routes`);
