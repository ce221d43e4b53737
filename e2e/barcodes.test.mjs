/**
 * Every kind of printed barcode, drawn by the built console and read back by a barcode decoder
 * (@zxing/library in the page): the print centre's label templates (tracking number in Code 128,
 * pallet SSCC in GS1-128, location QR, product EAN-13), location and LPN labels as their screens
 * print them, and a product's UPC-A and Code 128 barcodes. Each decodes to what was meant.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { BASE_URL, newPage, signIn, useApiAs, useBrowser } from './helpers.mjs';
import { say } from './texts.mjs';

const b = useBrowser();
const call = useApiAs('admin', 'w1');
const ZXING = createRequire(import.meta.url).resolve('@zxing/library/umd/index.min.js');
const LANG = 'en';

/** The decoder's format for each symbology the console prints. */
const FORMAT = { code128: 'CODE_128', 'gs1-128': 'CODE_128', ean13: 'EAN_13', upca: 'UPC_A', qrcode: 'QR_CODE', datamatrix: 'DATA_MATRIX' };
/** GS1 AIs of predefined length (GS1 General Specifications, figure 7.8.5-2, the prefixes used here). */
const PREDEFINED = ['00', '01', '02', '11', '12', '13', '15', '16', '17', '20'];

/**
 * What a scanner reads from a GS1-128 whose printed form is "(AI)data…": the symbology identifier
 * ]C1 (the leading FNC1), then each AI and its data, a GS (FNC1) after each variable-length field but the last.
 */
function gs1Read(hri) {
  const fields = [...hri.matchAll(/\((\d+)\)([^(]*)/g)];
  return `]C1${fields.map(([, ai, data], i) => `${ai}${data}${!PREDEFINED.includes(ai.slice(0, 2)) && i < fields.length - 1 ? '\u001d' : ''}`).join('')}`;
}

/** Decodes every drawn barcode in `scope`: each SVG rasterised at 4 px per library unit on a white margin. */
async function decodeAll(page, scope) {
  if (!(await page.evaluate(() => 'ZXing' in window))) await page.addScriptTag({ path: ZXING });
  const svgs = page.locator(`${scope} [data-testid=barcode]`);
  await page.waitForFunction((sel) => {
    const all = [...document.querySelectorAll(sel)];
    return all.length > 0 && all.every((s) => s.getAttribute('data-state') === 'ready');
  }, `${scope} [data-testid=barcode]`);
  return svgs.evaluateAll(
    async (els, formats) => {
      const Z = window.ZXing;
      const read = async (svg) => {
        const kind = svg.getAttribute('data-kind');
        const [, , w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
        const twoD = kind === 'qrcode' || kind === 'datamatrix';
        const k = 4;
        const [pw, ph] = twoD ? [w * k, h * k] : [w * k, 160];
        const copy = svg.cloneNode(true);
        copy.setAttribute('width', String(pw));
        copy.setAttribute('height', String(ph));
        const img = new Image();
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
        await img.decode();
        const margin = 40;
        const canvas = document.createElement('canvas');
        canvas.width = pw + 2 * margin;
        canvas.height = ph + 2 * margin;
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        ctx.drawImage(img, margin, margin, pw, ph);
        const hints = new Map([
          [Z.DecodeHintType.POSSIBLE_FORMATS, [Z.BarcodeFormat[formats[kind]]]],
          [Z.DecodeHintType.TRY_HARDER, true],
          [Z.DecodeHintType.ASSUME_GS1, kind === 'gs1-128'],
        ]);
        const reader = new Z.MultiFormatReader();
        reader.setHints(hints);
        try {
          const result = reader.decode(new Z.BinaryBitmap(new Z.HybridBinarizer(new Z.HTMLCanvasElementLuminanceSource(canvas))), hints);
          return { kind, value: svg.getAttribute('data-value'), text: result.getText(), format: Z.BarcodeFormat[result.getBarcodeFormat()] };
        } catch (e) {
          return { kind, value: svg.getAttribute('data-value'), error: String(e) };
        }
      };
      const out = [];
      for (const el of els) out.push(await read(el));
      return out;
    },
    FORMAT,
  );
}

/** Each decoded barcode against what it was meant to say, in its symbology. */
function assertRead(found, expected) {
  assert.deepEqual(
    found.map((f) => f.kind),
    expected.map((e) => e.kind),
  );
  for (const [i, f] of found.entries()) {
    const { kind, text } = expected[i];
    assert.equal(f.error, undefined, `${kind} ${text}: ${f.error}`);
    assert.equal(f.format, FORMAT[kind], `${kind} ${text}`);
    assert.equal(f.text, kind === 'gs1-128' ? gs1Read(text) : text, kind);
  }
}

test('every printed barcode decodes to what was meant', async () => {
  const page = await newPage(b.browser, { lang: LANG });
  await page.context().addInitScript(() => {
    window.print = () => {
      window.printCalls = (window.printCalls ?? 0) + 1;
    };
  });

  // the print centre's label templates, as their screens draw them
  await signIn(page, 'admin', '/print');
  const templates = [
    ['shippingLabel', { kind: 'code128', text: 'SF1234567890123' }],
    ['palletLabel', { kind: 'gs1-128', text: '(00)369012340000000123' }],
    ['locationLabel', { kind: 'qrcode', text: 'A-01-02-03' }],
    ['skuLabel', { kind: 'ean13', text: '6901234567892' }],
  ];
  for (const [template, expected] of templates) {
    await page.getByTestId(`template-${template}`).click();
    assertRead(await decodeAll(page, `[data-testid=print-preview][data-template=${template}]`), [expected]);
  }

  // a location's label, printed from the locations screen
  const location = (await call('/api/master/locations?pageSize=1')).body.data.list[0].code;
  await page.goto(`${BASE_URL}/warehouse/location`);
  await page.getByTestId('location-search').fill(location);
  await page.getByTestId('location-search').press('Enter');
  await page.getByRole('checkbox', { name: say(LANG, 'common.selectRow', { name: location }) }).check();
  await page.getByTestId('location-print-selected').click();
  await page.waitForFunction(() => window.printCalls === 1);
  assertRead(await decodeAll(page, '[data-testid=location-label-sheet]'), [{ kind: 'qrcode', text: location }]);

  // a pallet's LPN label, printed from the LPN map
  const lpn = (await call('/api/inbound/lpns?pageSize=1')).body.data.list[0].lpn;
  await page.goto(`${BASE_URL}/inbound/regular/lpnMap`);
  await page.getByTestId(`lpn-${lpn}`).waitFor();
  await page.getByRole('checkbox', { name: say(LANG, 'common.selectRow', { name: lpn }) }).check({ force: true });
  await page.getByTestId('lpn-print-selected').click();
  await page.waitForFunction(() => window.printCalls === 1);
  assertRead(await decodeAll(page, '[data-testid=lpn-label-sheet]'), [{ kind: 'datamatrix', text: lpn }]);

  // a product whose barcodes are a UPC-A and an internal code: UPC-A and Code 128
  const run = String(Date.now()).slice(-7);
  const body = `0${run}123`;
  const upc = `${body}${(10 - ([...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0) % 10)) % 10}`;
  const sku = `E2E-BC-${run}`;
  const made = await call('/api/master/products', { method: 'POST', body: { sku, nameZh: '条码杯', nameEn: 'Barcode cup', barcodes: [upc, `BC-${run}`], unit: 'PCS' } });
  assert.equal(made.status, 200, JSON.stringify(made.body));
  await page.goto(`${BASE_URL}/product`);
  const search = page.getByTestId('product-filters').getByLabel(say(LANG, 'kit.setup.search'));
  await search.fill(sku);
  await search.press('Enter');
  await page.getByTestId(`product-${sku}`).click();
  await page.getByRole('tab', { name: say(LANG, 'master.product.barcodeTab') }).click();
  assertRead(await decodeAll(page, '[data-testid=product-barcode-preview]'), [
    { kind: 'upca', text: upc },
    { kind: 'code128', text: `BC-${run}` },
  ]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
