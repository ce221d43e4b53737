// Locations (menu 48) and the warehouse map (356), in both languages: generate a range of locations
// with a preview (taken codes marked, the 5,000 cap refused), print their labels (one 100 × 50 mm
// label per code, nothing else in print), print the selected rows' labels, a location with stock
// cannot be disabled (the server's message names the stock), and the map opens a zone and a
// location's stock. Each run makes a zone of its own (a unique code) and removes it afterwards.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, describe, test } from 'node:test';
import { animationsDone, BASE_URL, confirmPopconfirm, dialog, newPage, selectOption, signIn, useApiAs, useBrowser } from './helpers.mjs';
import { say } from './texts.mjs';

const b = useBrowser();
const call = useApiAs('admin', 'w1');

/** The words the tests look for, per language. */
const WORDS = {
  zh: {
    zone: '库区',
    aisleFrom: '通道从',
    aisleTo: '通道至',
    rackFrom: '货架从',
    rackTo: '货架至',
    levelFrom: '层从',
    levelTo: '层至',
    capacity: '容量（件）',
    count: (n) => `共 ${n} 个库位代码`,
    taken: (n) => `其中 ${n} 个已存在`,
    cap: (n) => `将生成 ${n} 个库位，每次最多 5000 个`,
    generate: (n) => `生成 ${n} 个库位`,
    generated: (n) => `已生成 ${n} 个库位`,
    printThese: (n) => `打印这 ${n} 个库位的标签`,
    printed: (n) => `已发送 ${n} 张标签到打印`,
    printSelected: (n) => `打印标签（${n}）`,
    search: /^查\s?询$/,
    holdsStock: (code) => `库位 ${code} 仍有库存`,
    openZone: (z) => `打开库区 ${z}`,
    byFill: '按满载率',
    noStock: (code) => `库位 ${code} 没有库存`,
    onHand: '在库',
  },
  en: {
    zone: 'Zone',
    aisleFrom: 'Aisle from',
    aisleTo: 'Aisle to',
    rackFrom: 'Rack from',
    rackTo: 'Rack to',
    levelFrom: 'Level from',
    levelTo: 'Level to',
    capacity: 'Capacity (pcs)',
    count: (n) => `${n} location codes`,
    taken: (n) => `${n} of them ${n === 1 ? 'exists' : 'exist'} already`,
    cap: (n) => `${n} locations: at most 5000 per request`,
    generate: (n) => `Generate ${n} locations`,
    generated: (n) => `${n} locations generated`,
    printThese: (n) => `Print labels of these ${n} locations`,
    printed: (n) => `${n} labels sent to print`,
    printSelected: (n) => `Print labels (${n})`,
    search: /^Search$/,
    holdsStock: (code) => `Location ${code} holds stock`,
    openZone: (z) => `Open zone ${z}`,
    byFill: 'By fill',
    noStock: (code) => `No stock at ${code}`,
    onHand: 'On hand',
  },
};

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const two = (n) => String(n).padStart(2, '0');
/** A zone code no earlier run used: 1–8 capitals or digits. */
const uniqueZone = (lang) => `T${Date.now().toString(36).slice(-5).toUpperCase()}${lang === 'zh' ? 'Z' : 'E'}`;
/** A toast of antd's message (the one place a class is allowed: toasts have no role). */
const toast = (page, text) => page.locator('.ant-message-notice').filter({ hasText: text });

/** In print media: the elements of <body> that are displayed, and how many controls of the screen still show. */
async function printedRoots(page) {
  await page.emulateMedia({ media: 'print' });
  const roots = await page.evaluate(() => [...document.body.children].filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.className || el.id || el.tagName));
  const uiVisible = await page.evaluate(() => [...document.querySelectorAll('button, input, [role=button], [role=checkbox]')].filter((el) => el.checkVisibility()).length);
  await page.emulateMedia({ media: null });
  return { roots, uiVisible };
}

/** Page sizes of a PDF in points, one per page. */
function pdfPageSizes(pdf) {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/MediaBox\s*\[\s*([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s*\]/g)].map((m) => [Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])]);
}
const MM = 72 / 25.4;

/** `path` signed in as admin in w1, with window.print counted instead of opening the dialog. */
async function adminPage(lang, path = '/homepage') {
  const page = await newPage(b.browser, { lang });
  await page.context().addInitScript(() => {
    localStorage.getItem('Current-Warehouse') || localStorage.setItem('Current-Warehouse', 'w1');
    window.print = () => {
      window.printCalls = (window.printCalls ?? 0) + 1;
    };
  });
  await signIn(page, 'admin', path);
  return page;
}

/** The codes of the label sheet, in order. */
const sheetCodes = (page) => page.locator('[data-testid=location-label-sheet] .wms-small-label').evaluateAll((els) => els.map((el) => el.getAttribute('data-code')));

const madeZones = [];
after(async () => {
  // remove what the runs made: the zones' locations, then the zones
  for (const zone of madeZones) {
    const { body } = await call(`/api/master/locations?zone=${zone}&pageSize=1000`);
    const ids = (body?.data?.list ?? []).map((l) => l.id);
    if (ids.length) await call('/api/master/locations/bulk', { method: 'POST', body: { action: 'delete', ids } });
    await call(`/api/master/zones/${zone}`, { method: 'DELETE' });
  }
});

test('the zones are asked for once on opening, and a zone the console made a moment ago is offered at once', async () => {
  const w = WORDS.en;
  const page = await adminPage('en');
  let zoneLists = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/master/zones' && r.method() === 'GET') zoneLists += 1;
  });
  await page.goto(`${BASE_URL}/warehouse/location`);
  await page.locator('[data-testid=location-generate]').waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(zoneLists, 1, 'the filter and the table\'s labels share one request');

  // made through the console's own request function (as the zone screen saves), not past it
  const zone = uniqueZone('en');
  const made = await page.evaluate((code) => window.__wmsTest.request('POST', '/api/master/zones', { code, name: `E2E ${code}`, type: 'storage' }), zone);
  assert.equal(made.code, zone);
  madeZones.push(zone);
  await page.locator('[data-testid=location-generate]').click();
  const form = dialog(page);
  await form.getByRole('combobox', { name: w.zone }).fill(zone);
  await selectOption(page, `${zone} · `).waitFor();
  await page.context().close();
});

for (const lang of ['zh', 'en']) {
  const w = WORDS[lang];

  describe(`locations (${lang})`, () => {
    test('generate a range with a preview (taken codes marked, the cap refused), then print their labels and the selected rows\' labels', async () => {
      const zone = uniqueZone(lang);
      const made = await call('/api/master/zones', { method: 'POST', body: { code: zone, name: `E2E ${zone}`, type: 'storage' } });
      assert.equal(made.status, 200, JSON.stringify(made.body));
      madeZones.push(zone);
      // one code of the first range exists already
      const taken = `${zone}-01-01-01`;
      const one = await call('/api/master/locations', { method: 'POST', body: { zone, aisle: 1, rack: 1, level: 1, type: 'shelf', capacity: 100 } });
      assert.equal(one.status, 200, JSON.stringify(one.body));

      const page = await adminPage(lang, '/warehouse/location');
      await page.locator('[data-testid=location-generate]').click();
      const form = dialog(page);
      // the zone select searches (its list is virtual: type to find a zone among many)
      await form.getByRole('combobox', { name: w.zone }).fill(zone);
      await selectOption(page, `${zone} · `).click();
      const fill = async (label, value) => form.getByLabel(label, { exact: true }).fill(String(value));
      await fill(w.aisleFrom, 1);
      await fill(w.aisleTo, 2);
      await fill(w.rackFrom, 1);
      await fill(w.rackTo, 2);
      await fill(w.levelFrom, 1);
      await fill(w.levelTo, 2);
      await fill(w.capacity, 120);

      // the preview: 8 codes, the existing one marked; nothing to generate while one is taken
      await page.locator('[data-testid=location-gen-preview]').click();
      await page.locator('[data-testid=location-gen-count]').filter({ hasText: w.count(8) }).waitFor();
      await page.locator('[data-testid=location-gen-taken]').filter({ hasText: w.taken(1) }).waitFor();
      assert.equal(await page.locator('[data-testid=location-gen-code]').count(), 8);
      assert.deepEqual(await page.locator('[data-testid=location-gen-code][data-taken=true]').allInnerTexts().then((t) => t.map((s) => s.split(/[\s（(]/)[0])), [taken]);
      assert.equal(await page.locator('[data-testid=location-gen-submit]').isDisabled(), true);

      // over 5,000 codes: a translated error, no preview; what was typed stays
      await fill(w.aisleTo, 99);
      await fill(w.rackTo, 99);
      await page.locator('[data-testid=location-gen-cap]').filter({ hasText: w.cap(99 * 99 * 2) }).waitFor();
      assert.equal(await page.locator('[data-testid=location-gen-preview]').isDisabled(), true);
      assert.equal(await form.getByLabel(w.capacity, { exact: true }).inputValue(), '120');

      // free ranges: 8 new codes, then generate them
      await fill(w.aisleFrom, 2);
      await fill(w.aisleTo, 3);
      await fill(w.rackTo, 2);
      await page.locator('[data-testid=location-gen-preview]').click();
      await page.locator('[data-testid=location-gen-count]').filter({ hasText: w.count(8) }).waitFor();
      assert.equal(await page.locator('[data-testid=location-gen-taken]').count(), 0);
      const codes = await page.locator('[data-testid=location-gen-code]').allInnerTexts();
      const expected = [];
      for (const aisle of [2, 3]) for (const rack of [1, 2]) for (const level of [1, 2]) expected.push(`${zone}-${two(aisle)}-${two(rack)}-${two(level)}`);
      assert.deepEqual(codes, expected);
      const submit = page.locator('[data-testid=location-gen-submit]');
      assert.equal((await submit.innerText()).replace(/\s+/g, ' ').trim(), w.generate(8));
      await submit.click();
      await toast(page, w.generated(8)).waitFor();
      const listed = (await call(`/api/master/locations?zone=${zone}&pageSize=100`)).body.data;
      assert.equal(listed.total, 9);
      assert.ok(listed.list.every((l) => l.capacity === 120 || l.code === taken));

      // their labels: one 100 × 50 mm label per code, only the sheet in print
      const print = page.locator('[data-testid=location-gen-print]');
      assert.equal((await print.innerText()).trim(), w.printThese(8));
      await print.click();
      await page.waitForFunction(() => window.printCalls === 1);
      assert.deepEqual(await sheetCodes(page), expected);
      assert.equal(await page.locator('[data-testid=location-label-sheet] .wms-small-label svg[data-value]').count(), 8, 'a barcode on each label');
      const { roots, uiVisible } = await printedRoots(page);
      assert.deepEqual(roots, ['wms-print-root wms-print-small']);
      assert.equal(uiVisible, 0, 'no controls in print');
      const sizes = pdfPageSizes(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
      assert.equal(sizes.length, 8, 'one page per label');
      for (const [pw, ph] of sizes) assert.ok(Math.abs(pw - 100 * MM) < 1 && Math.abs(ph - 50 * MM) < 1, `label page ${pw} × ${ph} pt`);
      await toast(page, w.printed(8)).waitFor();
      await page.locator('[data-testid=location-gen-close]').click();
      await form.waitFor({ state: 'hidden' });

      // the selected rows' labels: search the zone's aisle 3, select two rows
      await page.locator('[data-testid=location-search]').fill(`${zone}-03`);
      await page.getByRole('button', { name: w.search }).click();
      const pick = [`${zone}-03-01-01`, `${zone}-03-02-02`];
      for (const code of pick) await page.getByRole('checkbox', { name: new RegExp(`${escape(code)}$`) }).check();
      await page.locator('[data-testid=location-print-selected]').filter({ hasText: w.printSelected(2) }).click();
      await page.waitForFunction(() => window.printCalls === 2);
      assert.deepEqual((await sheetCodes(page)).sort(), pick.sort());

      // the same labels as ZPL for a Zebra printer: one file on the station's label stock, then each sent to its printer
      await page.getByTestId('location-zpl').click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: say(lang, 'common.zpl.download', { dpi: 300, w: 100, h: 150 }) }).click()]);
      assert.equal(download.suggestedFilename(), 'location-labels-300dpi.zpl');
      const zpl = await readFile(await download.path(), 'utf8');
      assert.equal(zpl.match(/\^XA/g)?.length, 2, 'a label each');
      for (const code of pick) assert.ok(zpl.includes(`^FDQA,${code}^FS`), `${code} as a QR code`);
      assert.ok(zpl.includes('^PW1200\n^LL1800'), 'the station\'s 100 × 150 mm at 12 dots/mm');
      await page.getByTestId('location-zpl').click();
      await page.getByRole('menuitem', { name: say(lang, 'common.zpl.send', { printer: 'PRN-0001' }) }).click();
      await page.getByText(say(lang, 'common.zpl.sent', { count: 2, printer: 'PRN-0001' })).waitFor();
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('a location with stock cannot be disabled: the server names the stock', async () => {
      const located = (await call('/api/master/model/zones/A')).body.data.find((l) => l.onHand > 0 && l.status === 'active');
      assert.ok(located, 'a location with stock in zone A');
      const page = await adminPage(lang, '/warehouse/location');
      await page.locator('[data-testid=location-search]').fill(located.code);
      await page.getByRole('button', { name: w.search }).click();
      await page.locator(`[data-testid="location-disable-${located.code}"]`).click();
      await confirmPopconfirm(page);
      await toast(page, w.holdsStock(located.code)).waitFor();
      assert.equal((await call(`/api/master/locations/${located.code}`)).body.data.status, 'active', 'still active');
      await page.context().close();
    });
  });

  describe(`a location under count (${lang})`, () => {
    test('its form shows the status read only, naming the plan; disabling it is refused with the plan named', async () => {
      // a plan of its own: two free locations of one rack, locked by it
      // (a location with allocated units is left out of a plan: try rack by rack until one is locked)
      const rows = (await call('/api/master/locations?status=active&sortField=code&sortOrder=ascend&pageSize=200')).body.data.list;
      let plan;
      for (let k = 0; k + 1 < rows.length && !plan; k++) {
        if (rows[k + 1].code.slice(0, -3) !== rows[k].code.slice(0, -3)) continue;
        const made = await call('/api/count/plans', { method: 'POST', body: { kind: 'range', from: rows[k].code, to: rows[k + 1].code, note: 'e2e lock' } });
        if (made.status === 200 && made.body.data.taskList.length) plan = made.body.data;
        else if (made.status === 200) await call(`/api/count/plans/${made.body.data.id}/cancel`, { method: 'POST', body: { reason: 'e2e: nothing locked' } });
      }
      assert.ok(plan, 'a plan locking a location');
      const { no, id } = plan;
      const code = plan.taskList[0].location;
      try {
        const page = await adminPage(lang, '/warehouse/location');
        await page.locator('[data-testid=location-search]').fill(code);
        await page.getByRole('button', { name: w.search }).click();
        await page.locator(`[data-testid="location-edit-${code}"]`).click();
        const form = dialog(page);
        await animationsDone(page);
        await form.locator('[data-testid=location-count-lock]').filter({ hasText: say(lang, 'master.location.countLocked', { plan: no }) }).waitFor();
        assert.equal(await form.getByRole('combobox', { name: say(lang, 'master.location.status') }).isDisabled(), true, 'status read only');
        // the rest of the form still saves; the status stays locked
        await page.locator('[data-testid=location-save]').click();
        await form.waitFor({ state: 'hidden' });
        assert.equal((await call(`/api/master/locations/${code}`)).body.data.status, 'locked');
        // disabling: refused, the plan named
        await page.locator(`[data-testid="location-disable-${code}"]`).click();
        await confirmPopconfirm(page);
        await toast(page, say(lang, 'server.master.locationCounting', { code, plan: no })).waitFor();
        assert.equal((await call(`/api/master/locations/${code}`)).body.data.status, 'locked', 'still locked');
        assert.deepEqual(page.errors, []);
        await page.context().close();
      } finally {
        await call(`/api/count/plans/${id}/cancel`, { method: 'POST', body: { reason: 'e2e done' } });
      }
    });
  });

  describe(`warehouse map (${lang})`, () => {
    test('open a zone, click a location, see its stock; an empty location says so', async () => {
      const cells = (await call('/api/master/model/zones/A')).body.data;
      const full = cells.find((l) => l.onHand > 0);
      const empty = cells.find((l) => l.onHand === 0);
      assert.ok(full && empty, 'zone A has a location with stock and one without');
      const stock = (await call(`/api/master/model/locations/${full.code}`)).body.data;
      assert.ok(stock.length > 0);

      const page = await adminPage(lang, '/warehouse/model');
      await page.getByRole('button', { name: new RegExp(`^${escape(w.openZone('A'))}`) }).click();
      const panel = page.locator('[data-testid=model-zone-panel]');
      await panel.locator('[data-testid=model-grid]').waitFor();
      // each cell is named by its code and state
      const cell = (code) => panel.getByRole('button', { name: new RegExp(`^${escape(code)}[:：]`) });
      await cell(full.code).click();
      const drawer = dialog(page).filter({ hasText: full.code });
      const table = drawer.locator('[data-testid=location-stock]');
      await table.getByRole('cell', { name: stock[0].sku, exact: true }).waitFor();
      await table.getByRole('columnheader', { name: w.onHand }).waitFor();
      const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: stock[0].sku, exact: true }) });
      assert.ok((await row.innerText()).includes(String(stock[0].onHand)), 'on hand shown');
      const productName = lang === 'zh' ? stock[0].nameZh : stock[0].nameEn;
      if (productName) await row.getByText(productName, { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      // colour by fill: the legend changes; a location without stock says so
      await panel.getByText(w.byFill, { exact: true }).click();
      await panel.locator('[data-testid=model-legend-fill]').waitFor();
      await cell(empty.code).click();
      await dialog(page).filter({ hasText: empty.code }).locator('[data-testid=location-stock-empty]').filter({ hasText: w.noStock(empty.code) }).waitFor();
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
