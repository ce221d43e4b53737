/**
 * Warehousing notices (152) and container receipt (27), in both languages: the import with its
 * all-or-nothing preview, the form keeping what was typed when the server refuses a line, and the
 * receiving dock's flow with its dock board (arrive, unload, receive, a busy dock refused, cancel).
 */
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, apiToken, confirmPopconfirm, dialog, fieldHelp, login, newPage, resetBackend, pickOption, useBrowser, BASE_URL, openAsAdmin } from './helpers.mjs';
import { say } from './texts.mjs';

const b = useBrowser();

let token;
/** The mock back end as the admin in warehouse w1 (fixtures and checks, not the user's actions). */
const call = (path, opts = {}) => api(path, { token, warehouse: 'w1', method: 'GET', ...opts });
/** SKUs found in the product list (not hard-coded): two without shelf life, one with. */
let plain;
let shelf;

before(async () => {
  await resetBackend();
  token = await apiToken('admin');
  const products = (await call('/api/master/products?pageSize=200')).body.data.list.filter((p) => p.enabled);
  plain = products.filter((p) => !p.shelfLife).map((p) => p.sku);
  shelf = products.find((p) => p.shelfLife)?.sku;
  assert.ok(plain.length >= 2 && shelf, 'enabled products with and without shelf life');
});

let seq = 0;
/** A container number no other test uses. */
const container = (tag) => `E2E${tag}${Date.now().toString(36).toUpperCase()}${++seq}`;
const ETA = '2030-01-15';

/** A notice made through the API (a fixture). */
async function makeNotice(tag) {
  const r = await call('/api/inbound/notices', { method: 'POST', body: { supplier: 'E2E Supplier', containerNo: container(tag), eta: ETA, lines: [{ sku: plain[0], expected: 10 }] } });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data;
}
const noticeByNo = async (no) => (await call(`/api/inbound/notices?no=${no}`)).body.data.list.find((n) => n.no === no);
/** A free inbound dock now, other than `not`. */
const freeDock = async (...not) => (await call('/api/inbound/meta')).body.data.docks.find((d) => d.status === 'free' && !not.includes(d.code))?.code;

const rowOf = (page, no) => page.locator('tr', { has: page.locator(`[data-testid="notice-${no}"]`) });
const statusIn = (scope, lang, status) => scope.locator(`[data-testid=status-${status}]`).filter({ hasText: say(lang, `inbound.status.${status}`) });

const open = (lang, path) => openAsAdmin(b.browser, lang, path);

for (const lang of ['zh', 'en']) {
  describe(`inbound notices (${lang})`, () => {
    test('import: the preview names the bad row\'s problem and Import waits; the file without it makes one notice of the container, listed under Created', async () => {
      const page = await open(lang, '/inbound/regular/warehousingNotify');
      await page.locator('[data-testid=notice-table] tbody tr[data-row-key]').first().waitFor();
      const cn = container('IMP');
      const good = [`${cn},Ningbo Ocean,${ETA},,${plain[0]},12,,`, `${cn},Ningbo Ocean,${ETA},,${plain[1]},"1,200",L1,`];
      const header = 'containerNo,supplier,eta,note,sku,expected,lot,expiry';
      await page.locator('[data-testid=notice-import]').click();
      const files = page.locator('input[type=file]');
      await files.setInputFiles({ name: 'notices.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...good, `${cn},Ningbo Ocean,${ETA},,NOPE-${lang},5,,`].join('\n')) });
      const summary = page.locator('[data-testid=import-summary]');
      await summary.filter({ hasText: say(lang, 'kit.list.import.allOrNothing') }).waitFor();
      const badRow = page.locator('[data-testid=import-preview] tbody tr[data-row-key="2"]');
      await badRow.getByText(say(lang, 'server.inbound.skuUnknown', { sku: `NOPE-${lang}` })).waitFor();
      const submit = page.locator('[data-testid=import-submit]');
      assert.equal(await submit.isDisabled(), true, 'Import is refused while a row has problems');
      assert.equal((await call(`/api/inbound/notices?no=${cn}`)).body.data.total, 0);

      await files.setInputFiles({ name: 'notices.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...good].join('\n')) });
      await badRow.waitFor({ state: 'detached' });
      assert.equal(await summary.filter({ hasText: say(lang, 'kit.list.import.allOrNothing') }).count(), 0);
      await submit.click();
      await dialog(page).waitFor({ state: 'hidden' });

      const [made] = (await call(`/api/inbound/notices?no=${cn}`)).body.data.list;
      assert.ok(made, 'the notice was made');
      assert.equal(made.lineCount, 2);
      assert.equal(made.expectedQty, 1212);
      await page.locator('[data-testid=tab-created]').click();
      const row = rowOf(page, made.no);
      await statusIn(row, lang, 'created').waitFor();
      await row.getByText(cn).waitFor();
      assert.deepEqual(page.errors, []);
    });

    test('form: a shelf-life SKU without expiry is refused on its expiry field, nothing typed is lost; with the expiry it is saved', async () => {
      const page = await open(lang, '/inbound/regular/warehousingNotify');
      await page.locator('[data-testid=notice-table] tbody tr[data-row-key]').first().waitFor();
      await page.locator('[data-testid=notice-new]').click();
      const form = dialog(page);
      const cn = container('FORM');
      const field = (id) => form.locator(`#noticeForm_${id}`);
      await field('supplier').fill('Pacific Apparel Co');
      await field('containerNo').fill(cn);
      await field('eta').fill(ETA);
      await field('eta').press('Enter');
      await field('lines_0_sku').fill(plain[0]);
      await field('lines_0_expected').fill('20');
      await form.locator('[data-testid=notice-line-add]').click();
      await field('lines_1_sku').fill(shelf);
      await field('lines_1_expected').fill('30');
      await field('lines_1_lot').fill('LOT-E2E');
      await page.locator('[data-testid=notice-save]').click();

      // the server's problem on the second line's expiry, in the page's language
      await fieldHelp(form, 'noticeForm_lines_1_expiry').filter({ hasText: say(lang, 'server.inbound.expiryRequired', { sku: shelf }) }).waitFor();
      const kept = { supplier: 'Pacific Apparel Co', containerNo: cn, eta: ETA, lines_0_sku: plain[0], lines_0_expected: '20', lines_1_sku: shelf, lines_1_expected: '30', lines_1_lot: 'LOT-E2E' };
      for (const [id, value] of Object.entries(kept)) assert.equal(await field(id).inputValue(), value, id);
      assert.equal((await call(`/api/inbound/notices?no=${cn}`)).body.data.total, 0);

      await field('lines_1_expiry').fill('2031-06-30');
      await field('lines_1_expiry').press('Enter');
      await page.locator('[data-testid=notice-save]').click();
      await form.waitFor({ state: 'hidden' });
      const [made] = (await call(`/api/inbound/notices?no=${cn}`)).body.data.list;
      assert.ok(made, 'saved');
      const detail = (await call(`/api/inbound/notices/${made.id}`)).body.data;
      assert.deepEqual(detail.lines.map((l) => [l.sku, l.expected, l.lot, l.expiry]), [[plain[0], 20, undefined, undefined], [shelf, 30, 'LOT-E2E', '2031-06-30']]);
      await statusIn(rowOf(page, made.no), lang, 'created').waitFor();
      assert.deepEqual(page.errors, []);
    });

    test('receipt: arrive at a dock (the board shows it taken by the container), unload, confirm receipt (the dock is free again); a dock taken meanwhile is refused', async () => {
      const first = await makeNotice('RCA');
      const second = await makeNotice('RCB');
      const colleague = await makeNotice('RCC');
      const dock = await freeDock();
      assert.ok(dock, 'a free inbound dock');
      const page = await open(lang, '/inbound/regular');
      const board = page.locator(`[data-testid="dock-${dock}"]`);
      await page.locator(`[data-testid="dock-${dock}"][data-status=free]`).waitFor();
      const row = rowOf(page, first.no);
      await statusIn(row, lang, 'created').waitFor();

      await page.locator(`[data-testid="receipt-arrive-${first.no}"]`).click();
      const arrive = dialog(page);
      await pickOption(page, arrive.getByRole('combobox'), `${dock} ·`);
      await arrive.locator('[data-testid=arrive-ok]').click();
      await arrive.waitFor({ state: 'hidden' });
      await statusIn(row, lang, 'arrived').waitFor();
      await page.locator(`[data-testid="dock-${dock}"][data-status=occupied]`).waitFor();
      await board.getByText(say(lang, 'inbound.dock.taken')).waitFor();
      await page.locator(`[data-testid="dock-${dock}-by"]`).filter({ hasText: `${first.containerNo} · ${first.no}` }).waitFor();
      await row.getByText(dock, { exact: true }).waitFor();

      await page.locator(`[data-testid="receipt-unload-${first.no}"]`).click();
      await confirmPopconfirm(page);
      await statusIn(row, lang, 'unloading').waitFor();
      await page.locator(`[data-testid="receipt-receive-${first.no}"]`).click();
      await confirmPopconfirm(page);
      await statusIn(row, lang, 'received').waitFor();
      await page.locator(`[data-testid="dock-${dock}"][data-status=free]`).waitFor();
      await board.getByText(say(lang, 'inbound.dock.free')).waitFor();
      assert.equal((await noticeByNo(first.no)).status, 'received');

      // the second notice: its dock is taken by a colleague between choosing it and confirming
      const other = await freeDock();
      await page.locator(`[data-testid="receipt-arrive-${second.no}"]`).click();
      await pickOption(page, arrive.getByRole('combobox'), `${other} ·`);
      assert.equal((await call(`/api/inbound/notices/${colleague.id}/arrive`, { method: 'POST', body: { dock: other } })).status, 200);
      await arrive.locator('[data-testid=arrive-ok]').click();
      await arrive.locator('[data-testid=arrive-refusal]').filter({ hasText: say(lang, 'server.inbound.dockBusy', { dock: other, trailer: colleague.containerNo }) }).waitFor();
      // the board shows who took it; the notice is still created
      await page.locator(`[data-testid="dock-${other}-by"]`).filter({ hasText: colleague.containerNo }).waitFor();
      assert.equal((await noticeByNo(second.no)).status, 'created');
      await arrive.getByRole('button', { name: /^(取\s?消|Cancel)$/ }).click();
      await arrive.waitFor({ state: 'hidden' });
      assert.equal((await call(`/api/inbound/notices/${colleague.id}/cancel`, { method: 'POST', body: { reason: 'e2e' } })).status, 200);
      assert.deepEqual(page.errors, []);
    });

    test('receipt: cancelling a notice at a dock (with a reason) frees the dock', async () => {
      const n = await makeNotice('CNL');
      const dock = await freeDock();
      assert.equal((await call(`/api/inbound/notices/${n.id}/arrive`, { method: 'POST', body: { dock } })).status, 200);
      const page = await open(lang, '/inbound/regular');
      const row = rowOf(page, n.no);
      await statusIn(row, lang, 'arrived').waitFor();
      await page.locator(`[data-testid="dock-${dock}-by"]`).filter({ hasText: n.containerNo }).waitFor();

      await page.locator(`[data-testid="receipt-cancel-${n.no}"]`).click();
      const ask = dialog(page);
      await ask.getByText(say(lang, 'inbound.notice.cancelTitle', { no: n.no })).waitFor();
      await ask.locator('[data-testid=reason-input]').fill('Supplier recalled the container');
      await ask.locator('[data-testid=reason-ok]').click();
      await ask.waitFor({ state: 'hidden' });
      // a cancelled notice is no longer the dock's work: it leaves the list, and the dock is free
      await row.waitFor({ state: 'detached' });
      await page.locator(`[data-testid="dock-${dock}"][data-status=free]`).waitFor();
      const after = (await call(`/api/inbound/notices/${n.id}`)).body.data;
      assert.equal(after.status, 'cancelled');
      assert.equal(after.history.at(-1).note, 'Supplier recalled the container');
      assert.deepEqual(page.errors, []);
    });
  });
}
