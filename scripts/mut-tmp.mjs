import { launch } from '../e2e/browser.mjs';
import { apiToken, openAllSubmenus } from '../e2e/helpers.mjs';
import { startPreview } from '../e2e/server.mjs';
import { newContext, SIDE_MENU } from './bench.mjs';
const [dir, ...hrefs] = process.argv.slice(2);
const { baseUrl, stop } = await startPreview({ outputPath: dir });
const browser = await launch();
try {
  const context = await newContext(browser, await apiToken('admin', baseUrl));
  const page = await context.newPage();
  await page.goto(`${baseUrl}/homepage`);
  await page.locator('[data-testid=home-today]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(6000);
  await openAllSubmenus(page.locator(SIDE_MENU).first());
  for (const href of hrefs) {
    await page.waitForTimeout(800);
    await page.evaluate(() => {
      window.__m = [];
      window.__clickAt = 0;
      document.addEventListener('click', () => (window.__clickAt = performance.now()), { capture: true, once: true });
      const desc = (n) => n.nodeType === 1 ? `${n.tagName.toLowerCase()}.${String(n.className).slice(0, 50)}` : `#text(${n.textContent.slice(0, 30)})`;
      const mo = new MutationObserver((rs) => {
        const root = document.querySelector('.ant-pro-layout-content');
        const t = performance.now();
        for (const r of rs) if (root?.contains(r.target)) window.__m.push([t, r.type, desc(r.target), [...r.addedNodes].map(desc).join(',').slice(0, 80), [...r.removedNodes].map(desc).join(',').slice(0, 60)]);
      });
      mo.observe(document.body, { subtree: true, childList: true, characterData: true });
      setTimeout(() => mo.disconnect(), 1500);
    });
    await page.locator(SIDE_MENU).locator(`a[href="${href}"]`).first().click();
    await page.waitForTimeout(1600);
    const { m, c } = await page.evaluate(() => ({ m: window.__m, c: window.__clickAt }));
    console.log(`\n== ${href}`);
    let last = -1;
    for (const [t, type, target, add, rem] of m) {
      const at = Math.round(t - c);
      console.log(`${String(at).padStart(5)} ${type} ${target}  +[${add}] -[${rem}]`);
    }
  }
} finally { await browser.close(); stop(); }
