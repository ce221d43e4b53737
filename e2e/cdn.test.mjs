/**
 * Base libraries from a CDN that cannot be reached (issue 5): a production build with CDN_BASE on a
 * loopback port that refuses connections still gives a working login page, from the local
 * /vendor/ copies. The build at OUTPUT_PATH and BASE_URL when it was built so (e2e/run.mjs's smoke
 * build); else its own build into a temp folder, with its own `max preview`.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launch } from './browser.mjs';
import { build, root, startPreview, UNREACHABLE_CDN as CDN_BASE } from './server.mjs';

const given = process.env.OUTPUT_PATH && join(root, process.env.OUTPUT_PATH);
const builtWithCdn = (dir) => existsSync(join(dir, 'index.html')) && readFileSync(join(dir, 'index.html'), 'utf8').includes(CDN_BASE);

describe('base libraries with the CDN unreachable', { timeout: 240_000 }, () => {
  let out;
  let server;
  let baseUrl;
  let browser;

  before(async () => {
    if (given && process.env.BASE_URL && builtWithCdn(given)) {
      out = given;
      baseUrl = process.env.BASE_URL;
    } else {
      out = mkdtempSync(join(tmpdir(), 'wms-cdn-'));
      assert.equal(build({ outputPath: out, env: { CDN_BASE, ANALYZE: '' } }), 0, 'build with CDN_BASE');
      server = await startPreview({ outputPath: out, stdio: 'ignore', stopOnExit: false });
      baseUrl = server.baseUrl;
    }
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
    if (!server) return;
    server.stop();
    rmSync(out, { recursive: true, force: true });
  });

  it('the built page points at the CDN first', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    assert.ok(html.includes(`src="${CDN_BASE}/react@`), 'React from the CDN base');
  });

  it('falls back to /vendor/ and the login page works', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const cdnRequests = [];
    const localVendor = [];
    page.on('request', (r) => {
      if (r.url().startsWith('http://127.0.0.1:9/')) cdnRequests.push(r.url());
      if (r.url().startsWith(`${baseUrl}/vendor/`)) localVendor.push(r.url());
    });
    await page.goto(`${baseUrl}/login`);
    await page.locator('#username').waitFor({ timeout: 15_000 });
    assert.equal(cdnRequests.length, 3, 'tried the CDN for React, ReactDOM and dayjs');
    assert.equal(localVendor.length, 3, 'then loaded the local copies');
    assert.deepEqual(await page.evaluate(() => [typeof React, typeof ReactDOM, typeof dayjs]), ['object', 'object', 'function']);
    // It works: a wrong password is answered by the (mock) back end.
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill('wrong-password');
    await page.locator('[data-testid=login-submit]').click();
    await page.locator('[data-testid=login-error]').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
