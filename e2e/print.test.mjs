/**
 * The print centre in both languages: labels previewed with sample data, printed on the station's size
 * to its printer (the PDF's page size, nothing of the screen), in the history, reprinted; A4 sheets;
 * a pallet label's ZPL downloaded and sent to the station printer.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { adminCall, api, apiToken, newPage, selectOption, signIn, useBrowser } from './helpers.mjs';
import { say } from './texts.mjs';

const b = useBrowser();
const call = adminCall;
const jobs = async () => (await call('/api/print/jobs?pageSize=1')).body.data.total;

/** Page sizes of a PDF in points, one per page, from its /MediaBox entries. */
function pdfPageSizes(pdf) {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/MediaBox\s*\[\s*([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s*\]/g)].map((m) => [Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])]);
}
const MM = 72 / 25.4;

/** The print centre as admin in `lang`; the browser's print dialog is not part of the test: its calls are counted instead. */
async function printCentre(lang) {
  const page = await newPage(b.browser, { lang });
  await page.context().addInitScript(() => {
    window.print = () => {
      window.printCalls = (window.printCalls ?? 0) + 1;
    };
  });
  await signIn(page, 'admin', '/print');
  return page;
}
const near = (a, b) => Math.abs(a - b) < 1;
/** The admin's station (warehouse config): labels print on its size, to its printer. */
const stationOf = async () => (await call('/api/print/settings')).body.data.station;

for (const lang of ['zh', 'en']) {
  describe(`print centre (${lang})`, () => {
    test('a shipping label previewed with sample data, printed at 100 × 150 mm, in the history, reprinted', async () => {
      // the shipping label on, to the browser's printer (a run before may have changed it)
      assert.equal((await call('/api/print/settings/shippingLabel', { method: 'PUT', body: { enabled: true, printer: '' } })).status, 200);
      const before = await jobs();
      const station = await stationOf();
      assert.equal(station.labelSize, '100x150', 'the seeded station takes 100 × 150 mm labels');
      const page = await printCentre(lang);

      // the preview: the label as the label screen prints it, with the sample receiver and barcode
      const preview = page.getByTestId('print-preview');
      await preview.locator('[data-testid=label-sheet-preview] .wms-label').getByText(say(lang, 'print.sample.receiver')).waitFor();
      assert.equal(await preview.locator('[data-testid=barcode]').count(), 1);
      await page.getByText(say(lang, 'print.previewOf', { name: say(lang, 'print.template.shippingLabel') })).waitFor();
      // the preview box is the label's size on screen (100 mm wide)
      const width = await preview.locator('.wms-label').evaluate((el) => el.getBoundingClientRect().width);
      assert.ok(Math.abs(width - (100 * 96) / 25.4) < 2, `label preview ${width}px wide`);

      await page.getByTestId('print-now').click();
      await page.waitForFunction(() => window.printCalls === 1);
      await page.locator('.ant-message-notice').filter({ hasText: say(lang, 'print.printed', { name: say(lang, 'print.template.shippingLabel'), printer: station.printer, copies: 1 }) }).waitFor();
      // in print: only the sheet, on 100 × 150 mm pages
      const sizes = pdfPageSizes(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
      assert.ok(sizes.length >= 1);
      for (const [w, h] of sizes) assert.ok(near(w, 100 * MM) && near(h, 150 * MM), `${w.toFixed(2)} × ${h.toFixed(2)} pt`);

      // the print is in the history
      const rows = page.locator('[data-testid=print-history-table] tbody tr[data-row-key]');
      const first = rows.first();
      await first.getByText(say(lang, 'print.template.shippingLabel')).waitFor();
      assert.equal(await jobs(), before + 1);

      // reprint it: printed again, a second row marked as a reprint
      await first.locator('[data-testid^=print-reprint-]').click();
      await page.waitForFunction(() => window.printCalls === 2);
      await rows.first().getByRole('cell', { name: say(lang, 'print.kind.reprint'), exact: true }).waitFor();
      assert.equal(await jobs(), before + 2);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('a switched-off template cannot be printed', async () => {
      const page = await newPage(b.browser, { lang });
      await signIn(page, 'admin', '/print');
      await page.getByTestId('template-pickList').click();
      await page.getByTestId('print-preview').locator('[data-testid=picklist-sheet-preview]').waitFor();
      const toggle = page.getByTestId('template-enabled-pickList');
      if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
      await page.locator('[data-testid=template-enabled-pickList][aria-checked=true]').waitFor();
      await toggle.click();
      await page.locator('[data-testid=template-enabled-pickList][aria-checked=false]').waitFor();
      await page.getByText(say(lang, 'print.off')).waitFor();
      assert.equal(await page.getByTestId('print-now').isDisabled(), true);
      assert.equal((await call('/api/print/settings')).body.data.templates.find((t) => t.template === 'pickList').enabled, false);
      await toggle.click();
      await page.locator('[data-testid=template-enabled-pickList][aria-checked=true]').waitFor();
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}

for (const lang of ['zh', 'en']) {
  describe(`print copies (${lang})`, () => {
    test('copies apply to every template: the preview and the printed sheet hold them, each on its own page; the history and a reprint keep them', async () => {
      for (const tp of ['locationLabel', 'pickList']) assert.equal((await call(`/api/print/settings/${tp}`, { method: 'PUT', body: { enabled: true, printer: '' } })).status, 200);
      const station = await stationOf();
      const page = await printCentre(lang);

      // a location label, 3 copies: three labels in the preview and in print, three pages of the station's label size (100 × 150 mm seeded)
      await page.getByTestId('template-locationLabel').click();
      const preview = page.getByTestId('print-preview');
      await preview.locator('[data-testid=location-label-sheet-preview]').waitFor();
      await page.getByTestId('print-copies').fill('3');
      await preview.locator('[data-testid=location-label-sheet-preview][data-copies="3"]').waitFor();
      assert.equal(await preview.locator('.wms-small-label').count(), 3);
      await page.getByTestId('print-now').click();
      await page.waitForFunction(() => window.printCalls === 1);
      await page.locator('.ant-message-notice').filter({ hasText: say(lang, 'print.printed', { name: say(lang, 'print.template.locationLabel'), printer: station.printer, copies: 3 }) }).waitFor();
      assert.equal(await page.locator('body > [data-testid=location-label-sheet] .wms-small-label').count(), 3);
      let sizes = pdfPageSizes(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
      assert.equal(sizes.length, 3, 'one page per copy');
      const [sw, sh] = station.labelSize.split('x').map(Number);
      for (const [w, h] of sizes) assert.ok(near(w, sw * MM) && near(h, sh * MM), `${w.toFixed(2)} × ${h.toFixed(2)} pt`);

      // the history says 3 copies; a reprint prints 3 again and records 3
      const rows = page.locator('[data-testid=print-history-table] tbody tr[data-row-key]');
      await rows.first().getByText(say(lang, 'print.template.locationLabel')).waitFor();
      await rows.first().getByRole('cell', { name: '3', exact: true }).waitFor();
      await page.getByTestId('print-copies').fill('1');
      await rows.first().locator('[data-testid^=print-reprint-]').click();
      await page.waitForFunction(() => window.printCalls === 2);
      await rows.first().getByRole('cell', { name: say(lang, 'print.kind.reprint'), exact: true }).waitFor();
      assert.equal(await page.locator('body > [data-testid=location-label-sheet] .wms-small-label').count(), 3);
      const [last] = (await call('/api/print/jobs?pageSize=1')).body.data.list;
      assert.equal(last.copies, 3);
      assert.ok(last.reprintOf);

      // an A4 pick list, 2 copies: two A4 pages
      await page.getByTestId('template-pickList').click();
      await page.getByTestId('print-copies').fill('2');
      await preview.locator('[data-testid=picklist-sheet-preview][data-copies="2"]').waitFor();
      await page.getByTestId('print-now').click();
      await page.waitForFunction(() => window.printCalls === 3);
      sizes = pdfPageSizes(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
      assert.equal(sizes.length, 2, 'one A4 page per copy');
      for (const [w, h] of sizes) assert.ok(near(w, 210 * MM) && near(h, 297 * MM), `${w.toFixed(2)} × ${h.toFixed(2)} pt`);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}

for (const lang of ['zh', 'en']) {
  describe(`print ZPL (${lang})`, () => {
    test('a pallet label: its ZPL downloaded (the station size at the chosen dpi, the SSCC in GS1-128) and sent to the station printer', async () => {
      assert.equal((await call('/api/print/settings/palletLabel', { method: 'PUT', body: { enabled: true, printer: '' } })).status, 200);
      const station = (await call('/api/print/settings')).body.data.station;
      assert.ok(station.printer, 'the seeded station has a printer');
      const page = await printCentre(lang);
      await page.getByTestId('template-palletLabel').click();
      await page.getByTestId('print-preview').locator('[data-testid=pallet-label-sheet-preview]').waitFor();
      await page.getByTestId('print-station').getByText(station.station).waitFor();

      // 203 dpi in zh, 300 in en: ^PW/^LL are the station's 100 × 150 mm at 8 or 12 dots/mm
      const dpi = lang === 'zh' ? 203 : 300;
      if (dpi === 300) {
        await page.getByTestId('print-dpi').click();
        await selectOption(page, say(lang, 'print.zpl.dpiValue', { dpi: 300 })).click();
      }
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('print-zpl-download').click()]);
      assert.equal(download.suggestedFilename(), `palletLabel-369012340000000123-${dpi}dpi.zpl`);
      const zpl = await readFile(await download.path(), 'utf8');
      assert.ok(zpl.startsWith('^XA'), zpl.slice(0, 40));
      assert.ok(zpl.includes('^FD>;>800369012340000000123^FS'), 'the SSCC as GS1-128');
      const dots = dpi === 300 ? 12 : 8;
      assert.ok(zpl.includes(`^PW${100 * dots}\n^LL${150 * dots}`));
      assert.ok(zpl.includes(say(lang, 'print.sample.palletTitle')));
      await page.locator('.ant-message-notice').filter({ hasText: say(lang, 'print.zpl.downloaded', { file: download.suggestedFilename() }) }).waitFor();

      // sent: the job, with the same ZPL, first in the print centre's history
      const before = await jobs();
      await page.getByTestId('print-zpl-send').click();
      await page.locator('.ant-message-notice').filter({ hasText: say(lang, 'print.zpl.sent', { name: say(lang, 'print.template.palletLabel'), printer: station.printer, copies: 1 }) }).waitFor();
      const first = page.locator('[data-testid=print-history-table] tbody tr[data-row-key]').first();
      await first.getByText(say(lang, 'print.template.palletLabel')).waitFor();
      await first.getByRole('cell', { name: say(lang, 'print.format.zpl', { dpi }), exact: true }).waitFor();
      await first.getByRole('cell', { name: station.printer, exact: true }).waitFor();
      assert.equal(await jobs(), before + 1);
      const [job] = (await call('/api/print/jobs?pageSize=1')).body.data.list;
      assert.equal(job.zpl, zpl);
      assert.equal(await page.evaluate(() => window.printCalls ?? 0), 0, 'no browser dialog for ZPL');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
