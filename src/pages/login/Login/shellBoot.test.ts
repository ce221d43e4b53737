import fc from 'fast-check';
import { detectLanguage } from '@/i18n/detect';
import { bootLoginShell, type ShellBootConfig } from './shellBoot';

const CONFIG: ShellBootConfig = {
  shellId: 'shell',
  templatePrefix: 'shell-',
  fields: ['username', 'password'],
  loginPath: '/login',
  langs: ['zh', 'en'],
  defaultLang: 'zh',
  fallbackLang: 'en',
  storageKey: 'lang',
  cookieName: 'lang',
  cookieDays: 365,
  htmlLang: { zh: 'zh-CN', en: 'en' },
  titles: { zh: '标题', en: 'Title' },
};

const form = (lang: string) =>
  `<div role="group"><button type="button" lang="zh" aria-pressed="${lang === 'zh'}">中文</button><button type="button" lang="en" aria-pressed="${lang === 'en'}">English</button></div>` +
  `<form><label>${lang}</label><input id="username"><input id="password" type="password"><button type="submit">go</button></form>`;

/** A fresh document like the build's: the hidden copy and one template per language. */
function setUp(path = '/login') {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="shell" hidden></div>${['zh', 'en'].map((l) => `<template id="shell-${l}">${form(l)}</template>`).join('')}`;
  return document.getElementById('shell')!;
}

/** jsdom's navigator languages, for one call. */
function withBrowserLanguages<T>(languages: string[], run: () => T): T {
  const spy = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  const one = jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] as string);
  try {
    return run();
  } finally {
    spy.mockRestore();
    one.mockRestore();
  }
}

const clearCookie = () => {
  document.cookie = 'lang=; max-age=0; path=/';
};

beforeEach(() => {
  localStorage.clear();
  clearCookie();
});

test('picks the language by the app\'s own rule (stored, cookie, browser), for any mix of them', () => {
  const lang = fc.constantFrom('zh', 'en', 'fr', '', undefined);
  fc.assert(
    fc.property(lang, lang, fc.array(fc.constantFrom('zh-CN', 'zh-TW', 'en-US', 'en', 'fr-FR', 'ZH'), { maxLength: 3 }), (stored, cookie, browser) => {
      localStorage.clear();
      clearCookie();
      if (stored !== undefined) localStorage.setItem('lang', stored);
      if (cookie) document.cookie = `lang=${cookie}; path=/`;
      setUp();
      const shown = withBrowserLanguages(browser, () => bootLoginShell(window, CONFIG));
      expect(shown).toBe(detectLanguage({ stored, cookie, browser }));
      expect(document.getElementById('shell')!.dataset.lang).toBe(shown);
    }),
    { numRuns: 200 },
  );
});

test('shows the copy in the language found, sets the document\'s language and title, focuses the user name', () => {
  localStorage.setItem('lang', 'en');
  const shell = setUp();
  expect(bootLoginShell(window, CONFIG)).toBe('en');
  expect(shell.hidden).toBe(false);
  expect(shell.querySelector('label')!.textContent).toBe('en');
  expect(document.documentElement.lang).toBe('en');
  expect(document.title).toBe('Title');
  expect(document.activeElement).toBe(document.getElementById('username'));
});

test('stays hidden on any other path', () => {
  for (const path of ['/homepage', '/', '/loginx', '/outbound/login']) {
    const shell = setUp(path);
    expect(bootLoginShell(window, CONFIG)).toBeUndefined();
    expect(shell.hidden).toBe(true);
    expect(shell.childElementCount).toBe(0);
  }
  setUp('/login/');
  expect(bootLoginShell(window, CONFIG)).toBe('en'); // jsdom's browser language
  expect(document.getElementById('shell')!.hidden).toBe(false);
});

test('the other language: shown with what was typed kept, and stored where the app reads it', () => {
  localStorage.setItem('lang', 'zh');
  const shell = setUp();
  bootLoginShell(window, CONFIG);
  (document.getElementById('username') as HTMLInputElement).value = 'admin';
  (document.getElementById('password') as HTMLInputElement).value = 'secret';
  shell.querySelector<HTMLButtonElement>('button[lang=zh]')!.click(); // the current one: nothing
  expect(shell.dataset.lang).toBe('zh');
  shell.querySelector<HTMLButtonElement>('button[lang=en]')!.click();
  expect(shell.dataset.lang).toBe('en');
  expect(shell.querySelector('label')!.textContent).toBe('en');
  expect((document.getElementById('username') as HTMLInputElement).value).toBe('admin');
  expect((document.getElementById('password') as HTMLInputElement).value).toBe('secret');
  expect(localStorage.getItem('lang')).toBe('en');
  expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
  expect(document.activeElement).toBe(shell.querySelector('button[lang=en]'));
});

test('a submit before the app is there is kept for it, and the page does not navigate', () => {
  const shell = setUp();
  bootLoginShell(window, CONFIG);
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  shell.querySelector('form')!.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  expect(shell.dataset.submitted).toBe('true');
  expect(shell.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
});
