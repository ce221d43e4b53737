// The API document for back-end developers (issue #50): served by the mock, shown by a viewer
// that only its own page loads, in both languages, without signing in.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASE_URL, newPage, useBrowser } from './helpers.mjs';

const b = useBrowser();
/** Swagger UI's chunk (config/plugins/chunks.ts names it after the package). */
const VIEWER_CHUNK = /swagger-ui/;

describe('the API document', () => {
  test('GET /api/openapi.json is an OpenAPI 3.1 document of every route, without a token', async () => {
    const r = await fetch(`${BASE_URL}/api/openapi.json`);
    assert.equal(r.status, 200);
    const doc = await r.json();
    assert.equal(doc.openapi, '3.1.0');
    const routes = Object.values(doc.paths).flatMap((p) => Object.keys(p));
    assert.ok(routes.length > 250, `${routes.length} routes`);
    assert.equal(doc['x-undocumented'], undefined);
    assert.deepEqual(doc.paths['/api/login'].post['x-access'], 'public');
  });

  for (const [lang, title] of [['zh', '后端接口文档'], ['en', 'Back-end API']]) {
    test(`the viewer shows every route (${lang})`, async () => {
      const page = await newPage(b.browser, { lang });
      const scripts = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(`${BASE_URL}/developer/api`);
      await page.getByRole('heading', { name: title }).waitFor();
      // Swagger UI lists each route as an operation block, grouped by tag; it lays out the whole
      // document first (9 s alone on a 2 GHz core, past 15 s beside another lane)
      await page.locator('.opblock-tag-section').first().waitFor({ timeout: 60_000 });
      await page.locator('.opblock-tag', { hasText: 'login' }).click();
      await page.locator('.opblock-summary-path', { hasText: '/api/login' }).first().waitFor();
      assert.equal(await page.getByTestId('api-document-json').getAttribute('href'), '/api/openapi.json');
      assert.ok(scripts.some((url) => VIEWER_CHUNK.test(url)), `the viewer's chunk: ${scripts.join(' ')}`);
      assert.deepEqual(page.errors, []);
    });
  }

  test('no other page loads the viewer', async () => {
    const page = await newPage(b.browser, { lang: 'en' });
    const scripts = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${BASE_URL}/login`);
    await page.getByRole('button', { name: /^Sign in$/ }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(scripts.length > 0);
    assert.deepEqual(scripts.filter((url) => VIEWER_CHUNK.test(url)), []);
  });
});
