/** What the inline script needs to know; the build fills it from the app's own constants. */
export interface ShellBootConfig {
  shellId: string;
  /** `<template id={templatePrefix + lang}>`: the form's markup in that language. */
  templatePrefix: string;
  /** The form's fields (LoginView's LOGIN_FIELDS), the first one focused. */
  fields: readonly string[];
  loginPath: string;
  langs: readonly string[];
  defaultLang: string;
  fallbackLang: string;
  storageKey: string;
  cookieName: string;
  cookieDays: number;
  /** Per language: the document's lang attribute and title. */
  htmlLang: Record<string, string>;
  titles: Record<string, string>;
}

/**
 * Shows the HTML's copy of the login form. Inlined into index.html by its source: no imports, no
 * syntax that needs helpers. Its language rule is `detectLanguage`'s (a unit test holds them equal).
 */
export function bootLoginShell(win: Window, c: ShellBootConfig): string | undefined {
  const doc = win.document;
  const path = win.location.pathname;
  const shell = doc.getElementById(c.shellId);
  if (!shell || (path !== c.loginPath && path.indexOf(c.loginPath + '/') !== 0)) return undefined;
  const known = (v: string | null | undefined) => (v && c.langs.indexOf(v) >= 0 ? v : undefined);
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(c.storageKey);
  } catch (e) {
    stored = null; // storage disabled
  }
  const cookie = new RegExp('(?:^|;\\s*)' + c.cookieName + '=([^;]*)').exec(doc.cookie);
  const nav = win.navigator;
  const browser: readonly string[] = nav.languages && nav.languages.length ? nav.languages : nav.language ? [nav.language] : [];
  const detected =
    known(stored) ||
    known(cookie ? decodeURIComponent(cookie[1]) : undefined) ||
    (browser.length ? (browser.some((l) => l.toLowerCase().indexOf('zh') >= 0) ? 'zh' : c.fallbackLang) : c.defaultLang);

  const field = (id: string) => shell.querySelector('#' + id) as HTMLInputElement | null;
  const show = (lang: string) => {
    const template = doc.getElementById(c.templatePrefix + lang) as HTMLTemplateElement | null;
    if (!template) return;
    // What was typed survives a change of language.
    const kept = c.fields.map((id) => {
      const input = field(id);
      return input ? input.value : '';
    });
    shell.replaceChildren(template.content.cloneNode(true));
    c.fields.forEach((id, i) => {
      const input = field(id);
      if (input) input.value = kept[i];
    });
    shell.dataset.lang = lang;
    doc.documentElement.lang = c.htmlLang[lang];
    doc.title = c.titles[lang];
  };
  show(detected);
  shell.hidden = false;
  const first = field(c.fields[0]);
  if (first) first.focus();

  shell.addEventListener('submit', (e) => {
    // Kept for the app, which signs in with these values as it takes over.
    e.preventDefault();
    shell.dataset.submitted = 'true';
    const form = e.target as HTMLElement;
    form.setAttribute('aria-busy', 'true');
  });
  shell.addEventListener('click', (e) => {
    const button = (e.target as HTMLElement).closest('button[lang]');
    if (!button || button.getAttribute('aria-pressed') === 'true') return;
    const lang = button.getAttribute('lang') as string;
    try {
      win.localStorage.setItem(c.storageKey, lang);
    } catch (err) {
      // storage disabled: the cookie still carries the choice
    }
    doc.cookie = c.cookieName + '=' + lang + '; path=/; max-age=' + c.cookieDays * 86400 + '; SameSite=Lax';
    show(lang);
    const again = shell.querySelector('button[lang="' + lang + '"]') as HTMLElement | null;
    if (again) again.focus();
  });
  return detected;
}
