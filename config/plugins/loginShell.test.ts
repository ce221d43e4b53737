/**
 * @jest-environment node
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { loginShellHtml, renderLoginShell, shellBootConfig } from './loginShell';

const texts = (lang: string): Record<string, string> => JSON.parse(readFileSync(join(__dirname, '../../locales', lang, 'login.json'), 'utf8'));

describe('the login form in the HTML', () => {
  for (const lang of ['zh', 'en'] as const) {
    test(`${lang}: the page's view, in its texts, the language pressed, no key left raw`, () => {
      const html = renderLoginShell(lang);
      const t = texts(lang);
      for (const key of ['app.title', 'login.subtitle', 'login.username', 'login.password', 'header.language']) expect(html).toContain(t[key]);
      // antd writes a space between two CJK characters of a button
      expect(html).toContain(lang === 'zh' ? t['login.submit'].split('').join(' ') : t['login.submit']);
      expect(html).toMatch(/<input[^>]*id="username"/);
      expect(html).toMatch(/<input[^>]*id="password"[^>]*type="password"|<input[^>]*type="password"[^>]*id="password"/);
      expect(html).toContain('data-testid="login-submit"');
      expect(html).toMatch(new RegExp(`<button type="button" lang="${lang}" aria-pressed="true"`));
      // the console's theme: antd's hashed class, as in the app (firstStyles.ts renders with the same)
      expect(html).toMatch(/ant-input-affix-wrapper-lg css-[a-z0-9]+/);
      expect(html).not.toMatch(/\blogin\.(username|password|submit|subtitle)\b/);
    });
  }

  test('the page part: a hidden copy, a template per language, then the script with its config', () => {
    const html = loginShellHtml();
    expect(html.startsWith('<div id="wms-login-shell" hidden></div>')).toBe(true);
    expect(html).toContain('<template id="wms-login-shell-zh">');
    expect(html).toContain('<template id="wms-login-shell-en">');
    const script = html.slice(html.indexOf('<script>') + 8, html.lastIndexOf('</script>'));
    expect(script).not.toContain('</');
    expect(script).toContain('"loginPath":"/login"');
    expect(shellBootConfig().titles).toEqual({ zh: texts('zh')['app.title'], en: texts('en')['app.title'] });
  });
});
