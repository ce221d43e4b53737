import { launch, BASE_URL } from '../e2e/browser.mjs';
const [,, path='/login', out='/tmp/shot.png', user, lang='zh'] = process.argv;
const b = await launch();
const ctx = await b.newContext({ viewport: { width: Number(process.env.SHOT_WIDTH || 1400), height: 900 }, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
const page = await ctx.newPage();
page.on('console', m => { if (m.type()==='error' || m.type()==='warning') console.log('console', m.type(), m.text().slice(0,300)); });
page.on('pageerror', e => console.log('pageerror', e.message));
await page.addInitScript((lang) => localStorage.setItem('lang', lang), lang);
if (user) {
  await page.goto(BASE_URL + '/login');
  await page.fill('#username', user);
  await page.fill('#password', user + '123');
  await page.click('[data-testid=login-submit]');
  await page.waitForURL(u => !u.pathname.startsWith('/login'), { timeout: 30000 });
}
await page.goto(BASE_URL + path);
await page.waitForTimeout(Number(process.env.SHOT_WAIT || 2500));
await page.screenshot({ path: out });
console.log('url', page.url());
await b.close();
