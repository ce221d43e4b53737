import { readFileSync } from 'fs';
import Module from 'module';
import { join } from 'path';
import type { IApi } from '@umijs/max';
import { PRELOAD_HELPER_SCRIPT } from './html';
import { DEFAULT_LANG, FALLBACK_LANG, LANG_COOKIE, LANG_COOKIE_DAYS, LANG_TAGS, SUPPORTED_LANGS, type Lang } from '../../src/i18n/detect';
import { SHELL_ID } from '../../src/pages/login/Login/shell';
import { bootLoginShell, type ShellBootConfig } from '../../src/pages/login/Login/shellBoot';
import { THEME } from '../../src/theme';
import { STORAGE_KEYS } from '../../src/utils/storage';

/**
 * The login form in the HTML: the build renders the login view once per language into templates and
 * an inline script shows the visitor's one as the body is parsed, before the app's scripts have run;
 * the app's login page takes over what was typed. `npm start` keeps the plain page.
 */
const TEMPLATE_PREFIX = `${SHELL_ID}-`;

const root = join(__dirname, '../..');

let views: { LoginView: any; LanguageSwitchView: any; LOGIN_FIELDS: readonly { name: string }[] } | undefined;
/**
 * The page's own views (TSX), compiled for Node with the esbuild umi itself uses (umi's loader of
 * plugins compiles `.ts` only), once per build. Packages (react) stay external, resolved from the project.
 */
function loadViews(): NonNullable<typeof views> {
  if (views) return views;
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const esbuild = require('@umijs/bundler-utils/compiled/esbuild');
  const entry = "export { default as LoginView, LOGIN_FIELDS } from '@/pages/login/Login/LoginView'; export { default as LanguageSwitchView } from '@/components/LanguageSwitch/View';";
  const out = esbuild.buildSync({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    packages: 'external',
    alias: { '@': join(root, 'src') },
    write: false,
    logLevel: 'silent',
  });
  const filename = join(root, 'login-shell-views.js');
  const m = new Module(filename) as Module & { _compile: (code: string, file: string) => void };
  m.filename = filename;
  m.paths = (Module as unknown as { _nodeModulePaths: (dir: string) => string[] })._nodeModulePaths(root);
  m._compile(out.outputFiles[0].text, filename);
  views = m.exports as NonNullable<typeof views>;
  return views;
}

const loginTexts = (lang: Lang): Record<string, string> => JSON.parse(readFileSync(join(__dirname, '../../locales', lang, 'login.json'), 'utf8'));

/** The login page's markup in `lang`, as the app renders it before anything is typed. Node only. */
export function renderLoginShell(lang: Lang): string {
  /* eslint-disable @typescript-eslint/no-var-requires */
  const React = require('react');
  const { renderToStaticMarkup } = require('react-dom/server');
  const { createCache, StyleProvider } = require('@ant-design/cssinjs');
  const antd = require('antd');
  const icons = require('@ant-design/icons');
  /* eslint-enable @typescript-eslint/no-var-requires */
  const { LoginView, LanguageSwitchView } = loadViews();
  const h = React.createElement;
  const texts = loginTexts(lang);
  // A key without a text fails the build: no raw key in the page.
  const t = (key: string) => {
    if (!(key in texts)) throw new Error(`login shell: locales/${lang}/login.json has no "${key}"`);
    return texts[key];
  };
  const noop = () => undefined;
  const parts = { Input: antd.Input, Password: antd.Input.Password, Button: antd.Button, UserIcon: h(icons.UserOutlined), LockIcon: h(icons.LockOutlined) };
  const view = h(LoginView, { parts, t, langSwitch: h(LanguageSwitchView, { t, current: lang }), values: { username: '', password: '' }, invalid: {}, submitting: false, onChange: noop, onSubmit: noop });
  return renderToStaticMarkup(h(StyleProvider, { cache: createCache() }, h(antd.ConfigProvider, { theme: THEME }, view)));
}

export const shellBootConfig = (): ShellBootConfig => ({
  shellId: SHELL_ID,
  templatePrefix: TEMPLATE_PREFIX,
  fields: loadViews().LOGIN_FIELDS.map((f) => f.name),
  loginPath: '/login',
  langs: SUPPORTED_LANGS,
  defaultLang: DEFAULT_LANG,
  fallbackLang: FALLBACK_LANG,
  storageKey: STORAGE_KEYS.lang,
  cookieName: LANG_COOKIE,
  cookieDays: LANG_COOKIE_DAYS,
  htmlLang: LANG_TAGS,
  titles: Object.fromEntries(SUPPORTED_LANGS.map((lang) => [lang, loginTexts(lang)['app.title']])),
});

/** What goes first in <body>: the hidden copy, its templates and the script that shows one. */
export function loginShellHtml(): string {
  const templates = SUPPORTED_LANGS.map((lang) => `<template id="${TEMPLATE_PREFIX}${lang}">${renderLoginShell(lang)}</template>`).join('');
  // `<` escaped: the config holds texts, and "</script>" in one must not end the script.
  const config = JSON.stringify(shellBootConfig()).replace(/</g, '\\u003c');
  return `<div id="${SHELL_ID}" hidden></div>${templates}<script>(${bootLoginShell.toString()})(window,${config})</script>`;
}

export default (api: IApi) => {
  api.describe({ key: 'loginShell' });
  let html: string | undefined;
  api.modifyHTML(($) => {
    if (api.env !== 'production') return $;
    html ||= loginShellHtml();
    $('body').prepend(html);
    // The app's scripts no longer hold the parser (the copy shows while they load), in their order;
    // umi's route preload helper stays synchronous and first (html.ts).
    $('script[src]').not(PRELOAD_HELPER_SCRIPT).attr('defer', '');
    return $;
  });
};
