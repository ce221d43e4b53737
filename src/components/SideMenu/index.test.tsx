import { act, render } from '@testing-library/react';
import SideMenu from '.';

type Seen = { matchMenuKeys: string[]; openKeys: string[]; handleOpenChange: (keys: string[]) => void };
let seen: Seen[] = [];
/** Stands in for ProLayout's BaseMenu: records what it is given. */
function FakeBaseMenu(props: Seen & { mode: string }) {
  seen.push(props);
  return <ul data-mode={props.mode} />;
}
const last = () => seen[seen.length - 1];
const menu = (match: string[]) => <FakeBaseMenu mode="inline" matchMenuKeys={match} openKeys={[]} handleOpenChange={() => undefined} />;

beforeEach(() => (seen = []));

test("the menu keeps the keys it was first given, so its own effect does not run again on navigation", () => {
  const { rerender, container } = render(<SideMenu menu={menu(['group:/outbound', '/outbound/b2c'])} />);
  expect(last().matchMenuKeys).toEqual(['group:/outbound', '/outbound/b2c']);
  expect(container.querySelector('ul')?.dataset.mode).toBe('inline'); // its other props pass through
  const first = last().matchMenuKeys;
  rerender(<SideMenu menu={menu(['group:/inventory', '/inventory/location'])} />);
  expect(last().matchMenuKeys).toBe(first);
});

test("a page opens its own areas; the areas the user opened stay open; one render per navigation", () => {
  const { rerender } = render(<SideMenu menu={menu(['group:/outbound', '/outbound/b2c'])} />);
  expect(last().openKeys).toEqual(['group:/outbound', '/outbound/b2c']);
  act(() => last().handleOpenChange(['group:/outbound', '/outbound/b2c', 'group:/inventory']));
  expect(last().openKeys).toEqual(['group:/outbound', '/outbound/b2c', 'group:/inventory']);
  const before = seen.length;
  rerender(<SideMenu menu={menu(['group:/product', '/product/list'])} />);
  expect(last().openKeys).toEqual(['group:/outbound', '/outbound/b2c', 'group:/inventory', 'group:/product', '/product/list']);
  expect(seen.length).toBe(before + 1); // adjusted during the render, not in an effect afterwards
});

test('the user may close the open page\'s area, and going back to that page opens it again', () => {
  const { rerender } = render(<SideMenu menu={menu(['group:/outbound', '/outbound/b2c'])} />);
  act(() => last().handleOpenChange([]));
  expect(last().openKeys).toEqual([]);
  rerender(<SideMenu menu={menu(['group:/outbound', '/outbound/b2c'])} />); // same page, e.g. a re-render
  expect(last().openKeys).toEqual([]);
  rerender(<SideMenu menu={menu(['/homepage'])} />);
  rerender(<SideMenu menu={menu(['group:/outbound', '/outbound/b2c'])} />);
  expect(last().openKeys).toEqual(['/homepage', 'group:/outbound', '/outbound/b2c']);
});

test('no menu (ProLayout renders none): nothing', () => {
  const { container } = render(<SideMenu menu={false} />);
  expect(container.innerHTML).toBe('');
});
