// The API document that `npm run openapi` writes is valid OpenAPI 3.1 (the official JSON Schema of
// the specification, through @seriousme/openapi-schema-validator).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';

test('npm run openapi writes a valid OpenAPI 3.1 document of every route', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'api.json');
  execFileSync('npx', ['tsx', 'scripts/openapi.ts', out], { cwd: join(import.meta.dirname, '..'), stdio: 'pipe' });
  const doc = JSON.parse(readFileSync(out, 'utf8'));
  const result = await new Validator().validate(doc);
  assert.equal(result.valid, true, JSON.stringify(result.errors, null, 1)?.slice(0, 2000));
  assert.equal(doc.openapi, '3.1.0');
  assert.equal(doc['x-undocumented'], undefined, `undocumented: ${doc['x-undocumented']}`);
  const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
  assert.ok(operations.length > 250, `${operations.length} routes`);
  assert.ok(operations.every((op) => op.responses['200'] || op.responses['204']));
});
