// The inbound scan stations in the browser, on a 390 px handheld, in both languages: tallying a
// received notice by scan (a barcode counts on its line and the scan field takes the focus back, a
// carton quantity per scan, a damaged unit, a line set short by hand with a reason), finishing it
// (booked with putaway tasks, or waiting for a supervisor above the threshold and booked once
// approved); putting a pallet away on a location that is not the suggested one (said so, then the
// LPN map shows it there), and the server's refusal of an unknown location; GS1 pallet labels (SSCC).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, confirmPopconfirm, dialog, newPage, pickOption, receivedNotice as receivedNoticeOf, selectOption, signIn, useApiAs, useBrowser } from './helpers.mjs';

const b = useBrowser();
const call = useApiAs('admin', 'w1');
const HANDHELD = { width: 390, height: 844 };

const ok = (answer, what) => {
  assert.equal(answer.status, 200, `${what}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

/** Three products with a barcode each (the tally scans them by barcode). */
async function products() {
  const hits = ok(await call('/api/outbound/b2c/products?q=SKU00'), 'products');
  const found = hits.filter((p) => p.barcodes.length > 0).slice(0, 3);
  assert.equal(found.length, 3, 'three products with barcodes');
  return found;
}

/** A new notice of these lines (expiring at the end of 2027) taken to `received`: each test tallies its own. */
const receivedNotice = (lines) => receivedNoticeOf(lines.map((l) => ({ sku: l.sku, expected: l.expected, expiry: '2027-12-31' })));

/** A tallied notice of one product (tallied as announced through the API): its open putaway task. */
async function talliedPallet() {
  const [p] = await products();
  const n = await receivedNotice([{ sku: p.sku, expected: 7 }]);
  ok(await call(`/api/inbound/tally/${n.id}/lines/0`, { method: 'PUT', body: { good: 7, damaged: 0 } }), 'tally line');
  const tallied = ok(await call(`/api/inbound/tally/${n.id}/finish`, { method: 'POST', body: {} }), 'finish');
  assert.equal(tallied.status, 'tallied');
  const [task] = tallied.putaway;
  assert.ok(task?.suggested, 'the pallet has a suggested location');
  return { notice: tallied, task };
}

/** An empty active location of a shelf zone that is not `avoid`, with room for `qty` units (from the locations and the warehouse model). */
async function emptyLocation(avoid, qty) {
  const active = ok(await call('/api/master/locations?status=active&pageSize=200&zone=B'), 'locations').list.filter((l) => l.capacity >= qty && l.code !== avoid);
  const held = new Map(ok(await call('/api/master/model/zones/B'), 'zone B').map((l) => [l.code, l.onHand]));
  const free = active.find((l) => held.get(l.code) === 0);
  assert.ok(free, 'an empty active location in zone B');
  return free.code;
}

/** Waits until no finite animation runs: a click on a dialog still zooming in can miss its target. */
const settled = (page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
const inputFocused = (page) => page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'scan-input');
async function scan(page, code) {
  const input = page.getByTestId('scan-input');
  await input.fill(code);
  await input.press('Enter');
}
const cell = (page, what, sku) => page.getByTestId(`tally-${what}-${sku}`);

const WORDS = {
  zh: {
    perScan: '每次扫描数量',
    damaged: /破损：后续扫描计为破损/,
    good: '良品',
    damagedField: '破损',
    reason: '差异原因',
    short: '来货短少',
    damagedReason: '运输破损',
    reasonRequired: '数量与通知单不符：请选择差异原因',
    counted: (sku, good, expected) => `${sku} 良品 +1（良品 ${good} / 应到 ${expected}）`,
    approval: (no) => `${no} 等待主管审批`,
    approvalWhy: '差异率 20% 超过阈值 5%',
    booked: (no) => `${no} 已入账`,
    notSuggested: (s) => `不是推荐库位 ${s}`,
    putOn: (lpn, loc) => `${lpn} 已上架到 ${loc}`,
    complete: (no) => `${no} 的托盘已全部上架`,
    unknown: (loc) => `库位 ${loc} 不存在`,
  },
  en: {
    perScan: 'Qty per scan',
    damaged: /Damaged: the next scans count as damaged/,
    good: 'Good',
    damagedField: 'Damaged',
    reason: 'Reason',
    short: 'Short shipped',
    damagedReason: 'Damaged in transit',
    reasonRequired: 'The counts differ from the notice: choose a reason',
    counted: (sku, good, expected) => `${sku} +1 good (good ${good} of ${expected})`,
    approval: (no) => `${no} waits for a supervisor's approval`,
    approvalWhy: 'The variance 20% is above the 5% threshold',
    booked: (no) => `${no} is booked`,
    notSuggested: (s) => `not the suggested ${s}`,
    putOn: (lpn, loc) => `${lpn} is on ${loc}`,
    complete: (no) => `All pallets of ${no} are on shelves`,
    unknown: (loc) => `Location ${loc} does not exist`,
  },
};

/** Sets a tally line by hand in its dialog: good, damaged, the reason by its name. */
async function setLine(page, w, sku, { good, damaged, reason, expectRefusal }) {
  await page.getByTestId(`tally-set-${sku}`).click();
  const form = dialog(page);
  await form.waitFor();
  await settled(page);
  await form.getByLabel(w.good, { exact: true }).fill(String(good));
  await form.getByLabel(w.damagedField, { exact: true }).fill(String(damaged));
  if (expectRefusal) {
    // no reason for a line that differs: asked for before anything is sent
    await page.getByTestId('tally-line-save').click();
    await form.getByText(w.reasonRequired).waitFor();
  }
  await pickOption(page, form.getByRole('combobox', { name: w.reason }), reason);
  await page.getByTestId('tally-line-save').click();
  await form.waitFor({ state: 'hidden' });
  await inputFocused(page);
}

// zh: a small notice (2 of 10 units off: 20%, above the 5% threshold) waits for approval;
// en: a large one (2 of 100: 2%) is booked at once.
for (const [lang, expected, approval] of [
  ['zh', [2, 5, 3], true],
  ['en', [60, 30, 10], false],
]) {
  test(`tally by scan at 390 px: barcode, quantity per scan, damaged, a short line with a reason, finish → ${approval ? 'approval, then booked once approved' : 'booked'} (${lang})`, async () => {
    const w = WORDS[lang];
    const [a, bb, c] = await products();
    const n = await receivedNotice([
      { sku: a.sku, expected: expected[0] },
      { sku: bb.sku, expected: expected[1] },
      { sku: c.sku, expected: expected[2] },
    ]);
    const page = await newPage(b.browser, { lang, viewport: HANDHELD });
    await signIn(page, 'admin', '/inbound/regular/tally');
    // the notice chosen by scanning its container number
    await page.getByTestId('tally-choose').waitFor();
    await scan(page, n.containerNo.toLowerCase());
    await page.getByTestId('tally-station').filter({ hasText: n.no }).waitFor();
    await inputFocused(page);

    // a barcode of line A: its good count rises, the result is shown, the field has the focus again
    await scan(page, a.barcodes[0]);
    await page.getByRole('status').filter({ hasText: w.counted(a.sku, 1, expected[0]) }).waitFor();
    await cell(page, 'good', a.sku).filter({ hasText: /^1$/ }).waitFor();
    await inputFocused(page);
    // a carton: the rest of line A in one scan; the line then matches
    if (expected[0] > 1) {
      await page.getByLabel(w.perScan).fill(String(expected[0] - 1));
      await page.getByLabel(w.perScan).press('Enter');
      await inputFocused(page);
      await scan(page, a.sku);
      await cell(page, 'good', a.sku).filter({ hasText: new RegExp(`^${expected[0]}$`) }).waitFor();
      assert.equal(await cell(page, 'diff', a.sku).getAttribute('data-state'), 'ok');
      await page.getByLabel(w.perScan).fill('1');
    }

    // a damaged unit of line C: the switch makes the next scan count as damaged
    await page.getByRole('switch', { name: w.damaged }).click();
    await inputFocused(page);
    await scan(page, c.barcodes[0]);
    await cell(page, 'damaged', c.sku).filter({ hasText: /^1$/ }).waitFor();
    assert.equal(await cell(page, 'good', c.sku).innerText(), '0');
    await page.getByRole('switch', { name: w.damaged }).click();
    assert.equal(await cell(page, 'diff', c.sku).getAttribute('data-state'), 'damaged');
    await setLine(page, w, c.sku, { good: expected[2] - 1, damaged: 1, reason: w.damagedReason });
    await cell(page, 'good', c.sku).filter({ hasText: new RegExp(`^${expected[2] - 1}$`) }).waitFor();

    // line B one short, by hand, with its reason (asked for first)
    await setLine(page, w, bb.sku, { good: expected[1] - 1, damaged: 0, reason: w.short, expectRefusal: true });
    await cell(page, 'good', bb.sku).filter({ hasText: new RegExp(`^${expected[1] - 1}$`) }).waitFor();
    await cell(page, 'diff', bb.sku).filter({ hasText: '-1' }).waitFor();
    assert.equal(await cell(page, 'diff', bb.sku).getAttribute('data-state'), 'short');
    const row = page.getByTestId(`tally-line-${bb.sku}`);
    await row.getByText(w.short).waitFor();
    // the A4 tally sheet carries the lines and their reasons
    assert.match(await page.getByTestId('tally-sheet').textContent(), new RegExp(`${bb.sku}.*${w.short}`));
    assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= window.innerWidth), 'no horizontal scroll at 390 px');

    const server = ok(await call(`/api/inbound/notices/${n.id}`), 'notice');
    assert.deepEqual(
      server.lines.map((l) => [l.good, l.damaged, l.reason]),
      [
        [expected[0], 0, undefined],
        [expected[1] - 1, 0, 'SHORT'],
        [expected[2] - 1, 1, 'DAMAGED'],
      ],
    );

    await page.getByTestId('tally-finish').click();
    await settled(page);
    await confirmPopconfirm(page);
    if (approval) {
      const waits = page.getByTestId('tally-approval');
      await waits.filter({ hasText: w.approval(n.no) }).waitFor();
      assert.match(await waits.innerText(), new RegExp(w.approvalWhy.replace(/[.%]/g, (m) => `\\${m}`)));
      assert.equal(await page.getByTestId('scan-input').count(), 0, 'no scanning once the tally is finished');
      // a supervisor approves it (the notice desk, through the API); the station checks again
      ok(await call(`/api/inbound/notices/${n.id}/approve`, { method: 'POST', body: {} }), 'approve');
      await page.getByTestId('tally-check-again').click();
    }
    const booked = page.getByTestId('tally-booked');
    await booked.filter({ hasText: w.booked(n.no) }).waitFor();
    const tasks = ok(await call(`/api/inbound/notices/${n.id}`), 'notice').putaway;
    assert.equal(tasks.length, 3, 'one pallet per line with good units');
    for (const task of tasks) await page.getByTestId('tally-putaway').getByText(task.lpn).waitFor();
    await page.getByTestId('tally-putaway').getByText(tasks[0].suggested).first().waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test(`putaway at 390 px: an unknown location is refused by the server; another location than the suggested one is said, sent, and the LPN map shows the pallet there (${lang})`, async () => {
    const w = WORDS[lang];
    const { notice, task } = await talliedPallet();
    const target = await emptyLocation(task.suggested, task.qty);
    const page = await newPage(b.browser, { lang, viewport: HANDHELD });
    await signIn(page, 'admin', '/inbound/regular/onShelf');
    await page.getByTestId('putaway-station').waitFor();
    await inputFocused(page);

    await scan(page, task.lpn.toLowerCase());
    await page.getByTestId('putaway-lpn').filter({ hasText: task.lpn }).waitFor();
    await page.getByTestId('putaway-suggested').filter({ hasText: task.suggested }).waitFor();
    await inputFocused(page);

    // (c) a location the warehouse does not have: the server's refusal, in the page's language
    await scan(page, 'ZZ-99-99-99');
    await page.getByRole('alert').filter({ hasText: w.unknown('ZZ-99-99-99') }).waitFor();
    await page.getByTestId('putaway-lpn').filter({ hasText: task.lpn }).waitFor();
    await inputFocused(page);

    // (b) another location than the suggested one: said, sent, put away; the notice's last pallet completes it
    await scan(page, target);
    const done = page.getByRole('status').filter({ hasText: w.putOn(task.lpn, target) });
    await done.waitFor();
    const text = await done.innerText();
    assert.ok(text.includes(w.notSuggested(task.suggested)), text);
    assert.ok(text.includes(w.complete(notice.no)), text);
    await inputFocused(page);
    const after = ok(await call(`/api/inbound/notices/${notice.id}`), 'notice');
    assert.equal(after.status, 'completed');
    assert.equal(after.putaway[0].location, target);
    assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= window.innerWidth), 'no horizontal scroll at 390 px');

    // the LPN map: the pallet on its shelf, the move in its records
    await page.goto(`${BASE_URL}/inbound/regular/lpnMap`);
    const filters = page.getByTestId('lpn-filters');
    await filters.getByLabel('LPN').fill(task.lpn);
    await filters.getByLabel('LPN').press('Enter');
    await page.getByTestId(`lpn-location-${task.lpn}`).filter({ hasText: new RegExp(`^${target}$`) }).waitFor();
    await page.getByTestId(`lpn-${task.lpn}`).click();
    const drawer = page.getByTestId('lpn-drawer');
    await drawer.getByTestId('lpn-contents').getByText(task.sku).waitFor();
    await drawer.getByTestId('lpn-records-tab').click();
    await drawer.getByTestId('lpn-records').getByText(target).first().waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

/** The GS1 mod-10 check digit of `digits`. */
const checkDigit = (digits) => (10 - ([...digits].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 ? 1 : 3), 0) % 10)) % 10;

test('GS1 pallet labels (en): at tally an SSCC is no product and names its pallet, a label\'s content GTIN (02) counts its count (37); at putaway the SSCC takes the pallet', async () => {
  const { notice, task } = await talliedPallet();
  const [row] = ok(await call(`/api/inbound/putaway/notice?q=${task.lpn}`), 'putaway list').list;
  assert.match(row.sscc, /^\d{18}$/);
  // a product whose barcode is a valid EAN-13 (the seed's are shaped so, a tenth are valid): 0 + it is its GTIN-14
  const all = [...ok(await call('/api/outbound/b2c/products?q=SKU0001'), 'products'), ...ok(await call('/api/outbound/b2c/products?q=SKU0003'), 'products')];
  const product = all.find((p) => /^\d{13}$/.test(p.barcodes[0] ?? '') && checkDigit(p.barcodes[0].slice(0, 12)) === Number(p.barcodes[0][12]));
  assert.ok(product, 'a product with a valid EAN-13');
  const n = await receivedNotice([{ sku: product.sku, expected: 12 }]);
  const page = await newPage(b.browser, { lang: 'en', viewport: HANDHELD });
  await signIn(page, 'admin', '/inbound/regular/tally');
  await page.getByTestId('tally-choose').waitFor();
  await scan(page, n.no);
  await page.getByTestId('tally-station').filter({ hasText: n.no }).waitFor();
  await inputFocused(page);
  await scan(page, `(00)${row.sscc}`);
  await page.getByRole('alert').filter({ hasText: `label of pallet ${task.lpn}` }).waitFor();
  // a supplier's pallet label: its SSCC is no pallet here; the content's GTIN counts 12 at once
  const sscc = `0690123499${String(Date.now()).slice(-7)}`;
  await scan(page, `(00)${sscc}${checkDigit(sscc)}(02)0${product.barcodes[0]}(37)12`);
  await page.getByTestId(`tally-good-${product.sku}`).filter({ hasText: /^12$/ }).waitFor();
  await page.getByTestId('tally-carton').getByText(`0${product.barcodes[0]}`).waitFor();

  await page.goto(`${BASE_URL}/inbound/regular/onShelf`);
  await page.getByTestId('putaway-station').waitFor();
  await inputFocused(page);
  await scan(page, `(00)${row.sscc}(37)${task.qty}`);
  await page.getByTestId('putaway-lpn').filter({ hasText: task.lpn }).waitFor();
  await inputFocused(page);
  await scan(page, task.suggested);
  await page.getByRole('status').filter({ hasText: WORDS.en.putOn(task.lpn, task.suggested) }).waitFor();
  const after = ok(await call(`/api/inbound/notices/${notice.id}`), 'notice');
  assert.equal(after.putaway[0].location, task.suggested);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('LPN map (zh): moving a pallet still awaiting putaway is refused with the server message; a pallet on a shelf moves to an empty location; its label prints with its barcode', async () => {
  const staged = ok(await call('/api/inbound/lpns?staged=true&pageSize=50'), 'staged pallets').list[0];
  assert.ok(staged, 'a pallet awaiting putaway');
  const shelf = ok(await call('/api/inbound/lpns?staged=false&pageSize=200'), 'shelf pallets').list.find((r) => r.lines.every((l) => l.available === l.qty));
  assert.ok(shelf, 'a pallet on a shelf that no order holds');
  const target = await emptyLocation(shelf.location, shelf.qty);
  const page = await newPage(b.browser, { lang: 'zh' });
  // window.print counted instead of opening the dialog
  await page.context().addInitScript(() => {
    window.print = () => {
      window.printCalls = (window.printCalls ?? 0) + 1;
    };
  });
  await signIn(page, 'admin', '/inbound/regular/lpnMap');
  const filters = page.getByTestId('lpn-filters');
  const move = async (lpn, location) => {
    await filters.getByLabel('LPN').fill(lpn);
    await filters.getByLabel('LPN').press('Enter');
    await page.getByTestId(`lpn-move-${lpn}`).click();
    const form = dialog(page);
    await form.waitFor();
    await settled(page);
    await form.getByLabel('目标库位').fill(location);
    await page.getByTestId('lpn-move-save').click();
    return form;
  };

  const refused = await move(staged.lpn, target);
  await page.getByText(`托盘 ${staged.lpn} 还在收货区 ${staged.location}，请在上架页面上架`).waitFor();
  // still open, with what was typed
  assert.equal(await refused.getByLabel('目标库位').inputValue(), target);
  await refused.getByRole('button', { name: /^取\s?消$/ }).click();
  await refused.waitFor({ state: 'hidden' });

  const moved = await move(shelf.lpn, target);
  await moved.waitFor({ state: 'hidden' });
  await page.getByTestId(`lpn-location-${shelf.lpn}`).filter({ hasText: new RegExp(`^${target}$`) }).waitFor();
  assert.equal(ok(await call(`/api/inbound/lpns?lpn=${shelf.lpn}`), 'pallet').list[0].location, target);

  await page.getByRole('checkbox', { name: `选择 ${shelf.lpn}` }).check({ force: true });
  await page.getByTestId('lpn-print-selected').click();
  await page.waitForFunction(() => window.printCalls === 1);
  // printed: the pallet's label alone, with its barcode and what is on it
  await page.emulateMedia({ media: 'print' });
  const labels = page.locator('[data-testid=lpn-label-sheet] .wms-small-label');
  assert.deepEqual(await labels.evaluateAll((els) => els.map((el) => el.getAttribute('data-code'))), [shelf.lpn]);
  await labels.first().locator(`svg[data-value="${shelf.lpn}"]`).waitFor();
  assert.match(await labels.first().textContent(), new RegExp(`${shelf.lines[0].sku} × ${shelf.lines[0].qty}`));
  assert.equal(await page.getByTestId('lpn-table').isVisible(), false, 'nothing of the screen prints');
  await page.emulateMedia({ media: null });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
