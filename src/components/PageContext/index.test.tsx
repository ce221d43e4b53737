import { PageContainer, RouteContext } from '@ant-design/pro-components';
import { act, render, screen } from '@testing-library/react';
import { useContext } from 'react';
import PageContext from '.';

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

  test('ProLayout hears of page containers only when there come to be some or none', async () => {
    const setHas = jest.fn();
    const view = renderInLayout(<PageContainer key="a">a</PageContainer>, setHas);
    await flush();
    expect(setHas.mock.calls).toEqual([[1]]);

    // A switch to another page: one container unmounts, the next mounts, in one commit.
    view.rerender(<PageContainer key="b">b</PageContainer>);
    await flush();
    expect(setHas.mock.calls).toEqual([[1]]);

    view.rerender(<div>no container</div>);
    await flush();
    expect(setHas.mock.calls).toEqual([[1], [0]]);

    view.rerender(<PageContainer key="c">c</PageContainer>);
    await flush();
    expect(setHas.mock.calls).toEqual([[1], [0], [1]]);
  });
});
