import type { RunTimeLayoutConfig } from '@umijs/max';
import { App as AntdApp, ConfigProvider, Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ErrorBoundary from '@/components/ErrorBoundary';
import ListKitWarmup from '@/components/ListKitWarmup';
import PageContext from '@/components/PageContext';
import RoutePrefetch from '@/components/RoutePrefetch';
import SideMenu from '@/components/SideMenu';
import i18n from '@/i18n';
import { menuIcons } from '@/utils/icons';
import { buildMenu, type LayoutMenuItem } from '@/utils/menu';
import { MenuSetKeeper, menuSetOf } from '@/utils/workspace';
import { THEME } from '@/theme';
import type { InitialState } from '@/utils/initialState';
import type { MenuSet } from '@/domain/menu';
import { SWRConfig } from 'swr';

/*
 * ProLayout asks SWR for a menu it never uses (the menu is the route tree), and that request's
 * loading states rendered the whole layout three more times before the first page. ProLayout is
 * the only SWR user here, so `revalidateOnMount` is off by default.
 */
(SWRConfig.defaultValue as { revalidateOnMount?: boolean }).revalidateOnMount = false;

// Loaded with the layout, not with the login page.
const HeaderActions = lazy(() => import('@/components/HeaderActions'));
const VersionBanner = lazy(() => import('@/components/VersionBanner'));
const Forbidden = lazy(() => import('@/pages/exception/Forbidden'));
const NotFound = lazy(() => import('@/pages/exception/NotFound'));

const withIcons = (items: LayoutMenuItem[]): any[] =>
  items.map((item) => ({
    ...item,
    icon: item.icon ? menuIcons[item.icon] : undefined,
    children: item.children ? withIcons(item.children) : undefined,
  }));

const leafPaths = (items: LayoutMenuItem[]): string[] =>
  items.flatMap((item) => (item.divider ? [] : item.children ? leafPaths(item.children) : [item.path]));

/**
 * The layout's menu, the same objects while the menu set and the user's ids stay the same: this
 * runs on every navigation, and ProLayout rebuilds its menu data for new objects.
 */
let lastMenu: { key: string; children: any[]; paths: string[] } | undefined;
export function layoutMenu(menuSet: MenuSet, held: ReadonlySet<string>) {
  const key = `${menuSet}:${[...held].sort().join(',')}`;
  if (lastMenu?.key !== key) {
    const items = buildMenu(menuSet, held);
    lastMenu = { key, children: withIcons(items), paths: leafPaths(items) };
  }
  return lastMenu;
}

const MENU_OPTIONS = { locale: true } as const;

/** One message formatter per language: a new language gives ProLayout a new one (menu texts). */
const formatters = new Map<string, (m: { id: string; defaultMessage?: string }) => string>();
const formatterFor = (language: string) => {
  if (!formatters.has(language)) formatters.set(language, ({ id, defaultMessage }) => (i18n.exists(id) ? i18n.t(id) : defaultMessage ?? id));
  return formatters.get(language)!;
};

/**
 * The console's name in the header, in the current language. The layout config below runs on
 * navigation and user changes only, so a text it computes stays in the old language after a
 * language switch until the next click; this component follows the language itself.
 */
export function AppTitle() {
  const { t } = useTranslation();
  return <>{t('app.title')}</>;
}

/** The header's logo and title (ProLayout's own markup, with a title that follows the language). */
export const headerTitleRender = (logo: ReactNode) => (
  <a>
    {logo}
    <h1>
      <AppTitle />
    </h1>
  </a>
);

/**
 * The header's controls in the app's own theme: ProLayout's header tokens would give Button,
 * Dropdown, Tooltip, Avatar, Space and Spin a second style hash, computed again for the header.
 */
const HEADER_THEME = { ...THEME, inherit: false };

const lazyBlock = (node: ReactNode) => <Suspense fallback={<Spin style={{ margin: 48 }} />}>{node}</Suspense>;
/**
 * For parts that take no room of the page's (the outdated-version notice, usually nothing) or a
 * fixed one (the header's controls): a spinner there pushed the page down by its 116 px and back,
 * a layout shift on every cold start (Lighthouse's CLS 0.24 on /homepage).
 */
const lazyQuiet = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/**
 * One element for every render of the layout: React then leaves the header's controls alone on a
 * route switch (they follow the user, the warehouse and the language themselves). They were ~60
 * components of every switch's first commit.
 */
const HEADER_RIGHT = <ConfigProvider theme={HEADER_THEME}>{lazyQuiet(<HeaderActions />)}</ConfigProvider>;

/** ProLayout, as the layout plugin renders it. */
export const layout: RunTimeLayoutConfig = ({ initialState }) => {
  const state = initialState as InitialState | undefined;
  const user = state?.currentUser;
  const held = new Set(user?.menuIds ?? []);
  const pathname = window.location.pathname;
  const { children: menuRoutes, paths } = layoutMenu(menuSetOf(state, pathname), held);

  return {
    // A string for ProLayout's document-title logic; the header shows headerTitleRender's.
    title: i18n.t('app.title'),
    headerTitleRender,
    layout: 'mix',
    splitMenus: false,
    navTheme: 'light',
    // Signed out: no chrome at all; the auth wrapper sends the visitor to /login.
    pure: !user,
    route: { path: '/', children: menuRoutes },
    menu: MENU_OPTIONS,
    formatMessage: formatterFor(i18n.language),
    // The browser tab shows the console's name only (see components/PageContext).
    pageTitleRender: false,
    // Exactly the open page is selected (not also its parent's index page at a shorter path).
    selectedKeys: [pathname],
    // The sider's menu, open or folded, is SideMenu (links in a nav, not antd's Menu: less work at
    // start); it keeps the areas the user opened across navigation. On a handheld a chosen link folds the drawer.
    menuContentRender: (props: { collapsed?: boolean; isMobile?: boolean; onCollapse?: (collapsed: boolean) => void }) => (
      <SideMenu items={menuRoutes} pathname={pathname} collapsed={props.collapsed && !props.isMobile} onNavigate={props.isMobile ? () => props.onCollapse?.(true) : undefined} />
    ),
    rightContentRender: () => HEADER_RIGHT,
    onMenuHeaderClick: undefined,
    unAccessible: lazyBlock(<Forbidden />),
    notFound: lazyBlock(<NotFound />),
    // antd's App around the pages (outside the keyed boundary, so messages outlive a page switch).
    childrenRender: (children: ReactNode) => (
      <AntdApp>
        {user && <MenuSetKeeper />}
        {user && <RoutePrefetch paths={paths} />}
        {user && <ListKitWarmup />}
        {user && lazyQuiet(<VersionBanner />)}
        {/* A new warehouse re-mounts the page: its data is fetched again for that warehouse. */}
        <ErrorBoundary key={`${pathname}@${state?.warehouseId ?? ''}`}>
          <PageContext>{children}</PageContext>
        </ErrorBoundary>
      </AntdApp>
    ),
  };
};
