import { history, useModel, type RunTimeLayoutConfig } from '@umijs/max';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import OnDemandFeedback from '@/components/FeedbackHolder/OnDemand';
import StartupError from '@/components/StartupError';
import i18n, { initI18n } from '@/i18n';
import { LOGIN_NS } from '@/i18n/namespaces';
import { watchTranslationFiles } from '@/i18n/notice';
import { removeLoginShell } from '@/pages/login/Login/shell';
import { loadInitialState, type InitialState } from '@/utils/initialState';
import { pageCodeSettled, rememberRouteTable, type RouteTable } from '@/utils/lazyRoutes';
import { isLoginPath } from '@/utils/session';
import { getWarehouse } from '@/utils/storage';
import { THEME } from '@/theme';

export type { InitialState };

/**
 * The signed-in user, asked for at the very start (render, below) alongside the language files
 * and the layout's code rather than after them: the initialState model's first call takes that
 * request; `refresh()` asks again.
 */
let startedState: Promise<InitialState> | undefined;
export function getInitialState(): Promise<InitialState> {
  const started = startedState;
  startedState = undefined;
  return started ?? loadInitialState();
}

/*
 * The ProLayout config (menu icons, menu tree, error boundary, header parts) is its own chunk: the
 * login page never needs it. It is fetched together with the language files on any other page,
 * on the route change away from /login, and otherwise the layout route waits for it (Suspense).
 */
let layoutImpl: RunTimeLayoutConfig | undefined;
let layoutFailed: unknown;
let layoutLoading: Promise<void> | undefined;
const loadLayout = () =>
  (layoutLoading ||= import('@/layoutConfig').then(
    (m) => {
      layoutImpl = m.layout;
    },
    (e) => {
      layoutFailed = e;
    },
  ));
const onLoginPage = isLoginPath;

/** The routes' first data (src/query/routeQueries), started by a click on a link: not on the login page. */
let routeQueries: Promise<typeof import('@/query/routeQueries')> | undefined;
const loadRouteQueries = () =>
  (routeQueries ||= import('@/query/routeQueries').then((m) => {
    m.listenForRouteQueries();
    return m;
  }));

export const layout: RunTimeLayoutConfig = (info) => {
  if (layoutFailed) throw layoutFailed; // the chunk did not load: the error page, not a retry loop
  if (!layoutImpl) throw loadLayout();
  return layoutImpl(info);
};

export function onRouteChange({ location }: { location: { pathname: string } }) {
  if (onLoginPage(location.pathname)) {
    void routeQueries?.then((m) => m.clearQueries());
    return;
  }
  loadLayout();
  loadRouteQueries();
  // The HTML's copy of the login form shows on the login path only, until the login page takes it
  // over; a visit that ends elsewhere (a signed-in user sent on) must not keep it over the page.
  removeLoginShell();
}

/**
 * antd follows the i18next language. Dialogs outside the layout (utils/feedback) load antd's
 * feedback on demand, so the login page does not carry Modal, message and notification.
 */
function LocaleRoot({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation(LOGIN_NS);
  return (
    <ConfigProvider locale={instance.language === 'zh' ? zhCN : enUS} theme={THEME}>
      {children}
      <OnDemandFeedback />
    </ConfigProvider>
  );
}

export function rootContainer(container: ReactNode) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleRoot>{container}</LocaleRoot>
    </I18nextProvider>
  );
}

const subscribeToPath = (onChange: () => void) => history.listen(onChange);
const currentPath = () => window.location.pathname;

/**
 * A signed-in user that could not be loaded (not a 401) gets an error page with Retry and Logout
 * instead of a console without menus; the login page stays usable. Inside the router's provider
 * but outside the routes (innerProvider), so no layout is drawn around it.
 */
function StartupGate({ children }: { children: ReactNode }) {
  const { initialState } = useModel('@@initialState');
  const pathname = useSyncExternalStore(subscribeToPath, currentPath);
  const loadError = (initialState as InitialState | undefined)?.loadError;
  if (loadError && !onLoginPage(pathname)) return <StartupError message={loadError} />;
  return <>{children}</>;
}

export function innerProvider(container: ReactNode) {
  return <StartupGate>{container}</StartupGate>;
}

/** umi's route table and route components, handed over before render() runs. */
export function patchRoutes(table: RouteTable) {
  rememberRouteTable(table);
}

/**
 * Nothing renders before the language files are in: from the cache when there is one, else from
 * the server, else (failed, or slower than a moment) from the copy built into the app (i18n/backend).
 */
export function render(oldRender: () => void) {
  watchTranslationFiles();
  const loginPage = onLoginPage(window.location.pathname);
  // One dependency level at start: the user (a request), the layout's code, the texts and the page's first data together.
  if (!loginPage) {
    startedState = loadInitialState();
    void loadRouteQueries().then((m) => {
      if (!window.location.search && getWarehouse()) m.startRouteQueries(window.location.pathname.replace(/(.)\/$/, '$1'));
    });
  }
  const layoutReady = loginPage ? undefined : loadLayout();
  Promise.all([initI18n(), layoutReady, pageCodeSettled(window.location.pathname)])
    .catch(() => undefined)
    .finally(() => {
      document.title = i18n.t('app.title');
      oldRender();
    });
}
