import { history } from '@umijs/max';
import i18n from '@/i18n';
import { getFeedback, requireFeedback, type Feedback } from './feedback';
import { removeToken } from './storage';

let dialogOpen = false;

/** Where OK in the session dialog goes: /login, coming back to the current page afterwards. */
export function loginPath(current?: string): string {
  if (!current || current.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(current)}`;
}

export const isLoginPath = (pathname: string) => pathname === '/login' || pathname.startsWith('/login/');

/**
 * Any 401: the token is dropped and one dialog (however many requests failed together) asks the
 * user to log in again. On the login page itself the token is only dropped: the user is already
 * where the dialog would send them.
 */
export function handleUnauthorized() {
  removeToken();
  if (isLoginPath(window.location.pathname)) return;
  if (dialogOpen) return;
  dialogOpen = true;
  const goToLogin = () => {
    dialogOpen = false;
    const { pathname, search } = window.location;
    history.push(loginPath(pathname + search));
  };
  const show = (feedback: Feedback | undefined) => {
    // No dialog could be shown (its code did not load): straight to the login page.
    if (!feedback) return goToLogin();
    feedback.modal.error({
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
  };
  // Synchronously when the root holder is mounted; else once it has loaded.
  const now = getFeedback();
  if (now) show(now);
  else requireFeedback().then(show);
}

/** For tests. */
export const resetSessionDialog = () => {
  dialogOpen = false;
};
