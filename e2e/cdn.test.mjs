/**
 * Base libraries from a CDN that cannot be reached (issue 5): a production build with CDN_BASE on a
 * loopback port that refuses connections still gives a working login page, from the local
 * /vendor/ copies. Builds into its own temp folder and serves it with its own `max preview`.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const CDN_BASE = 'http://127.0.0.1:9/npm'; // the discard port: nothing listens, the connection is refused

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

describe('base libraries with the CDN unreachable', { timeout: 240_000 }, () => {
  let out;
  let server;
  let baseUrl;
  let browser;

  before(async () => {
    out = mkdtempSync(join(tmpdir(), 'wms-cdn-'));
    const built = spawnSync('npx', ['max', 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, OUTPUT_PATH: out, CDN_BASE, ANALYZE: '' },
    });
    assert.equal(built.status, 0, 'build with CDN_BASE');
    const port = await freePort();
    server = spawn('npx', ['max', 'preview', '--port', String(port)], {
      cwd: root,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, OUTPUT_PATH: out },
    });
    baseUrl = `http://127.0.0.1:${port}`;
    const until = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${baseUrl}/api/getVersion`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > until) throw new Error('preview did not come up');
      await new Promise((r) => setTimeout(r, 300));
    }
    browser = await launch();
  });

  after(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    }
    if (out) rmSync(out, { recursive: true, force: true });
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
