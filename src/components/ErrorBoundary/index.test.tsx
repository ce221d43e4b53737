import { fireEvent, render, screen } from '@testing-library/react';
import ErrorBoundary from '.';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => `t:${key}` }) }));

let shouldThrow = true;
function Screen() {
  if (shouldThrow) throw new Error('boom');
  return <p>screen content</p>;
}

test('a crashing screen shows the translated error with Retry; Retry renders it again', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  shouldThrow = true;
  render(
    <div>
      <nav>menu</nav>
      <ErrorBoundary>
        <Screen />
      </ErrorBoundary>
    </div>,
  );
  expect(screen.getByText('t:error.boundary.title')).toBeInTheDocument();
  expect(screen.getByText('menu')).toBeInTheDocument(); // everything outside stays
  shouldThrow = false;
  fireEvent.click(screen.getByText('t:common.retry'));
  expect(screen.getByText('screen content')).toBeInTheDocument();
});
