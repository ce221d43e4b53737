import { render, screen } from '@testing-library/react';
import OpenedOnce from '.';

test('nothing is rendered until the first open, then it stays for the closing', () => {
  const { rerender } = render(
    <OpenedOnce open={false}>
      <p>dialog</p>
    </OpenedOnce>,
  );
  expect(screen.queryByText('dialog')).toBeNull();
  rerender(
    <OpenedOnce open>
      <p>dialog</p>
    </OpenedOnce>,
  );
  expect(screen.getByText('dialog')).toBeInTheDocument();
  rerender(
    <OpenedOnce open={false}>
      <p>dialog</p>
    </OpenedOnce>,
  );
  expect(screen.getByText('dialog')).toBeInTheDocument();
});
