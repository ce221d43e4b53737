import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import StateTabBar, { tabAfterKey } from './StateTabBar';

const ITEMS = ['all', 'created', 'shipped'].map((key) => ({ key, label: <span data-testid={`tab-${key}`}>{key}</span> }));

/** The bar as a list holds it: the open tab in state, each change recorded. */
function Holder({ changes }: { changes: string[] }) {
  const [open, setOpen] = useState('all');
  return (
    <StateTabBar
      items={ITEMS}
      activeKey={open}
      onChange={(key) => {
        changes.push(key);
        setOpen(key);
      }}
    />
  );
}

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);

test('a tablist of tabs: the open one selected and the only one in the tab order', () => {
  render(<Holder changes={[]} />);
  expect(screen.getByRole('tablist')).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['all', 'created', 'shipped']);
  expect(selected()).toEqual(['all']);
  expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
});

test('a click opens a tab; a click on the open tab changes nothing', () => {
  const changes: string[] = [];
  render(<Holder changes={changes} />);
  fireEvent.click(screen.getByTestId('tab-created'));
  expect(selected()).toEqual(['created']);
  fireEvent.click(screen.getByTestId('tab-created'));
  expect(changes).toEqual(['created']);
});

test('arrow keys, Home and End move the focus and open the tab they reach', () => {
  const changes: string[] = [];
  render(<Holder changes={changes} />);
  const tabs = screen.getAllByRole('tab');
  tabs[0].focus();
  fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(tabs[2]);
  fireEvent.keyDown(tabs[2], { key: 'ArrowRight' });
  fireEvent.keyDown(tabs[0], { key: 'End' });
  fireEvent.keyDown(tabs[2], { key: 'Home' });
  fireEvent.keyDown(tabs[0], { key: 'Enter' }); // not a move: the button's own click
  expect(changes).toEqual(['shipped', 'all', 'shipped', 'all']);
  expect(document.activeElement).toBe(tabs[0]);
  expect(selected()).toEqual(['all']);
});

test('tabAfterKey wraps around both ends and ignores other keys', () => {
  expect([tabAfterKey('ArrowRight', 2, 3), tabAfterKey('ArrowLeft', 0, 3), tabAfterKey('Home', 1, 3), tabAfterKey('End', 0, 3), tabAfterKey('a', 1, 3)]).toEqual([0, 2, 0, 2, undefined]);
});
