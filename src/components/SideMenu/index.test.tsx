import { history } from '@umijs/max';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import SideMenu, { groupsOf, type SideMenuEntry } from '.';

const MENU: SideMenuEntry[] = [
  { key: '/homepage', path: '/homepage', locale: 'menu.homepage', icon: <i data-testid="home-icon" /> },
  {
    key: 'group:/outbound',
    path: '/outbound',
    locale: 'menu.outbound',
    icon: <i />,
    children: [
      {
        key: 'group:/outbound/b2c',
        path: '/outbound/b2c',
        locale: 'menu.outbound.b2c',
        children: [
          { key: '/outbound/b2c', path: '/outbound/b2c', locale: 'menu.outbound.b2c.order' },
          { key: '/outbound/b2c/pick', path: '/outbound/b2c/pick', locale: 'menu.outbound.b2c.pick' },
        ],
      },
    ],
  },
  { key: 'divider:d1', path: '#divider-d1', locale: 'menu.divider', divider: true },
  { key: 'group:/inventory', path: '/inventory', locale: 'menu.inventory', icon: <i />, children: [{ key: '/inventory/location', path: '/inventory/location', locale: 'menu.inventory.location' }] },
];

const TEXTS = {
  zh: { 'menu.homepage': '首页', 'menu.outbound': '出库', 'menu.outbound.b2c': 'B2C 出库', 'menu.outbound.b2c.order': 'B2C 订单', 'menu.outbound.b2c.pick': '拣货', 'menu.inventory': '库存', 'menu.inventory.location': '库位库存', 'menu.divider': '基础', 'menu.sideNav': '主菜单' },
  en: { 'menu.homepage': 'Homepage', 'menu.outbound': 'Outbound', 'menu.outbound.b2c': 'B2C outbound', 'menu.outbound.b2c.order': 'B2C orders', 'menu.outbound.b2c.pick': 'Picking', 'menu.inventory': 'Inventory', 'menu.inventory.location': 'Stock by location', 'menu.divider': 'Basics', 'menu.sideNav': 'Main menu' },
};

async function i18n() {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'zh', resources: { zh: { common: TEXTS.zh }, en: { common: TEXTS.en } }, defaultNS: 'common', ns: ['common'], interpolation: { escapeValue: false } });
  return instance;
}

async function renderMenu(pathname: string, onNavigate?: () => void, collapsed?: boolean) {
  const instance = await i18n();
  const ui = (path: string) => (
    <I18nextProvider i18n={instance}>
      <SideMenu items={MENU} pathname={path} onNavigate={onNavigate} collapsed={collapsed} />
    </I18nextProvider>
  );
  history.push(pathname);
  const view = render(ui(pathname));
  // a navigation: the history moves, then the layout passes the new path
  const navigate = (path: string) => {
    act(() => history.push(path));
    view.rerender(ui(path));
  };
  return { instance, navigate, rerender: (path: string) => view.rerender(ui(path)) };
}

const group = (name: string) => screen.getByRole('button', { name });
const isOpen = (name: string) => group(name).getAttribute('aria-expanded') === 'true';

describe('groupsOf: the areas that lead to a path', () => {
  test('a page: the groups around it, outermost first', () => {
    expect(groupsOf(MENU, '/outbound/b2c/pick')).toEqual(['group:/outbound', 'group:/outbound/b2c']);
    expect(groupsOf(MENU, '/homepage')).toEqual([]);
  });

  test("a page at its group's path (the group's index page) is the page, inside its group", () => {
    expect(groupsOf(MENU, '/outbound/b2c')).toEqual(['group:/outbound', 'group:/outbound/b2c']);
  });

  test('a detail page under an entry: the deepest entry above it; a path elsewhere: none', () => {
    expect(groupsOf(MENU, '/inventory/location/L-01')).toEqual(['group:/inventory']);
    expect(groupsOf(MENU, '/outbound-report')).toEqual([]);
    expect(groupsOf(MENU, '/nowhere')).toEqual([]);
  });
});

describe('the side menu', () => {
  test("a navigation landmark in the page's language; the open page is the current link, its areas open and marked", async () => {
    const { instance } = await renderMenu('/outbound/b2c/pick');
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByRole('link', { name: '拣货' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'B2C 订单' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/homepage');
    expect(screen.getByTestId('home-icon')).toBeInTheDocument();
    expect(isOpen('出库') && isOpen('B2C 出库')).toBe(true);
    expect(group('出库')).toHaveClass('wms-side-menu-active');
    expect(isOpen('库存')).toBe(false);
    expect(screen.queryByRole('link', { name: '库位库存' })).toBeNull(); // a closed area renders no entries
    expect(screen.getByRole('separator', { name: '基础' })).toBeInTheDocument();
    await act(() => instance.changeLanguage('en'));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Picking' })).toHaveAttribute('aria-current', 'page');
  });

  test('a closed area opens on click and shows its entries; an open one closes', async () => {
    await renderMenu('/homepage');
    fireEvent.click(group('库存'));
    expect(isOpen('库存')).toBe(true);
    expect(group('库存')).toHaveAttribute('aria-controls', screen.getByRole('link', { name: '库位库存' }).closest('ul')!.id);
    fireEvent.click(group('库存'));
    expect(isOpen('库存')).toBe(false);
    expect(screen.queryByRole('link', { name: '库位库存' })).toBeNull();
  });

  test("navigating opens the new page's areas and keeps those the user opened", async () => {
    const { navigate } = await renderMenu('/inventory/location');
    fireEvent.click(group('出库'));
    navigate('/homepage');
    expect(isOpen('库存') && isOpen('出库')).toBe(true);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    navigate('/outbound/b2c/pick');
    expect(isOpen('B2C 出库')).toBe(true);
  });

  test("the user may close the open page's area; going back to that page opens it again", async () => {
    const { navigate, rerender } = await renderMenu('/inventory/location');
    fireEvent.click(group('库存'));
    expect(isOpen('库存')).toBe(false);
    rerender('/inventory/location'); // the same page again (a re-render)
    expect(isOpen('库存')).toBe(false);
    navigate('/homepage');
    navigate('/inventory/location');
    expect(isOpen('库存')).toBe(true);
  });

  test('a quick Back to the page before the page left was drawn opens its area again; the entry clicked is no more chosen', async () => {
    const { rerender } = await renderMenu('/inventory/location');
    fireEvent.click(group('库存'));
    fireEvent.click(screen.getByRole('link', { name: '首页' }));
    expect(screen.getByRole('link', { name: '首页' })).toHaveClass('wms-side-menu-going');
    act(() => history.push('/homepage')); // the layout never draws the home page
    act(() => history.push('/inventory/location')); // Back
    rerender('/inventory/location');
    expect(isOpen('库存')).toBe(true);
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveClass('wms-side-menu-going');
  });

  test('the entry clicked shows as chosen at once, while its page waits for its data; the navigation makes it the current page', async () => {
    const { navigate } = await renderMenu('/outbound/b2c');
    const pick = screen.getByRole('link', { name: '拣货' });
    fireEvent.click(pick, { ctrlKey: true }); // a new tab: this page is not left
    expect(pick).not.toHaveClass('wms-side-menu-going');
    fireEvent.click(pick);
    expect(pick).toHaveClass('wms-side-menu-going');
    expect(pick).not.toHaveAttribute('aria-current');
    navigate('/outbound/b2c/pick');
    expect(pick).toHaveAttribute('aria-current', 'page');
    expect(pick).not.toHaveClass('wms-side-menu-going');
    fireEvent.click(screen.getByRole('link', { name: 'B2C 订单' }));
    expect(screen.getByRole('link', { name: 'B2C 订单' })).toHaveClass('wms-side-menu-going');
    navigate('/homepage'); // went elsewhere meanwhile (Back)
    expect(screen.getByRole('link', { name: 'B2C 订单' })).not.toHaveClass('wms-side-menu-going');
  });

  test('a chosen link tells the layout (a handheld folds its drawer)', async () => {
    const onNavigate = jest.fn();
    await renderMenu('/homepage', onNavigate);
    fireEvent.click(screen.getByRole('link', { name: '首页' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

describe('what a navigation renders', () => {
  /** The labels translated in each render: every entry's render translates its label once. */
  async function countedMenu(pathname: string) {
    const translated: string[] = [];
    const instance = i18next.createInstance();
    instance.use({ type: 'postProcessor', name: 'counted', process: (value: string, keys: string[]) => (translated.push(keys[0]), value) });
    await instance.init({ lng: 'zh', resources: { zh: { common: TEXTS.zh } }, defaultNS: 'common', ns: ['common'], postProcess: ['counted'], interpolation: { escapeValue: false } });
    const ui = (path: string) => (
      <I18nextProvider i18n={instance}>
        <SideMenu items={MENU} pathname={path} />
      </I18nextProvider>
    );
    history.push(pathname);
    const view = render(ui(pathname));
    return {
      navigate: (path: string) => {
        translated.length = 0;
        act(() => history.push(path));
        view.rerender(ui(path));
        return translated.filter((key) => key !== 'menu.sideNav');
      },
    };
  }

  test('the entries the page leaves and the ones it reaches render again, no other', async () => {
    const { navigate } = await countedMenu('/outbound/b2c/pick');
    fireEvent.click(group('库存'));
    // Within an area: the two links, and the groups around them (they pass the page down).
    expect(navigate('/outbound/b2c').sort()).toEqual(['menu.outbound', 'menu.outbound.b2c', 'menu.outbound.b2c.order', 'menu.outbound.b2c.pick']);
    // To another open area: the old chain and the new one; the home link and the divider not.
    expect(navigate('/inventory/location').sort()).toEqual(['menu.inventory', 'menu.inventory.location', 'menu.outbound', 'menu.outbound.b2c', 'menu.outbound.b2c.order']);
    expect(screen.getByRole('link', { name: '库位库存' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'B2C 订单' })).not.toHaveAttribute('aria-current');
    expect(group('出库')).not.toHaveClass('wms-side-menu-active');
    expect(group('库存')).toHaveClass('wms-side-menu-active');
  });

  test('an area opening renders the groups (they hold the open areas), not the links', async () => {
    const { navigate } = await countedMenu('/homepage');
    // /inventory/location opens 库存: the top-level groups render (出库, closed, shows no entries),
    // of the links only the two pages'.
    expect(navigate('/inventory/location').sort()).toEqual(['menu.homepage', 'menu.inventory', 'menu.inventory.location', 'menu.outbound']);
  });
});

describe('the side menu, folded', () => {
  test('icons named by their labels; an area opens its entries beside it (click or keys), Esc closes it and returns to its icon', async () => {
    await renderMenu('/outbound/b2c', undefined, true);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('title', '首页');
    expect(screen.queryByText('首页')).toBeNull();
    expect(group('出库')).toHaveClass('wms-side-menu-active');
    fireEvent.click(group('库存'));
    const flyout = screen.getByRole('group', { name: '库存' });
    expect(group('库存')).toHaveAttribute('aria-expanded', 'true');
    expect(group('库存')).toHaveAttribute('aria-controls', flyout.id);
    expect(within(flyout).getByRole('link', { name: '库位库存' })).toHaveFocus();
    fireEvent.keyDown(flyout, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: '库存' })).toBeNull();
    expect(group('库存')).toHaveFocus();
    fireEvent.keyDown(group('出库'), { key: 'ArrowRight' });
    // the same entries as the open menu: the page's area open inside, its page current
    const outbound = screen.getByRole('group', { name: '出库' });
    expect(within(outbound).getByRole('link', { name: 'B2C 订单' })).toHaveAttribute('aria-current', 'page');
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('group', { name: '出库' })).toBeNull();
  });
});
