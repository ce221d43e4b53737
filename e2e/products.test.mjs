// Products and their barcodes (issue 17), in both languages: a product with two barcodes made
// through the form and found by either; a product sheet with bad rows imported (each bad row's
// reason in the preview, then the valid rows); barcode labels of a selected product printed on
// 100 × 50 mm pages. SKUs are unique per run: the tests run again against the same mock.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASE_URL, dialog, fieldHelp, login, newPage, signIn, useApiAs, useBrowser } from './helpers.mjs';
import { readTexts } from './texts.mjs';

const b = useBrowser();
const call = useApiAs('admin', 'w1');
const TEXTS = { zh: readTexts('zh'), en: readTexts('en') };
/** A translation with its {{values}} filled in. */
const tr = (lang, key, values = {}) => TEXTS[lang][key].replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k]));
const RUN = Date.now().toString(36).toUpperCase();
let seq = 0;
/** A SKU (or barcode) no earlier run made. */
const fresh = (what) => `E2E-${what}-${RUN}-${++seq}`;

const MM = 72 / 25.4;
/** Page sizes of a PDF in points, one per page. */
function pdfPageSizes(pdf) {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/MediaBox\s*\[\s*([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s*\]/g)].map((m) => [Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])]);
}

/** The product list, signed in as admin (products need menu ids 82 and 342). */
async function productPage(lang, { stubPrint = false } = {}) {
  const page = await newPage(b.browser, { lang });
  if (stubPrint)
    // the browser's print dialog is not part of the test: count the calls instead
    await page.context().addInitScript(() => {
      window.print = () => {
        window.printCalls = (window.printCalls ?? 0) + 1;
      };
    });
  await signIn(page, 'admin', '/product');
  await page.locator('[data-testid=product-table] tbody tr[data-row-key]').first().waitFor();
  return page;
}

/** Types into the scan box and presses Enter. */
async function lookUp(page, lang, code) {
  const box = page.getByLabel(tr(lang, 'master.product.lookup.label'));
  await box.fill(code);
  await box.press('Enter');
  return box;
}

const product = async (sku) => (await call(`/api/master/products/barcode/${encodeURIComponent(sku)}`)).body.data;

for (const lang of ['zh', 'en']) {
  describe(`products (${lang})`, () => {
    test('a product with two barcodes, made through the form, is found by either barcode; a taken barcode is refused naming its SKU', async () => {
      const sku = fresh('P');
      const [first, second] = [fresh('B'), fresh('B')];
      const page = await productPage(lang);
      await page.locator('[data-testid=product-new]').click();
      const form = dialog(page);
      await form.getByLabel(tr(lang, 'master.product.sku'), { exact: true }).fill(sku);
      await form.getByLabel(tr(lang, 'master.product.nameZh')).fill('测试杯');
      await form.getByLabel(tr(lang, 'master.product.nameEn')).fill('Test cup');
      // barcodes are scanned (or typed) one after another, each ended by Enter
      const barcodes = form.getByLabel(tr(lang, 'master.product.barcodes'));
      for (const code of [first, second]) {
        await barcodes.fill(code);
        await barcodes.press('Enter');
      }
      await form.getByLabel(tr(lang, 'master.product.weightKg')).fill('0.4');
      // shelf-life days only show with shelf life on
      assert.equal(await form.getByLabel(tr(lang, 'master.product.shelfLifeDays')).count(), 0);
      await form.getByLabel(tr(lang, 'master.product.shelfLife')).click();
      await form.getByLabel(tr(lang, 'master.product.shelfLifeDays')).fill('180');
      await page.locator('[data-testid=product-save]').click();
      await form.waitFor({ state: 'hidden' });

      const saved = await product(sku);
      assert.deepEqual(saved.barcodes, [first, second]);
      assert.equal(saved.unit, 'PCS');
      assert.equal(saved.shelfLifeDays, 180);

      // found by either barcode: the product's drawer opens
      for (const code of [first, second]) {
        await lookUp(page, lang, code);
        const drawer = page.getByRole('dialog').filter({ hasText: sku });
        await drawer
          .getByText(lang === 'zh' ? '测试杯' : 'Test cup')
          .first()
          .waitFor();
        await page
          .getByRole('status')
          .filter({ hasText: tr(lang, 'master.product.lookup.found', { code, sku, name: lang === 'zh' ? '测试杯' : 'Test cup' }) })
          .waitFor();
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
      }

      // not found: said so, what was typed stays
      const missing = fresh('NONE');
      const box = await lookUp(page, lang, missing);
      await page
        .getByRole('alert')
        .filter({ hasText: tr(lang, 'master.product.lookup.notFound', { code: missing }) })
        .waitFor();
      assert.equal(await box.inputValue(), missing);

      // another product with a barcode the first one has: refused on the barcodes field, naming its SKU
      const other = fresh('P');
      await page.locator('[data-testid=product-new]').click();
      await form.getByLabel(tr(lang, 'master.product.sku'), { exact: true }).fill(other);
      await form.getByLabel(tr(lang, 'master.product.nameZh')).fill('测试碗');
      await form.getByLabel(tr(lang, 'master.product.nameEn')).fill('Test bowl');
      await barcodes.fill(second);
      await barcodes.press('Enter');
      await page.locator('[data-testid=product-save]').click();
      await fieldHelp(form, 'product-form_barcodes')
        .filter({ hasText: tr(lang, 'server.master.taken', { value: second, owner: sku }) })
        .waitFor();
      assert.equal((await call(`/api/master/products?code=${encodeURIComponent(other)}`)).body.data.total, 0);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('a product sheet with bad rows: each bad row and its reason in the preview, then the valid rows are imported', async () => {
      const taken = (await call('/api/master/products?pageSize=1')).body.data.list[0];
      const [good1, good2, dupInFile, badUnit, badNumber, badFlag, takenBarcode] = Array.from({ length: 7 }, () => fresh('I'));
      const header = 'sku,nameZh,nameEn,barcodes,unit,category,lengthCm,widthCm,heightCm,weightKg,shelfLife,shelfLifeDays';
      const yes = lang === 'zh' ? '是' : 'yes';
      const rows = [
        // valid: two barcodes written "a|b", a yes flag with its days, a category
        `${good1},导入杯,Imported cup,${good1}-A|${good1}-B,PCS,HOME,10,8,12,0.35,${yes},365`,
        // valid: a no flag, empty numbers
        `${good2},导入碗,Imported bowl,${good2}-A,BOX,,,,,,no,`,
        // a SKU that exists
        `${taken.sku},重复,Duplicate,${dupInFile}-A,PCS,,,,,,,`,
        // a barcode another SKU has
        `${takenBarcode},占用,Taken,${taken.barcodes[0]},PCS,,,,,,,`,
        // a unit not in the dictionary
        `${badUnit},单位,Unit,${badUnit}-A,FOO,,,,,,,`,
        // a weight that is not a number
        `${badNumber},重量,Weight,${badNumber}-A,PCS,,,,,heavy,,`,
        // the SKU of the first row again
        `${good1},重复行,Again,${dupInFile}-B,PCS,,,,,,,`,
        // a yes/no cell that is neither
        `${badFlag},标志,Flag,${badFlag}-A,PCS,,,,,,maybe,`,
      ];
      const page = await productPage(lang);
      await page.locator('[data-testid=product-import]').click();
      await page.locator('input[type=file]').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) });
      await page
        .locator('[data-testid=import-summary]')
        .filter({ hasText: tr(lang, 'kit.list.import.summary', { count: 2, invalid: 6 }) })
        .waitFor();

      const preview = page.locator('[data-testid=import-preview]');
      /** The preview's row of the file's row `n` (1-based): its reasons. */
      const reasons = (n) => preview.locator(`tbody tr[data-row-key="${n - 1}"]`).innerText();
      const problem = (field, text) => tr(lang, 'master.import.problem', { field: tr(lang, field), problem: text });
      assert.ok((await reasons(1)).includes('✓'));
      assert.ok((await reasons(2)).includes('✓'));
      const expected = {
        3: problem('master.product.sku', tr(lang, 'server.master.taken', { value: taken.sku, owner: taken.sku })),
        4: problem('master.product.barcodes', tr(lang, 'server.master.taken', { value: taken.barcodes[0], owner: taken.sku })),
        5: problem('master.product.unit', tr(lang, 'server.master.unknownEntry', { code: 'FOO' })),
        6: problem('master.product.weightKg', tr(lang, 'master.import.notNumber', { value: 'heavy' })),
        7: problem('master.product.sku', tr(lang, 'server.master.duplicateInFile', { value: good1, row: 1 })),
        8: problem('master.product.shelfLife', tr(lang, 'master.import.notYesNo', { value: 'maybe' })),
      };
      for (const [n, text] of Object.entries(expected)) assert.ok((await reasons(n)).includes(text), `row ${n}: ${text} in ${await reasons(n)}`);

      await page.locator('[data-testid=import-submit]').click();
      await page
        .locator('.ant-message-notice')
        .filter({ hasText: tr(lang, 'kit.setup.import.done', { count: 2 }) })
        .waitFor();
      const imported = await product(`${good1}-B`);
      assert.equal(imported.sku, good1);
      assert.deepEqual(imported.barcodes, [`${good1}-A`, `${good1}-B`]);
      assert.equal(imported.shelfLife, true);
      assert.equal(imported.shelfLifeDays, 365);
      assert.equal(imported.category, 'HOME');
      assert.equal((await product(good2)).shelfLife, false);
      for (const sku of [badUnit, badNumber, takenBarcode, badFlag]) assert.equal((await call(`/api/master/products?code=${sku}`)).body.data.total, 0, sku);
      assert.equal((await call(`/api/master/products/barcode/${dupInFile}-B`)).status, 404);
      await page.context().close();
    });

    test('barcode labels of a selected product: chosen barcodes × copies, each a 100 × 50 mm page, nothing else printed', async () => {
      const sku = fresh('L');
      const barcodes = [fresh('LB'), fresh('LB')];
      const made = await call('/api/master/products', { method: 'POST', body: { sku, nameZh: '标签杯', nameEn: 'Label cup', barcodes, unit: 'PCS' } });
      assert.equal(made.status, 200, JSON.stringify(made.body));
      const page = await productPage(lang, { stubPrint: true });
      await page.locator('[data-testid=product-filters]').getByLabel(tr(lang, 'kit.setup.search')).fill(sku);
      await page.locator('[data-testid=product-filters]').getByLabel(tr(lang, 'kit.setup.search')).press('Enter');
      await page.locator(`[data-testid="product-${sku}"]`).waitFor();
      await page.getByRole('checkbox', { name: tr(lang, 'common.selectRow', { name: sku }) }).check();
      await page.locator('[data-testid=product-print-labels]').click();

      const labels = dialog(page).filter({ hasText: tr(lang, 'master.product.labels.title') });
      // the first barcode is chosen; add the second, two copies of each
      // (a click during the dialog's opening animation can miss: check again until it holds; check() is a no-op once checked)
      const second = labels.getByRole('checkbox', { name: barcodes[1] });
      for (let attempt = 1; ; attempt++) {
        try {
          await second.check();
          break;
        } catch (e) {
          if (attempt === 3) throw e;
        }
      }
      await labels.getByLabel(tr(lang, 'master.product.labels.copiesOf', { sku })).fill('2');
      await labels
        .locator('[data-testid=labels-total]')
        .filter({ hasText: tr(lang, 'master.product.labels.total', { count: 4 }) })
        .waitFor();
      await labels.locator('[data-testid=labels-print]').click();
      await page.waitForFunction(() => window.printCalls === 1);
      await labels.waitFor({ state: 'hidden' });

      const sheet = page.locator('[data-testid=product-label-sheet]');
      const printed = sheet.locator('[data-testid=product-label]');
      assert.equal(await printed.count(), 4);
      const name = lang === 'zh' ? '标签杯' : 'Label cup';
      const texts = await printed.allTextContents();
      for (const text of texts) assert.ok(text.includes(sku) && text.includes(name), text);
      // the Code 128 of each (the sheet is hidden on screen: found by test id, not by role)
      assert.deepEqual(await sheet.locator('[data-testid=barcode]').evaluateAll((svgs) => svgs.map((s) => s.getAttribute('data-value'))), [barcodes[0], barcodes[0], barcodes[1], barcodes[1]]);

      // in print media only the sheet is shown; each label is its own 100 × 50 mm page
      await page.emulateMedia({ media: 'print' });
      const roots = await page.evaluate(() => [...document.body.children].filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.className));
      await page.emulateMedia({ media: null });
      assert.deepEqual(roots, ['wms-print-root wms-print-small']);
      const sizes = pdfPageSizes(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
      assert.equal(sizes.length, 4, 'one page per label');
      for (const [w, h] of sizes) assert.ok(Math.abs(w - 100 * MM) < 1 && Math.abs(h - 50 * MM) < 1, `${w} × ${h} pt`);
      await page
        .locator('.ant-message-notice')
        .filter({ hasText: tr(lang, 'master.product.labels.printed', { count: 4 }) })
        .waitFor();
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}

for (const lang of ['zh', 'en']) {
  describe(`pick-face pins and palletizing (${lang})`, () => {
    test('a pin: min above max, then an unknown SKU, each refused on its field with what was typed kept; then saved and found by the SKU filter', async () => {
      const sku = fresh('PIN');
      assert.equal((await call('/api/master/products', { method: 'POST', body: { sku, nameZh: '拣货杯', nameEn: 'Pick cup', barcodes: [fresh('PB')], unit: 'PCS' } })).status, 200);
      const pinned = new Set((await call('/api/master/moveable-pins?pageSize=1000')).body.data.list.map((p) => p.location));
      const location = (await call('/api/master/locations?pageSize=200')).body.data.list.find((l) => !pinned.has(l.code) && l.status === 'active').code;
      const page = await newPage(b.browser, { lang });
      await signIn(page, 'admin', '/product/moveable_pin_data');
      await page.locator('[data-testid=pin-table] tbody tr[data-row-key]').first().waitFor();
      await page.locator('[data-testid=pin-new]').click();
      const form = dialog(page);
      await form.getByLabel(tr(lang, 'master.pin.location')).fill(location);
      const skuBox = form.getByLabel(tr(lang, 'master.pin.sku'), { exact: true });
      await skuBox.fill(`${sku}-NONE`);
      await form.getByLabel(tr(lang, 'master.pin.min')).fill('40');
      await form.getByLabel(tr(lang, 'master.pin.max')).fill('30');
      await page.locator('[data-testid=pin-save]').click();
      await fieldHelp(form, 'pin-form_min')
        .filter({ hasText: tr(lang, 'server.master.minAboveMax') })
        .waitFor();
      await form.getByLabel(tr(lang, 'master.pin.max')).fill('60');
      await page.locator('[data-testid=pin-save]').click();
      await fieldHelp(form, 'pin-form_sku')
        .filter({ hasText: tr(lang, 'server.master.unknownSku', { sku: `${sku}-NONE` }) })
        .waitFor();
      assert.equal(await form.getByLabel(tr(lang, 'master.pin.location')).inputValue(), location);
      await skuBox.fill(sku);
      // the refusal goes as the field changes; Save moves up with it, so click once the form is still
      await form.locator('#pin-form_sku[aria-invalid=true]').waitFor({ state: 'detached' });
      await fieldHelp(form, 'pin-form_sku').waitFor({ state: 'hidden' });
      // the list reloads after the save: filter once that answer is in (a later answer would replace the filtered rows)
      const reloaded = page.waitForResponse((r) => r.url().includes('/api/master/moveable-pins?'));
      await page.locator('[data-testid=pin-save]').click();
      await form.waitFor({ state: 'hidden' });
      await reloaded;

      const filters = page.locator('[data-testid=pin-filters]');
      await filters.getByLabel(tr(lang, 'master.pin.sku')).fill(sku);
      await filters.getByLabel(tr(lang, 'master.pin.sku')).press('Enter');
      const row = page.getByRole('row').filter({ has: page.locator(`[data-testid="pin-${sku} @ ${location}"]`) });
      await row.getByRole('cell', { name: '60', exact: true }).waitFor();
      // the filtered list: that pin only
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=pin-table] tbody tr[data-row-key]').length === 1);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('a palletizing rule for a SKU shows the units a full pallet holds', async () => {
      const sku = fresh('PAL');
      assert.equal((await call('/api/master/products', { method: 'POST', body: { sku, nameZh: '托盘杯', nameEn: 'Pallet cup', barcodes: [fresh('PB')], unit: 'PCS' } })).status, 200);
      const page = await newPage(b.browser, { lang });
      await signIn(page, 'admin', '/warehouse/palletize');
      await page.locator('[data-testid=palletize-table] tbody tr[data-row-key]').first().waitFor();
      await page.locator('[data-testid=palletize-new]').click();
      const form = dialog(page);
      await form.getByLabel(tr(lang, 'master.palletize.code')).fill(sku);
      await form.getByLabel(tr(lang, 'master.palletize.unitsPerCarton')).fill('12');
      await form.getByLabel(tr(lang, 'master.palletize.cartonsPerLayer')).fill('10');
      await form.getByLabel(tr(lang, 'master.palletize.layers')).fill('4');
      const reloaded = page.waitForResponse((r) => r.url().includes('/api/master/palletize?'));
      await page.locator('[data-testid=palletize-save]').click();
      await form.waitFor({ state: 'hidden' });
      await reloaded;
      const filters = page.locator('[data-testid=palletize-filters]');
      await filters.getByLabel(tr(lang, 'master.palletize.code')).fill(sku);
      await filters.getByLabel(tr(lang, 'master.palletize.code')).press('Enter');
      const label = tr(lang, 'master.palletize.label', { target: tr(lang, 'master.palletize.target.sku'), code: sku });
      const row = page.getByRole('row').filter({ has: page.locator(`[data-testid="palletize-${label}"]`) });
      await row.getByRole('cell', { name: '480', exact: true }).waitFor();
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}

test('opening the product list asks for each dictionary type once (its filter, table names and form share the answer)', async () => {
  const page = await newPage(b.browser, { lang: 'en' });
  await login(page, 'admin');
  const asked = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/master/basic/options') asked.push(url.searchParams.get('type'));
  });
  await page.goto(`${BASE_URL}/product`);
  await page.locator('[data-testid=product-table] tbody tr[data-row-key]').first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual([...asked].sort(), ['category', 'unit']);
  await page.context().close();
});
