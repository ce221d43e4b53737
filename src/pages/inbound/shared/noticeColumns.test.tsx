import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { TFunction } from 'i18next';
import type { NoticeRow } from '@/services/inbound';
import { noticeColumns, VarianceThreshold } from './noticeColumns';

const t = ((key: string) => key) as unknown as TFunction;
const api = { reload: jest.fn(), view: jest.fn() };
const [variance] = noticeColumns(['variance'], api, t);
const cell = (pct?: number) => (variance.render as (dom: unknown, row: NoticeRow) => ReactElement)(null, { variancePct: pct } as NoticeRow);

test("a notice's variance is red above the threshold around the list, plain at or below it and while the threshold is unknown", () => {
  const { rerender } = render(<VarianceThreshold.Provider value={5}>{cell(7)}</VarianceThreshold.Provider>);
  expect(screen.getByTestId('variance-over').textContent).toBe('7%');
  rerender(<VarianceThreshold.Provider value={5}>{cell(5)}</VarianceThreshold.Provider>);
  expect(screen.queryByTestId('variance-over')).toBeNull();
  expect(screen.getByText('5%')).toBeTruthy();
  // the threshold not answered yet: no red
  rerender(<VarianceThreshold.Provider value={undefined}>{cell(9)}</VarianceThreshold.Provider>);
  expect(screen.queryByTestId('variance-over')).toBeNull();
  // before the tally
  rerender(<VarianceThreshold.Provider value={5}>{cell(undefined)}</VarianceThreshold.Provider>);
  expect(screen.getByText('—')).toBeTruthy();
});
