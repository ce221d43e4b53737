import { getTestInitialState, history, setTestInitialState } from '@/testing/umiMax';
import { render } from '@testing-library/react';
import { MenuSetKeeper, menuSetOf } from './workspace';

const ADMIN_IDS = ['148', '71', '360', '187', '246', '250', '261'];
const state = (menuSet?: 'warehouse' | 'system') => ({ currentUser: { menuIds: ADMIN_IDS }, warehouseId: 'w1', menuSet });

describe('menu set: one source (initialState), computed alike by layout and header', () => {
  test('a page of one set shows that set, whatever the user was in', () => {
    expect(menuSetOf(state('warehouse') as any, '/system/admin')).toBe('system');
    expect(menuSetOf(state('system') as any, '/homepage')).toBe('warehouse');
  });

  test('a page both sets share keeps the set the user is in; warehouse by default', () => {
    expect(menuSetOf(state('system') as any, '/system')).toBe('system');
    expect(menuSetOf(state('warehouse') as any, '/system')).toBe('warehouse');
    expect(menuSetOf(state() as any, '/system')).toBe('warehouse');
  });

  test('MenuSetKeeper remembers the set a page put the user in, after rendering, so a shared page keeps it', () => {
    setTestInitialState(state('warehouse'));
    history.push('/system/admin');
    const view = render(<MenuSetKeeper />);
    expect(getTestInitialState().menuSet).toBe('system');
    // On to the users page both sets share: still the system menu.
    history.push('/system');
    view.rerender(<MenuSetKeeper />);
    expect(menuSetOf(getTestInitialState(), '/system')).toBe('system');
    // A warehouse page puts the user back in the warehouse set.
    history.push('/homepage');
    view.rerender(<MenuSetKeeper />);
    expect(getTestInitialState().menuSet).toBe('warehouse');
    view.unmount();
  });
});
