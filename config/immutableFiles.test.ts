import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { dirname, join } from 'path';
import { IMMUTABLE, markImmutable } from './immutableFiles';

const out = mkdtempSync(join(tmpdir(), 'immutable-'));
for (const f of ['umi.62b41b1a.js', 'p__product__index.fc59512a.async.js', 'shared-Ab_c-1.ff060d12.chunk.css', 'umi.da463138.css', 'vendor/react@18.3.1/umd/react.production.min.js', 'index.html', 'locales/zh/common.json', 'favicon.svg']) {
  mkdirSync(dirname(join(out, f)), { recursive: true });
  writeFileSync(join(out, f), '');
}

/** The Cache-Control the middleware set for `path` ('' if none); it always passes the request on. */
function cacheControl(path: string): string {
  let header = '';
  const next = jest.fn();
  markImmutable(out)({ path }, { setHeader: (name, value) => (header = name === 'Cache-Control' ? value : header) }, next);
  expect(next).toHaveBeenCalledTimes(1);
  return header;
}

test('a built script or style named by its content hash, and a versioned base library, are immutable', () => {
  for (const path of ['/umi.62b41b1a.js', '/p__product__index.fc59512a.async.js', '/shared-Ab_c-1.ff060d12.chunk.css', '/umi.da463138.css', '/vendor/react@18.3.1/umd/react.production.min.js']) {
    expect([path, cacheControl(path)]).toEqual([path, IMMUTABLE]);
  }
});

test('the page, translations, icons, API paths and files the build does not have keep the server’s own header', () => {
  for (const path of ['/', '/index.html', '/product', '/locales/zh/common.json', '/favicon.svg', '/api/currentUser', '/umi.00000000.js', '/vendor/react@18.3.1/../../index.html']) {
    expect([path, cacheControl(path)]).toEqual([path, '']);
  }
});
