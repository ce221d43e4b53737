import type { InitialState } from '@/utils/initialState';

jest.mock('@/i18n', () => {
  const mock = { language: 'zh', exists: () => true, t: (key: string) => `${mock.language}:${key}` };
  return { __esModule: true, default: mock };
});
jest.mock('@/components/ListKitWarmup', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/RoutePrefetch', () => ({ __esModule: true, default: () => null }));

import SideMenu from '@/components/SideMenu';
import i18n from '@/i18n';
import { layout } from './layoutConfig';

/** The mocked i18n instance: a test sets its language. */
const i18nMock = i18n as unknown as { language: string };

const stateOf = (menuIds: string[]) => ({ currentUser: { menuIds }, warehouseId: 'w1' }) as unknown as InitialState;
const configOf = (state: InitialState) => (layout as (a: { initialState: InitialState }) => Record<string, any>)({ initialState: state });

describe('layout config: the menu ProLayout gets stays the same objects across navigations', () => {
  beforeEach(() => {
    i18nMock.language = 'zh';
  });

  test('the same user and menu set: the same route children, menu options and message formatter', () => {
    const first = configOf(stateOf(['1', '71', '77']));
    const again = configOf(stateOf(['77', '71', '1']));
    expect(first.route.children.length).toBeGreaterThan(0);
    expect(again.route.children).toBe(first.route.children);
    expect(again.menu).toBe(first.menu);
    expect(again.formatMessage).toBe(first.formatMessage);
  });

  test('other menu ids give a new menu with exactly the entries they open', () => {
    const few = configOf(stateOf(['1']));
    const more = configOf(stateOf(['1', '71']));
    expect(more.route.children).not.toBe(few.route.children);
    const paths = (items: any[]): string[] => items.flatMap((i) => (i.children ? paths(i.children) : [i.path]));
    expect(paths(more.route.children)).toContain('/outbound/b2c');
    expect(paths(few.route.children)).not.toContain('/outbound/b2c');
  });

  test('another language gives a new formatter that speaks it (menu texts are rebuilt)', () => {
    const zh = configOf(stateOf(['1']));
    i18nMock.language = 'en';
    const en = configOf(stateOf(['1']));
    expect(en.formatMessage).not.toBe(zh.formatMessage);
    expect(en.formatMessage({ id: 'menu.homepage' })).toBe('en:menu.homepage');
    i18nMock.language = 'zh';
    expect(configOf(stateOf(['1'])).formatMessage).toBe(zh.formatMessage);
  });
});

describe('ProLayout menu request', () => {
  it("is not made on mount: the layout config turns SWR's revalidateOnMount off (ProLayout is its only user)", () => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const { SWRConfig } = require('swr');
    expect(SWRConfig.defaultValue.revalidateOnMount).toBe(false);
  });
});

describe('the side menu the layout renders', () => {
  const library = <ul data-testid="antd-menu" />;
  const menuOf = (props: Record<string, unknown>) => configOf(stateOf(['1', '71'])).menuContentRender(props, library);

  test("expanded and collapsed: the console's SideMenu with the user's entries and the open path (folded when collapsed)", () => {
    const expanded = menuOf({ collapsed: false, isMobile: false });
    expect(expanded.type).toBe(SideMenu);
    expect(expanded.props.items).toBe(configOf(stateOf(['1', '71'])).route.children);
    expect(expanded.props.pathname).toBe(window.location.pathname);
    expect(expanded.props.onNavigate).toBeUndefined();
    expect(expanded.props.collapsed).toBe(false);
    const folded = menuOf({ collapsed: true, isMobile: false });
    expect(folded.type).toBe(SideMenu);
    expect(folded.props.collapsed).toBe(true);
  });

  test("on a handheld (a drawer, folded when ProLayout calls it collapsed): SideMenu, and a chosen link folds the drawer", () => {
    const onCollapse = jest.fn();
    const mobile = menuOf({ collapsed: true, isMobile: true, onCollapse });
    expect(mobile.type).toBe(SideMenu);
    expect(mobile.props.collapsed).toBe(false);
    mobile.props.onNavigate();
    expect(onCollapse).toHaveBeenCalledWith(true);
  });
});
