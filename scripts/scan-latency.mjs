/**
 * Scan latency of the handheld stations: on a 360 px screen with the CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate), the time from a scan's Enter to the station's answer painted (the
 * first frame after the page's text changed), for the tally, pick, putaway, count and pack stations.
 * Used by `npm run bench` (budget: p95 ≤ 100 ms); alone: `node scripts/scan-latency.mjs <baseUrl>`.
 */
import { pathToFileURL } from 'node:url';
import { launch } from '../e2e/browser.mjs';
import { api, apiToken, PASSWORDS, receivedNotice as receivedNoticeOf } from '../e2e/helpers.mjs';

const HANDHELD = { width: 360, height: 740 };
export const THROTTLE = 4;

/** In the page: the time of Enter in the scan field, and of the first frame after the page's text changed. */
export function watchScans() {
  const w = (window.__scanWatch = { t0: 0, before: '', painted: 0, changed: false });
  const { port1, port2: painted } = new MessageChannel();
  port1.onmessage = () => (w.painted = performance.now());
  const text = () => document.querySelector('main')?.textContent ?? '';
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Enter' || e.target?.getAttribute?.('data-testid') !== 'scan-input') return;
      Object.assign(w, { t0: performance.now(), before: text(), painted: 0, changed: false });
    },
    true,
  );
  new MutationObserver(() => {
    if (!w.t0 || w.changed || text() === w.before) return;
    w.changed = true;
    w.changedAt = performance.now();
    // A message posted from a frame callback runs once that frame is painted. (A timer would also
    // wait for the work queued behind the frame: lists asked again, background renders.)
    requestAnimationFrame(() => {
      w.frameAt = performance.now();
      painted.postMessage(null);
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/**
 * Measures the stations against `baseUrl` (a preview with the mock back end); answers { station: { n, median, p95, refused } },
 * or { station: { error } } for a station this build cannot be driven through (an older build in an A/B), the others measured still.
 */
export async function scanLatency(baseUrl, { browser: given } = {}) {
  const browser = given ?? (await launch());
  const token = await apiToken('admin', baseUrl);
  const call = async (path, opts = {}) => {
    const r = await api(path, { method: 'GET', token, warehouse: 'w1', baseUrl, ...opts });
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  };
  const products = (await call('/api/outbound/b2c/products?q=SKU00')).filter((p) => p.barcodes.length > 0 && p.available >= 40);

  /** The open stations' browser contexts, closed when a station's measurement fails. */
  const contexts = new Set();
  /** A handheld page signed in as admin on `path` (then `open` run), its CPU slowed. */
  async function station(path, open = async () => {}) {
    const context = await browser.newContext({ viewport: HANDHELD, locale: 'zh-CN' });
    contexts.add(context);
    await context.addInitScript(watchScans);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${baseUrl}/login`);
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill(PASSWORDS.admin);
    await page.locator('[data-testid=login-submit]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${baseUrl}${path}`);
    await open(page);
    await page.getByTestId('scan-input').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const times = [];
    let refused = 0;
    /** One scan, timed; `measured: false` for the scans that set a station up. */
    const scan = async (code, { measured = true } = {}) => {
      const input = page.getByTestId('scan-input');
      await input.fill(code);
      await input.press('Enter');
      await page.waitForFunction(() => window.__scanWatch.painted > 0);
      const { t0, painted } = await page.evaluate(() => window.__scanWatch);
      const alerted = await page.getByRole('alert').filter({ visible: true }).count();
      if (alerted) {
        refused++;
        if (process.env.SCAN_LATENCY_DEBUG) console.error(path, code, await page.getByRole('alert').filter({ visible: true }).allInnerTexts());
      }
      if (measured && !alerted) times.push(painted - t0);
      if (process.env.SCAN_LATENCY_DEBUG) console.error(path, code, Math.round(painted - t0));
    };
    const done = async () => {
      await context.close();
      return { n: times.length, median: percentile(times, 50), p95: percentile(times, 95), refused, times };
    };
    return { page, scan, done };
  }

  const receivedNotice = (lines) => receivedNoticeOf(lines.map((l) => ({ ...l, expiry: '2027-12-31' })), { token, baseUrl, supplier: 'Bench' });


  const out = {};
  /** Runs one station's measurement; a failure is recorded as its result and its page closed. */
  const measure = async (name, run) => {
    try {
      out[name] = await run();
    } catch (e) {
      out[name] = { error: String(e.message).split('\n')[0] };
      for (const c of contexts) await c.close().catch(() => {});
    }
    contexts.clear();
  };

  // tally: a notice chosen by its container number, then its product's barcode 30 times
  await measure('tally', async () => {
    const [p] = products;
    const n = await receivedNotice([{ sku: p.sku, expected: 500 }]);
    const s = await station('/inbound/regular/tally');
    await s.scan(n.containerNo, { measured: false });
    for (let i = 0; i < 30; i++) await s.scan(p.barcodes[0]);
    return s.done();
  });

  // pick: a wave of one line of 11 units, 10 picked a unit at a time (location, product, quantity)
  await measure('pick', async () => {
    const p = products[1];
    const order = await call('/api/outbound/b2c/orders', { method: 'POST', body: { receiver: { name: 'Bench', address: '1 Bench Rd' }, carrier: 'SF', lines: [{ sku: p.sku, qty: 11 }] } });
    await call('/api/outbound/b2c/orders/bulk', { method: 'POST', body: { action: 'allocate', ids: [order.id] } });
    const wave = await call('/api/outbound/b2c/waves', { method: 'POST', body: { orderIds: [order.id] } });
    const s = await station('/outbound/b2c/pick', (page) => page.getByTestId(`wave-${wave.no}`).click());
    for (let unit = 0; unit < 10; unit++) {
      const [task] = (await call(`/api/outbound/b2c/waves/${wave.id}`)).tasks.filter((t) => t.picked < t.qty);
      await s.scan(task.location);
      await s.scan(task.sku);
      await s.scan('1');
    }
    return s.done();
  });

  // putaway: 15 pallets (a notice of 15 lines, tallied as announced), each its LPN then its suggested location
  await measure('putaway', async () => {
    const n = await receivedNotice(products.slice(2, 17).map((p) => ({ sku: p.sku, expected: 2 })));
    for (let i = 0; i < n.lines.length; i++) await call(`/api/inbound/tally/${n.id}/lines/${i}`, { method: 'PUT', body: { good: 2, damaged: 0 } });
    const tallied = await call(`/api/inbound/tally/${n.id}/finish`, { method: 'POST', body: {} });
    const s = await station('/inbound/regular/onShelf');
    for (const task of tallied.putaway) {
      await s.scan(task.lpn);
      await s.scan(task.suggested);
    }
    return s.done();
  });

  // count: a SKU's plan, one of its locations scanned, then the product 30 times
  await measure('count', async () => {
    // the first product a count may take (not under count already, no allocated units on its locations)
    let p;
    let plan;
    for (p of products.slice(17, -1)) {
      const r = await api('/api/count/plans', { token, warehouse: 'w1', baseUrl, body: { kind: 'sku', skus: [p.sku] } });
      if (r.status === 200) {
        plan = r.body.data;
        break;
      }
    }
    const [task] = (await call(`/api/count/plans/${plan.id}`)).taskList;
    const s = await station('/inventory/count');
    await s.scan(task.location, { measured: false });
    for (let i = 0; i < 30; i++) await s.scan(p.sku);
    return s.done();
  });

  // pack: an order of 30 units of one product, picked; a carton opened, then the product 30 times
  await measure('pack', async () => {
    const p = products.at(-1);
    const order = await call('/api/outbound/b2c/orders', { method: 'POST', body: { receiver: { name: 'Bench', address: '1 Bench Rd' }, carrier: 'SF', lines: [{ sku: p.sku, qty: 30 }] } });
    await call('/api/outbound/b2c/orders/bulk', { method: 'POST', body: { action: 'allocate', ids: [order.id] } });
    const wave = await call('/api/outbound/b2c/waves', { method: 'POST', body: { orderIds: [order.id] } });
    for (const task of (await call(`/api/outbound/b2c/waves/${wave.id}`)).tasks) {
      await call(`/api/outbound/b2c/waves/${wave.id}/tasks/${task.id}/pick`, { method: 'POST', body: { qty: task.qty, ...(task.lot ? { lot: task.lot } : {}) } });
    }
    const s = await station('/outbound/b2c/pack');
    await s.scan(order.no, { measured: false });
    await s.page.getByTestId('pack-open').click();
    await s.page.getByTestId('pack-carton-1').waitFor();
    for (let i = 0; i < 30; i++) await s.scan(p.barcodes[0]);
    return s.done();
  });

  if (!given) await browser.close();
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseUrl = process.argv[2] || process.env.BASE_URL || 'http://localhost:8000';
  const r = await scanLatency(baseUrl);
  for (const [k, v] of Object.entries(r)) {
    console.log(v.error ? `${k.padEnd(8)} not measured: ${v.error}` : `${k.padEnd(8)} n=${v.n} median ${v.median?.toFixed(0)} ms  p95 ${v.p95?.toFixed(0)} ms  refused ${v.refused}`);
  }
}
