import type { Lang } from '@/i18n/detect';
import type { LoginParams } from '@/services/auth';
import type { LoginField } from './LoginView';

/**
 * The login form in the HTML: the build writes the page's markup per language into index.html
 * (config/plugins/loginShell.ts), so it shows before the app's code has run; the app's login page
 * takes over what was typed (`readLoginShell`), any other page removes it. None under `npm start`.
 */
export const SHELL_ID = 'wms-login-shell';

/** What the user did in the HTML's copy before the app took over. */
export interface ShellHandover {
  values: LoginParams;
  focused?: LoginField;
  selection?: [number, number];
  /** Enter or the button was pressed: the app signs in with the values at once. */
  submitted: boolean;
  lang?: Lang;
}

const shellElement = () => (typeof document === 'undefined' ? null : document.getElementById(SHELL_ID));

const fieldIn = (shell: HTMLElement, name: LoginField) => shell.querySelector<HTMLInputElement>(`#${name}`);

/** Reads the copy's state; undefined when there is no copy (development, another page, taken already). */
export function readLoginShell(): ShellHandover | undefined {
  const shell = shellElement();
  if (!shell || shell.hidden) return undefined;
  const username = fieldIn(shell, 'username');
  const password = fieldIn(shell, 'password');
  const active = document.activeElement;
  const focused = active === username ? 'username' : active === password ? 'password' : undefined;
  const input = focused && (active as HTMLInputElement);
  return {
    values: { username: username?.value ?? '', password: password?.value ?? '' },
    focused,
    selection: input && input.selectionStart !== null ? [input.selectionStart, input.selectionEnd ?? input.selectionStart] : undefined,
    submitted: shell.dataset.submitted === 'true',
    lang: (shell.dataset.lang as Lang | undefined) || undefined,
  };
}

/** Takes the copy out of the page (idempotent). */
export function removeLoginShell() {
  shellElement()?.remove();
}
