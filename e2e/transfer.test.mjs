// Transfers between warehouses, in zh and en: a transfer SZ01 → LA01 made through the form (a refusal
// keeps what was typed), shipped at SZ01, its notice shown at LA01 once the header switches warehouse,
// received there; the cross-warehouse stock shows the units in transit, then at LA01.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, dialog, fieldHelp, newPage, pickHeaderMenu, pickOption, signIn, useApiAs, useBrowser } from './helpers.mjs';
import { packThroughApi } from './packing.mjs';
import { say } from './texts.mjs';

const b = useBrowser();
const w1 = useApiAs('admin', 'w1');
const w2 = useApiAs('admin', 'w2');

const WORDS = {
  zh: { to: '目的仓库', inTransit: '在途', received: '已收货', created: '已创建' },
  en: { to: 'To warehouse', inTransit: 'In transit', received: 'Received', created: 'Created' },
};

const ok = (r) => {
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data;
};

/** Through the API, as the SZ01 floor does it: allocated, waved, picked, packed, labelled and shipped on a manifest. */
async function shipAtSource(id) {
  const b2b = '/api/outbound/b2b';
  assert.equal(ok(await w1(`${b2b}/orders/bulk`, { method: 'POST', body: { action: 'allocate', ids: [id] } })).done.length, 1);
  const wave = ok(await w1(`${b2b}/waves`, { method: 'POST', body: { orderIds: [id] } }));
  for (const t of ok(await w1(`${b2b}/waves/${wave.id}`)).tasks) ok(await w1(`${b2b}/waves/${wave.id}/tasks/${t.id}/pick`, { method: 'POST', body: { qty: t.qty, ...(t.lot ? { lot: t.lot } : {}) } }));
  await packThroughApi(w1, 'b2b', id);
  const order = ok(await w1(`${b2b}/orders/${id}/label`, { method: 'POST', body: {} }));
  const dock = ok(await w1(`${b2b}/meta`)).docks[0];
  const m = ok(await w1(`${b2b}/manifests`, { method: 'POST', body: { carrier: order.carrier, dock, trailer: 'E2E-TR' } }));
  for (const p of order.parcels) ok(await w1(`${b2b}/manifests/${m.id}/scan`, { method: 'POST', body: { trackingNo: p.trackingNo } }));
  ok(await w1(`${b2b}/manifests/${m.id}/confirm`, { method: 'POST', body: {} }));
}

/** Through the API, as the LA01 dock does it: arrived, unloaded, received and tallied. */
async function receiveAtDestination(noticeId) {
  const dock = ok(await w2('/api/inbound/meta')).docks.find((d) => d.status === 'free' && d.type !== 'outbound');
  ok(await w2(`/api/inbound/notices/${noticeId}/arrive`, { method: 'POST', body: { dock: dock.code } }));
  ok(await w2(`/api/inbound/notices/${noticeId}/unload`, { method: 'POST', body: {} }));
  ok(await w2(`/api/inbound/notices/${noticeId}/receive`, { method: 'POST', body: {} }));
  for (const l of ok(await w2(`/api/inbound/notices/${noticeId}`)).lines) ok(await w2(`/api/inbound/tally/${noticeId}/scan`, { method: 'POST', body: { code: l.sku, qty: l.expected, ...(l.lot ? { lot: l.lot } : {}), ...(l.expiry ? { expiry: l.expiry } : {}) } }));
  assert.equal(ok(await w2(`/api/inbound/tally/${noticeId}/finish`, { method: 'POST', body: {} })).status, 'tallied');
}

/** A SKU with units available at SZ01 (a different one per language). */
async function skuToSend(skip) {
  const rows = ok(await w1('/api/inventory/network?sku=SKU000&pageSize=100')).list;
  return rows.find((r) => r.warehouse.id === 'w1' && r.available >= 10 && r.sku !== skip);
}

const networkCell = (page, figure, sku, code) => page.locator(`[data-testid="network-${figure}-${code}-${sku}"]`);

/** The network list filtered to one SKU through its filter bar. */
async function filterSku(page, lang, sku) {
  const filters = page.getByTestId('network-filters');
  await filters.getByLabel(say(lang, 'inventory.sku.filter')).fill(sku);
  await filters.getByRole('button', { name: lang === 'zh' ? /^查\s?询$/ : /^Search$/ }).click();
}

let used;
for (const lang of ['zh', 'en']) {
  test(`transfer (${lang}): made at SZ01, shipped, its notice at LA01, received; the network stock follows`, async () => {
    const w = WORDS[lang];
    const row = await skuToSend(used);
    used = row.sku;
    const page = await newPage(b.browser, { lang });
    await signIn(page, 'admin', '/outbound/transfer');
    await page.locator('[data-testid=transfer-new]').click();
    const form = dialog(page);
    await pickOption(page, form.getByRole('combobox', { name: w.to }), 'LA01');
    await form.locator('#transferForm_lines_0_sku').fill(row.sku);
    // more than is available: the server's refusal on the quantity, in the page's language; what was typed stays
    await form.locator('#transferForm_lines_0_qty').fill(String(row.available + 5));
    await page.locator('[data-testid=transfer-save]').click();
    await fieldHelp(form, 'transferForm_lines_0_qty').filter({ hasText: String(row.available) }).waitFor();
    assert.equal(await form.locator('#transferForm_lines_0_sku').inputValue(), row.sku);
    await form.locator('#transferForm_lines_0_qty').fill('2');
    // the refusal shows while Save may still be busy with it, and a busy button takes no click
    await page.locator('[data-testid=transfer-save]').getByRole('img', { name: 'loading' }).waitFor({ state: 'detached' });
    await page.locator('[data-testid=transfer-save]').click();
    await form.waitFor({ state: 'hidden' });

    const t = ok(await w1('/api/transfers?pageSize=1')).list[0];
    assert.equal(t.lines[0].sku, row.sku);
    await page.locator(`[data-testid="transfer-status-${t.no}"]`).filter({ hasText: w.created }).waitFor();

    await shipAtSource(t.id);
    await page.reload();
    await page.locator(`[data-testid="transfer-status-${t.no}"]`).filter({ hasText: w.inTransit }).waitFor();
    await page.locator(`[data-testid="transfer-transit-${t.no}"]`).filter({ hasText: /^2$/ }).waitFor();
    const noticeNo = ok(await w1('/api/transfers?pageSize=1')).list[0].noticeNo;
    assert.match(noticeNo, /^ASN/);

    // LA01, chosen in the header: the same list shows the transfer coming, with its notice. The header
    // naming LA01 is what says the switch is done (the list at SZ01 names the notice too).
    const header = page.locator('[data-testid=warehouse-select]');
    const la01 = page.getByRole('menuitem', { name: 'LA01 · Los Angeles Ontario DC' });
    await pickHeaderMenu(page, header, la01, (timeout) => header.filter({ hasText: 'LA01' }).waitFor({ timeout }));
    await page.locator(`[data-testid="transfer-notice-${t.no}"]`).filter({ hasText: noticeNo }).waitFor();
    await page.goto(`${BASE_URL}/inbound/regular/warehousingNotify`);
    await page.locator(`[data-testid="notice-${noticeNo}"]`).waitFor();

    // the network stock: the two units in transit to LA01
    await page.goto(`${BASE_URL}/inventory/network`);
    await filterSku(page, lang, row.sku);
    await networkCell(page, 'inTransit', row.sku, 'LA01').filter({ hasText: /^2$/ }).waitFor();
    const la01OnHand = Number(await networkCell(page, 'onHand', row.sku, 'LA01').textContent());

    const incoming = ok(await w2('/api/transfers?pageSize=100')).list.find((x) => x.no === t.no);
    await receiveAtDestination(incoming.noticeId);
    await page.reload();
    await filterSku(page, lang, row.sku);
    await networkCell(page, 'inTransit', row.sku, 'LA01').filter({ hasText: /^0$/ }).waitFor();
    await networkCell(page, 'onHand', row.sku, 'LA01').filter({ hasText: new RegExp(`^${la01OnHand + 2}$`) }).waitFor();
    await page.goto(`${BASE_URL}/outbound/transfer`);
    await page.locator(`[data-testid="transfer-status-${t.no}"]`).filter({ hasText: w.received }).waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
