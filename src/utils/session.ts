import { history } from '@umijs/max';
import i18n from '@/i18n';
import { getFeedback } from './feedback';
import { removeToken } from './storage';

let dialogOpen = false;

/** Where OK in the session dialog goes: /login, coming back to the current page afterwards. */
export function loginPath(current?: string): string {
  if (!current || current.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(current)}`;
}

/**
 * Any 401: the token is dropped and one dialog (however many requests failed together) asks the
 * user to log in again.
 */
export function handleUnauthorized() {
  removeToken();
  if (dialogOpen) return;
  const modal = getFeedback()?.modal;
  const goToLogin = () => {
    dialogOpen = false;
    const { pathname, search } = window.location;
    history.push(loginPath(pathname + search));
  };
  if (!modal) {
    goToLogin();
    return;
  }
  dialogOpen = true;
  modal.error({
    title: i18n.t('session.expired.title'),
    content: i18n.t('session.expired.content'),
    okText: i18n.t('common.ok'),
    onOk: goToLogin,
    // Closed any other way (Esc) still ends on the login page: the token is gone.
    afterClose: () => {
      if (dialogOpen) goToLogin();
    },
    keyboard: false,
  });
}

/** For tests. */
export const resetSessionDialog = () => {
  dialogOpen = false;
};
