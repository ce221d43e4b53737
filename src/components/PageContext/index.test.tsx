import { PageContainer, RouteContext } from '@ant-design/pro-components';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useContext } from 'react';
import { I18nextProvider } from 'react-i18next';
import PageContext from '.';
import { headerTitleRender } from '@/layoutConfig';

jest.mock('@/components/ListKitWarmup', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/RoutePrefetch', () => ({ __esModule: true, default: () => null }));

/** A real i18next with two languages: what the header and page heading must follow. */
async function twoLanguages() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'zh',
    resources: {
      zh: { common: { 'menu.outbound.b2c.order': 'B2C 订单', 'app.title': '仓储管理平台' } },
      en: { common: { 'menu.outbound.b2c.order': 'B2C orders', 'app.title': 'Warehouse Management Platform' } },
    },
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** ProLayout's side: its RouteContext with the menu entry and the page-container flag's setter. */
function renderInLayout(page: React.ReactNode, setHasPageContainer: jest.Mock) {
  const layout = (children: React.ReactNode) => (
    <RouteContext.Provider value={{ currentMenu: { name: 'B2C 订单', path: '/outbound/b2c' }, setHasPageContainer }}>
      <PageContext>{children}</PageContext>
    </RouteContext.Provider>
  );
  const view = render(layout(page));
  return { rerender: (next: React.ReactNode) => view.rerender(layout(next)), unmount: view.unmount };
}

const flush = () => act(() => Promise.resolve());

describe('PageContext', () => {
  test('a PageContainer below gets the menu entry as its default title', () => {
    function Title() {
      return <span data-testid="title">{String(useContext(RouteContext).title)}</span>;
    }
    renderInLayout(<Title />, jest.fn());
    expect(screen.getByTestId('title').textContent).toBe('B2C 订单');
  });

  test('the default title and the header title follow a language switch at once', async () => {
    const instance = await twoLanguages();
    function Title() {
      return <span data-testid="title">{String(useContext(RouteContext).title)}</span>;
    }
    // ProLayout's menu entry keeps the name it was translated to when the layout config last ran.
    render(
      <I18nextProvider i18n={instance}>
        <header data-testid="header">{headerTitleRender(<img alt="" />)}</header>
        <RouteContext.Provider value={{ currentMenu: { name: 'B2C 订单', locale: 'menu.outbound.b2c.order', path: '/outbound/b2c' } }}>
          <PageContext>
            <Title />
          </PageContext>
        </RouteContext.Provider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('title').textContent).toBe('B2C 订单');
    expect(screen.getByTestId('header').textContent).toBe('仓储管理平台');
    await act(() => instance.changeLanguage('en'));
    expect(screen.getByTestId('title').textContent).toBe('B2C orders');
    expect(screen.getByTestId('header').textContent).toBe('Warehouse Management Platform');
  });

  test('ProLayout is not told of page containers: no layout render as a page appears (the padding is CSS)', async () => {
    const setHas = jest.fn();
    const view = renderInLayout(<PageContainer key="a">a</PageContainer>, setHas);
    await flush();
    view.rerender(<div>no container</div>);
    await flush();
    view.rerender(<PageContainer key="b">b</PageContainer>);
    await flush();
    expect(setHas).not.toHaveBeenCalled();
  });
});
