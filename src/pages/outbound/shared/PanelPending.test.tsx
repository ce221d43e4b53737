import { fireEvent, render, screen } from '@testing-library/react';
import PanelPending from './PanelPending';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => `t:${key}` }) }));

test('while loading it shows a loading card, no error', () => {
  render(<PanelPending onRetry={() => undefined} />);
  expect(screen.getByTestId('panel-loading')).toBeInTheDocument();
  expect(screen.queryByTestId('panel-error')).toBeNull();
});

test("a failed load shows the server's message; Retry loads again", () => {
  const onRetry = jest.fn();
  render(<PanelPending error={new Error('Manifest not found')} onRetry={onRetry} />);
  expect(screen.getByTestId('panel-error')).toHaveTextContent('Manifest not found');
  fireEvent.click(screen.getByText('t:common.retry'));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
