import { fireEvent, render, screen } from '@testing-library/react';
import HeaderMenu from '.';

// A file of its own: the module keeps antd's Dropdown once loaded, and this needs it not loaded yet.
describe('HeaderMenu, a press while its code arrives', () => {
  beforeAll(() => require('antd/lib/dropdown'), 30_000);

  it('keeps its trigger through a press: code that arrives between the press and its release does not lose the click', async () => {
    render(
      <HeaderMenu menu={{ items: [{ key: 'a', label: 'Alpha' }] }}>
        <button type="button">Open</button>
      </HeaderMenu>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    fireEvent.pointerDown(trigger);
    fireEvent.pointerMove(window);
    // the code is there (the component's import resolves with the same module), the press goes on
    await import('antd/es/dropdown');
    await new Promise((resolve) => {
      setTimeout(resolve, 50);
    });
    expect(screen.getByRole('button', { name: 'Open' })).toBe(trigger);
    fireEvent.pointerUp(trigger);
    fireEvent.click(trigger);
    expect(await screen.findByText('Alpha', undefined, { timeout: 15_000 })).toBeTruthy();
  });
});
