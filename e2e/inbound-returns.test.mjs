// Returns in the browser (issue "Inbound and returns", menus 215, 223, 472, 318): a shipped B2C
// parcel comes back, is preprocessed by scan, graded, booked onto a pallet, put away, and its units
// are available again; a destroy-graded unit gets a destroy order; a trailer takes a dock, which a
// second trailer cannot have until the first has finished unloading.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { animationsDone, api, apiToken, BASE_URL, confirmPopconfirm, dialog, fieldHelp, newPage, pickOption, popconfirm, resetBackend, selectOption, signIn, useBrowser } from './helpers.mjs';

const b = useBrowser();
const HANDHELD = { width: 390, height: 844 };
let token;
const call = (path, opts = {}) => api(path, { token, warehouse: 'w1', method: 'GET', ...opts });

before(async () => {
  await resetBackend();
  token = await apiToken('admin');
});

/** Waits until no finite animation runs: a click on a dialog still zooming in can miss its button. */
const settled = animationsDone;

/** Confirms the open Popconfirm once it has finished zooming in (a click during the animation can miss OK). */
async function confirm(page) {
  await popconfirm(page).waitFor();
  await settled(page);
  await confirmPopconfirm(page);
}

/** E2E_SHOTS=<dir>: the tests also save screenshots of the screens mid-way (for a person to look at). */
async function shot(page, name, lang) {
  if (!process.env.E2E_SHOTS) return;
  mkdirSync(process.env.E2E_SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: join(process.env.E2E_SHOTS, `returns-${name}-${lang}.png`) });
}

const WORDS = {
  zh: { create: /创建退货单/, found: '最多可退', counted: '已退', created: '已创建', ok: /^确\s?定$/, save: /^保\s?存$/, shelved: '已上架', restockQ: '新托盘', dock: '月台', carrier: '承运商', taken: '占用', busy: '已被', all: '全部重新上架' },
  en: { create: /Create return/, found: 'may come back', counted: 'returned', created: 'created', ok: /^OK$/, save: /^Save$/, shelved: 'Shelved', restockQ: 'new pallet', dock: 'Dock', carrier: 'Carrier', taken: 'taken by', busy: 'is taken by', all: 'All Restock' },
};

const used = new Set();
/** A shipped B2C order nothing has come back from yet (not used by another test here): its tracking number and a line. */
async function freshShippedOrder(minQty = 1) {
  const { list } = (await call('/api/outbound/b2c/orders?status=shipped&pageSize=100')).body.data;
  for (const row of list) {
    if (used.has(row.id)) continue;
    const order = (await call(`/api/outbound/b2c/orders/${row.id}`)).body.data;
    const lookup = (await call(`/api/inbound/returns-lookup?order=${encodeURIComponent(order.no)}`)).body.data;
    const line = lookup?.lines.find((l) => l.returnable >= minQty && l.returnable === l.shipped);
    if (!order.trackingNos?.length || !line || lookup.returns.length) continue;
    used.add(row.id);
    return { order, tracking: order.trackingNos[0], line, returnable: lookup.lines.reduce((n, l) => n + l.returnable, 0) };
  }
  throw new Error('no shipped B2C order left to return');
}

const available = async (sku) => (await call(`/api/outbound/b2c/products?q=${encodeURIComponent(sku)}`)).body.data.find((p) => p.sku === sku).available;
const returnOf = async (orderNo) => {
  const [row] = (await call(`/api/inbound/returns?no=${encodeURIComponent(orderNo)}`)).body.data.list;
  return row && (await call(`/api/inbound/returns/${row.id}`)).body.data;
};
const scan = async (input, code) => {
  await input.fill(code);
  await input.press('Enter');
};
const rowOf = (page, testId) => page.locator('tr', { has: page.locator(`[data-testid="${testId}"]`) });

async function openAs(lang, path, viewport) {
  const page = await newPage(b.browser, { lang, ...(viewport ? { viewport } : {}) });
  await signIn(page, 'admin', `${path}`);
  return page;
}

/** Grades a return on 223 through its dialog: `grades` per line ({ restock, damaged, destroy }), or the dialog's defaults. */
async function gradeOnScreen(page, no, lang, grades) {
  await page.locator(`[data-testid="return-grade-${no}"]`).click();
  const form = dialog(page);
  await form.locator('[data-testid=grade-restock-0]').waitFor();
  await settled(page);
  if (grades) for (const [k, v] of Object.entries(grades)) await form.locator(`[data-testid=grade-${k}-0]`).fill(String(v));
  await shot(page, 'grade-dialog', lang);
  await form.getByRole('button', { name: WORDS[lang].save }).click();
  await form.waitFor({ state: 'hidden' });
}

for (const lang of ['zh', 'en']) {
  test(`${lang}: a shipped B2C order comes back — preprocessed by scan at 390 px, graded restock, booked onto a pallet, put away: available again; the drawer shows it shelved with its records`, async () => {
    const w = WORDS[lang];
    const { order, tracking, line, returnable } = await freshShippedOrder(1);
    const qty = Math.min(line.returnable, 2);
    const before = await available(line.sku);

    // ---- 215: preprocessing on a handheld
    const page = await openAs(lang, '/inbound/return/tallyReturn', HANDHELD);
    const input = page.locator('[data-testid=return-scan]');
    await input.waitFor();
    // a code of no shipped order is refused, in the page's language, and changes nothing
    await scan(input, 'NO-SUCH-PARCEL-1');
    await page.getByRole('alert').filter({ hasText: 'NO-SUCH-PARCEL-1' }).waitFor();
    await scan(input, tracking);
    await page.getByRole('status').filter({ hasText: order.no }).filter({ hasText: w.found }).waitFor();
    await page.getByTestId('return-order').filter({ hasText: order.no }).waitFor();
    for (let i = 0; i < qty; i++) {
      await scan(input, line.sku.toLowerCase());
      await page.getByRole('status').filter({ hasText: `${i + 1}` }).filter({ hasText: line.sku }).waitFor();
    }
    // the station's lines follow the scan's answer in a later render
    await page.waitForFunction(([id, v]) => document.querySelector(`[data-testid="${id}"]`)?.value === v, [`return-count-${line.sku}`, String(qty)]);
    await page.getByTestId('return-progress').filter({ hasText: `${qty}/${returnable}` }).waitFor();
    // a product of another order is not counted
    await scan(input, 'NOT-A-SKU-OF-IT');
    await page.getByRole('alert').filter({ hasText: 'NOT-A-SKU-OF-IT' }).waitFor();
    assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= window.innerWidth), 'no horizontal scroll at 390 px');
    await shot(page, 'preprocess-390', lang);
    await page.getByRole('button', { name: w.create }).click();
    await page.getByRole('status').filter({ hasText: w.created }).waitFor();
    const made = await returnOf(order.no);
    assert.equal(made.status, 'created');
    assert.deepEqual(made.lines.map((l) => [l.sku, l.qty]), [[line.sku, qty]]);
    // the number shown, and the station ready for the next parcel: step 1, the field focused
    await page.getByTestId('return-last').filter({ hasText: made.no }).waitFor();
    await page.getByRole('status').filter({ hasText: made.no }).waitFor();
    await page.getByTestId('scan-step').filter({ hasText: lang === 'zh' ? '运单号' : 'tracking' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'return-scan');
    await page.getByTestId('today-returns').getByText(made.no).waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();

    // ---- 223: graded all restock (the dialog's default for an intact parcel); a wrong sum is refused in the form
    const grade = await openAs(lang, '/inbound/return/secondProcess');
    await grade.locator(`[data-testid="return-${made.no}"]`).waitFor();
    await grade.locator(`[data-testid="return-grade-${made.no}"]`).click();
    const form = dialog(grade);
    await form.locator('[data-testid=grade-restock-0]').waitFor();
    await settled(grade);
    assert.equal(await form.locator('[data-testid=grade-restock-0]').inputValue(), String(qty));
    await shot(grade, 'grade-dialog', lang);
    await form.locator('[data-testid=grade-damaged-0]').fill('1');
    await form.getByRole('button', { name: w.save }).click();
    await fieldHelp(form, 'gradeForm_lines_0_restock').filter({ hasText: String(qty) }).waitFor();
    await form.getByRole('button', { name: w.all }).click();
    await fieldHelp(form, 'gradeForm_lines_0_restock').waitFor({ state: 'detached' });
    await form.getByRole('button', { name: w.save }).click();
    await form.waitFor({ state: 'hidden' });
    await grade.locator(`[data-testid="return-${made.no}"]`).waitFor({ state: 'detached' }); // left the "created" tab
    assert.equal((await returnOf(order.no)).status, 'graded');
    assert.equal((await returnOf(order.no)).restock, qty);
    await grade.context().close();

    // ---- 472: booked; the confirmation says what will happen; the row shows its pallet
    const book = await openAs(lang, '/inbound/return/returnProcess');
    await book.locator(`[data-testid="return-book-${made.no}"]`).click();
    await popconfirm(book).filter({ hasText: made.no }).filter({ hasText: w.restockQ }).filter({ hasText: String(qty) }).waitFor();
    await shot(book, 'book-confirm', lang);
    await confirm(book);
    await book.locator(`[data-testid="return-${made.no}"]`).waitFor({ state: 'detached' }); // left the "graded" tab
    const booked = await returnOf(order.no);
    assert.equal(booked.status, 'booked');
    assert.equal(booked.lpns.length, 1);
    await book.getByTestId('tab-booked').click();
    await book.locator(`[data-testid="return-booked-${made.no}"]`).filter({ hasText: booked.lpns[0] }).waitFor();
    assert.equal(await available(line.sku), before, 'not available while the pallet waits in the returns area');

    // ---- the pallet is put away (the return on-shelf screen is another one's): the units are available again
    const [task] = booked.putaway;
    assert.ok(task.suggested, 'a suggested location');
    const put = await call(`/api/inbound/putaway/return/${booked.id}/${task.id}`, { method: 'POST', body: { location: task.suggested } });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.equal(await available(line.sku), before + qty);

    // the drawer: shelved, with its records (received onto the pallet in the returns area, moved to the shelf)
    await book.getByTestId('tab-all').click();
    await book.locator(`[data-testid="return-${made.no}"]`).click();
    const drawer = book.getByTestId('return-drawer');
    await drawer.getByTestId('status-shelved').first().waitFor();
    assert.match(await drawer.getByTestId('return-lpns').innerText(), new RegExp(booked.lpns[0]));
    await drawer.getByTestId('tab-records').click();
    const records = drawer.getByTestId('return-records');
    await records.getByText('RTN', { exact: true }).first().waitFor();
    await records.getByText(task.suggested, { exact: true }).waitFor();
    // received into RTN and held for its putaway (the pallet is the return's), released, moved out and onto the shelf
    assert.equal(await records.locator('tbody tr').filter({ hasText: booked.lpns[0] }).count(), 5, 'received, held, released, moved out of RTN and onto the shelf');
    await drawer.getByTestId('tab-history').click();
    await drawer.getByTestId('history-item').filter({ hasText: w.shelved }).first().waitFor();
    assert.deepEqual(book.errors, []);
    await book.context().close();
  });
}

test('en: a return graded with one unit to destroy is booked with a destroy order, whose number is shown and which the destroy list has', async () => {
  const { order, line } = await freshShippedOrder(2);
  const created = await call('/api/inbound/returns', { method: 'POST', body: { order: order.no, condition: 'opened', lines: [{ sku: line.sku, qty: 2 }] } });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const no = created.body.data.no;

  const page = await openAs('en', '/inbound/return/secondProcess');
  await page.locator(`[data-testid="return-${no}"]`).waitFor();
  await gradeOnScreen(page, no, 'en', { restock: 1, damaged: 0, destroy: 1 });
  const graded = await returnOf(order.no);
  assert.deepEqual([graded.restock, graded.damaged, graded.destroy], [1, 0, 1]);

  await page.goto(`${BASE_URL}/inbound/return/returnProcess`);
  await page.locator(`[data-testid="return-book-${no}"]`).click();
  await popconfirm(page).filter({ hasText: '1 unit into the damaged area on a new destroy order' }).waitFor();
  await confirm(page);
  await page.locator(`[data-testid="return-${no}"]`).waitFor({ state: 'detached' });
  const booked = await returnOf(order.no);
  assert.match(booked.destroyNo, /\w+/);
  await page.getByTestId('tab-all').click();
  await page.locator(`[data-testid="return-booked-${no}"]`).filter({ hasText: `destroy order ${booked.destroyNo}` }).waitFor();
  await page.locator(`[data-testid="return-${no}"]`).click();
  assert.equal(await page.getByTestId('return-drawer').getByTestId('return-destroy-no').innerText(), booked.destroyNo);

  await page.goto(`${BASE_URL}/outbound/destroy`);
  const tr = rowOf(page, `destroy-${booked.destroyNo}`);
  await tr.getByTestId('status-created').waitFor();
  await tr.getByText(`${line.sku} × 1`).waitFor();
  assert.deepEqual(page.errors, []);
});

test('zh: a trailer is created, arrives at a dock; a second trailer cannot have that dock (nor one taken meanwhile) until the first has finished unloading', async () => {
  const w = WORDS.zh;
  const meta = (await call('/api/inbound/meta')).body.data;
  const free = meta.docks.filter((d) => d.status === 'free').map((d) => d.code);
  assert.ok(free.length >= 2, `two free inbound docks: ${JSON.stringify(meta.docks)}`);
  const [dock, other] = free;
  const carrier = meta.carriers.find((c) => c.enabled);
  const tag = Date.now().toString(36).toUpperCase().slice(-6);
  const plate = `E2E${tag}`;
  const mkTrailer = async (trailerNo) => (await call('/api/inbound/trailers', { method: 'POST', body: { trailerNo, carrier: carrier.code, eta: '2030-01-02', expectedParcels: 3 } })).body.data;
  const second = await mkTrailer(`E2F${tag}`);
  const third = await mkTrailer(`E2G${tag}`);

  const page = await openAs('zh', '/inbound/return/trailer');
  await page.locator('[data-testid=trailer-new]').click();
  const form = dialog(page);
  await form.locator('[data-testid=trailer-plate]').waitFor();
  await settled(page);
  await form.locator('[data-testid=trailer-plate]').fill(plate.toLowerCase());
  // the carrier named in the page's language
  await pickOption(page, form.getByRole('combobox', { name: w.carrier }), carrier.nameZh);
  await form.locator('[data-testid=trailer-parcels]').fill('12');
  await shot(page, 'trailer-form', 'zh');
  await form.getByRole('button', { name: w.save }).click();
  await form.waitFor({ state: 'hidden' });
  const [mine] = (await call(`/api/inbound/trailers?no=${plate}`)).body.data.list;
  assert.equal(mine.trailerNo, plate);
  assert.equal(mine.carrier, carrier.code);
  assert.equal(mine.expectedParcels, 12);
  const row = rowOf(page, `trailer-${mine.no}`);
  await row.getByTestId('status-expected').waitFor();
  await row.getByText(carrier.nameZh, { exact: false }).waitFor();

  // arrives at the dock (a dialog of the free inbound docks)
  const arrive = async (no, code) => {
    await page.locator(`[data-testid="trailer-arrive-${no}"]`).click();
    const d = dialog(page);
    await d.getByRole('combobox', { name: w.dock }).waitFor();
    await settled(page);
    await pickOption(page, d.getByRole('combobox', { name: w.dock }), code);
    return d;
  };
  let d = await arrive(mine.no, dock);
  await d.getByRole('button', { name: w.save }).click();
  await d.waitFor({ state: 'hidden' });
  await row.getByTestId('status-atDock').waitFor();
  assert.equal(await page.getByTestId(`trailer-dock-${mine.no}`).innerText(), dock);

  // the second trailer: that dock is offered as taken by the first and cannot be chosen
  await page.locator(`[data-testid="trailer-arrive-${second.no}"]`).click();
  d = dialog(page);
  await d.getByRole('combobox', { name: w.dock }).waitFor();
  await settled(page);
  await d.getByRole('combobox', { name: w.dock }).click();
  const takenOption = selectOption(page, `${dock} · `).filter({ hasText: plate });
  await takenOption.filter({ hasText: w.taken }).waitFor();
  // offered as taken and not choosable (a disabled option: a click would do nothing, and a forced
  // click on a list scrolled past it fails as outside the viewport)
  assert.match((await takenOption.getAttribute('class')) ?? '', /option-disabled/);
  assert.equal(await d.getByTitle(new RegExp(`^${dock} · `)).count(), 0, 'a taken dock is not chosen');
  // a dock taken while the dialog is open (the third trailer, through the API) is refused by the server, shown on the field
  await selectOption(page, `${other} · `).first().click();
  const meanwhile = await call(`/api/inbound/trailers/${third.id}/arrive`, { method: 'POST', body: { dock: other } });
  assert.equal(meanwhile.status, 200);
  const refusedAgain = await call(`/api/inbound/trailers/${second.id}/arrive`, { method: 'POST', body: { dock }, lang: 'zh-CN' });
  assert.equal(refusedAgain.status, 409);
  await shot(page, 'trailer-dock', 'zh');
  await d.getByRole('button', { name: w.save }).click();
  await fieldHelp(d, 'dockForm_dock').filter({ hasText: other }).filter({ hasText: third.trailerNo }).waitFor();
  await d.getByRole('button', { name: /^取\s?消$/ }).click();
  await d.waitFor({ state: 'hidden' });
  assert.equal((await call(`/api/inbound/trailers/${second.id}`)).body.data.status, 'expected');

  // unloading, then finished: the dock is free again, and the second trailer takes it
  await page.locator(`[data-testid="trailer-unload-${mine.no}"]`).click();
  await confirm(page);
  await row.getByTestId('status-unloading').waitFor();
  await page.locator(`[data-testid="trailer-finish-${mine.no}"]`).click();
  await popconfirm(page).filter({ hasText: dock }).waitFor();
  await confirm(page);
  await row.getByTestId('status-unloaded').waitFor();
  assert.equal((await call('/api/inbound/meta')).body.data.docks.find((x) => x.code === dock).status, 'free');
  d = await arrive(second.no, dock);
  await d.getByRole('button', { name: w.save }).click();
  await d.waitFor({ state: 'hidden' });
  await rowOf(page, `trailer-${second.no}`).getByTestId('status-atDock').waitFor();
  assert.equal(await page.getByTestId(`trailer-dock-${second.no}`).innerText(), dock);

  // the drawer: the history of the first trailer
  await page.locator(`[data-testid="trailer-${mine.no}"]`).click();
  const drawer = page.getByTestId('trailer-drawer');
  await drawer.getByTestId('trailer-returns').waitFor();
  await drawer.getByTestId('tab-history').click();
  assert.equal(await drawer.getByTestId('history-item').count(), 4); // created, arrived, unloading, unloaded
  await page.keyboard.press('Escape');
  await shot(page, 'trailer-list', 'zh');
  assert.deepEqual(page.errors, []);
});
