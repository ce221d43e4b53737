import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, login, newPage, useBrowser, BASE_URL } from './helpers.mjs';
import { readTexts } from './texts.mjs';

/**
 * Every outbound screen in both languages (as admin): title and breadcrumb from the locale files,
 * no untranslated key anywhere visible, no Chinese in the English UI (data cells aside), table
 * headers from the current language's file, dates in the language's format; plus one drawer or
 * dialog per screen.
 */
const b = useBrowser();
const LOCALES = { zh: readTexts('zh'), en: readTexts('en') };
const KEYS = new Set(Object.keys(LOCALES.en));
const NAMESPACES = new Set([...KEYS].map((k) => k.split('.')[0]));
const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;
/** Dates as the tables show them: the one format of each language (src/utils/date.ts). */
const DATE_FORMAT = { zh: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, en: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ };
const DATE_LIKE = /\d{4}[-/]\d{2}[-/]\d{2}|\d{2}\/\d{2}\/\d{4}|\d{2}:\d{2}/;

/** GET on the mock back end as the signed-in user of the page (same token and warehouse). */
async function backend(page, path) {
  const { token, warehouse } = await page.evaluate(() => ({ token: localStorage.getItem('token'), warehouse: localStorage.getItem('Current-Warehouse') }));
  return (await api(path, { method: 'GET', token, warehouse })).body.data;
}

/**
 * Each screen's `open` shows something cheap (a drawer, a dialog, a detail card) and returns its
 * selector and the data strings in it that may legitimately be Chinese (seeded receiver names).
 */
const openOrderDrawer = (kind) => async (page) => {
  const link = page.locator('tbody a[data-testid^="order-"]').first();
  const no = (await link.innerText()).trim();
  await link.click();
  await page.locator('[data-testid=order-lines] tbody tr').first().waitFor();
  const row = (await backend(page, `/api/outbound/${kind}/orders?no=${no}`)).list.find((o) => o.no === no);
  const { receiver, history } = await backend(page, `/api/outbound/${kind}/orders/${row.id}`);
  return { region: '[role=dialog]', data: [receiver.name, receiver.city, receiver.address, ...history.map((h) => h.note)] };
};
/** Clicks the first `link` and waits for rows in `region` (a detail card or drawer). */
const openDetail = (link, region) => async (page) => {
  await page.locator(link).first().click();
  // a data row (a table that scrolls sideways starts its body with a hidden measuring row, without a key)
  await page.locator(`${region} tbody tr[data-row-key]`).first().waitFor();
  return { region };
};
const openPrintPopover = async (page) => {
  await page.locator('[data-testid=tab-labelled]').click();
  await page.locator('tbody a[data-testid^="print-"]').first().click();
  await page.locator('[data-testid=print-go]').waitFor();
  return { region: '[role=tooltip]' };
};

/** A screen: its path, the locale key of its title, its breadcrumb (keys), whether it shows dates. */
const screen = (path, title, crumbs, dates, open) => ({ path, title, crumbs: ['menu.outbound', ...crumbs], dates, open });
/** Opens the first picked order at the pack bench; its receiver's name may be Chinese. */
const openPackBench = (kind) => async (page) => {
  const link = page.locator('tbody a[data-testid^="pack-order-"]').first();
  const no = (await link.innerText()).trim();
  await link.click();
  await page.locator('[data-testid=pack-lines] tbody tr[data-row-key]').first().waitFor();
  const row = (await backend(page, `/api/outbound/${kind}/orders?no=${no}`)).list.find((o) => o.no === no);
  const { receiver } = await backend(page, `/api/outbound/${kind}/pack/${row.id}`);
  return { region: '[data-testid=pack-bench]', data: [receiver.name] };
};
const SCREENS = [
  screen('/outbound/b2c', 'menu.outbound.b2c.order', ['menu.outbound.b2c'], true, openOrderDrawer('b2c')),
  screen('/outbound/b2b', 'menu.outbound.b2b.order', ['menu.outbound.b2b'], true, openOrderDrawer('b2b')),
  ...['b2c', 'b2b'].flatMap((kind) => [
    screen(`/outbound/${kind}/pick`, 'menu.outbound.pick', [`menu.outbound.${kind}`, 'menu.outbound.pick'], true, openDetail('tbody a[data-testid^="wave-"]', '[data-testid=wave-pick]')),
    screen(`/outbound/${kind}/pack`, 'menu.outbound.pack', [`menu.outbound.${kind}`, 'menu.outbound.pack'], true, openPackBench(kind)),
    screen(`/outbound/${kind}/label`, 'menu.outbound.label', [`menu.outbound.${kind}`, 'menu.outbound.label'], false, openPrintPopover),
    screen(`/outbound/${kind}/delivery`, 'menu.outbound.delivery', [`menu.outbound.${kind}`, 'menu.outbound.delivery'], true, openDetail('tbody a[data-testid^="manifest-"]', '[data-testid=manifest-scan]')),
  ]),
  screen('/outbound/destroy', 'menu.outbound.destroy', ['menu.outbound.destroy'], true, openDetail('tbody a[data-testid^="destroy-DS"]', '[data-testid=destroy-drawer]')),
];

/** The visible text nodes and placeholders under `scope`, except those in table bodies (data). */
function visibleTexts(page, scope) {
  return page.evaluate(
    (scope) => {
      const out = [];
      for (const root of document.querySelectorAll(scope)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          const text = n.textContent.trim();
          if (!text || !el || !el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
          if (el.closest('tbody')) continue;
          out.push(text);
        }
        // placeholders are visible text too
        for (const input of root.querySelectorAll('input[placeholder], textarea[placeholder]')) if (input.checkVisibility()) out.push(input.placeholder.trim());
      }
      return out;
    },
    scope,
  );
}

/** Texts that are, or contain, a translation key instead of its text. */
function untranslatedKeys(texts) {
  const hits = [];
  for (const text of texts) {
    if (KEYS.has(text)) hits.push(text);
    for (const token of text.match(/\b[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+\b/g) ?? []) if (KEYS.has(token) || NAMESPACES.has(token.split('.')[0])) hits.push(token);
  }
  return hits;
}

/** `sel` inside each part of a selector list. */
const within = (scope, sel) => scope.split(',').map((part) => `${part.trim()} ${sel}`).join(', ');

async function checkRegion(page, lang, scope, where, data = []) {
  const texts = await visibleTexts(page, scope);
  assert.ok(texts.length > 0, `${where}: found no text`);
  assert.deepEqual(untranslatedKeys(texts), [], `${where}: untranslated keys`);
  // Data may be Chinese, also inside a longer text (an address joined with its city): what is left
  // of a text once the data strings are taken out must not be.
  const withoutData = (x) => data.filter(Boolean).reduce((rest, d) => rest.split(d).join(''), x);
  if (lang === 'en') assert.deepEqual(texts.filter((x) => CJK.test(withoutData(x)) && x !== LOCALES.en['lang.zh']), [], `${where}: Chinese in the English UI`);
  // table headers (main tables, drawer tables) come from the language's file; '#' and the like are symbols
  const headers = await page.locator(within(scope, 'thead th')).evaluateAll((ths) => ths.filter((th) => th.checkVisibility()).map((th) => th.innerText.trim()));
  const values = new Set(Object.values(LOCALES[lang]));
  assert.deepEqual(headers.filter((h) => /\p{L}/u.test(h) && !values.has(h)), [], `${where}: table headers not from locales/${lang}`);
  // dates shown in table cells are in the language's format
  const dateCells = await page.locator(within(scope, 'tbody td')).evaluateAll((tds) => tds.map((td) => td.innerText.trim()));
  const dates = dateCells.filter((c) => DATE_LIKE.test(c));
  assert.deepEqual(dates.filter((d) => !DATE_FORMAT[lang].test(d)), [], `${where}: dates not in the ${lang} format`);
  return { headers, dates };
}

for (const lang of ['zh', 'en']) {
  test(`outbound screens in ${lang}: titles, breadcrumbs, texts, headers, dates, one drawer or dialog each`, async (t) => {
    const page = await newPage(b.browser, { lang });
    await login(page, 'admin');
    const L = LOCALES[lang];
    for (const screen of SCREENS) {
      await t.test(screen.path, async () => {
        await page.goto(`${BASE_URL}${screen.path}`);
        await page.locator('main tbody tr[data-row-key]').first().waitFor();
        await page.locator('main [aria-busy=true]').first().waitFor({ state: 'detached' });

        // the page title (PageContainer gives it its text as title) and the breadcrumb (a nav; its separators are aria-hidden)
        assert.equal(await page.getByRole('main').getByTitle(L[screen.title], { exact: true }).count(), 1, `page title ${L[screen.title]}`);
        const crumbs = await page.getByRole('main').getByRole('navigation').getByRole('listitem').allInnerTexts();
        assert.deepEqual(crumbs.map((c) => c.trim()), screen.crumbs.map((k) => L[k]), 'breadcrumb');

        const { headers, dates } = await checkRegion(page, lang, 'main', screen.path);
        assert.ok(headers.length >= 3, 'the table headers were found');
        if (screen.dates) assert.ok(dates.length > 0, 'the screen shows dates');
        // the side menu and the header too
        await checkRegion(page, lang, 'aside, header', `${screen.path} menu/header`);

        const { region, data } = await screen.open(page);
        await checkRegion(page, lang, region, `${screen.path} ${region}`, data);
        await page.keyboard.press('Escape');
        assert.deepEqual(page.errors, []);
      });
    }
  });
}
