import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import HeaderMenu from '.';

const items = [
  { key: 'a', label: 'Alpha' },
  { key: 'b', label: 'Beta' },
];

describe('HeaderMenu', () => {
  // antd's code compiled for the test run ahead (slow in jest); the component has not loaded it yet
  beforeAll(() => require('antd/lib/dropdown'), 30_000);

  it('opens its menu at the first click, before its code was loaded; a chosen item is reported and closes it', async () => {
    const onClick = jest.fn();
    render(
      <HeaderMenu menu={{ items, onClick: ({ key }) => onClick(key) }}>
        <button type="button">Open</button>
      </HeaderMenu>,
    );
    expect(screen.queryByText('Alpha')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByText('Beta', undefined, { timeout: 15_000 }));
    expect(onClick).toHaveBeenCalledWith('b');
    await waitFor(() => expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')).toBeNull());
    // the trigger drawn anew inside the Dropdown kept the focus
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('loads its code at the first sign of the user acting, and then opens on click as antd does', async () => {
    render(
      <HeaderMenu menu={{ items }}>
        <button type="button">Open</button>
      </HeaderMenu>,
    );
    fireEvent.pointerMove(window);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' }).className).toContain('ant-dropdown-trigger'), { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Alpha')).toBeTruthy();
  });
});
