import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import ImportDialog, { type ImportSpec } from './ImportDialog';

const mockTranslation = { t: (key: string, v?: Record<string, unknown>) => (v ? `${key} ${JSON.stringify(v)}` : key), i18n: { language: 'en' } };
jest.mock('react-i18next', () => ({ useTranslation: () => mockTranslation }));
jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (key: string) => key } }));
jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));
// the file's rows as the reader gives them (reading is spreadsheet.test.ts's): one line a row, cells by comma
jest.mock('./spreadsheet', () => ({
  ...jest.requireActual('./spreadsheet'),
  readRows: async (f: File & { csv: string }) => f.csv.split('\n').map((line) => line.split(',')),
}));

jest.setTimeout(20_000);

/** A spec whose server finds a problem in every row naming "BAD". */
const spec = (over: Partial<ImportSpec>): ImportSpec => ({
  title: 'Import',
  header: ['code', 'qty'],
  fileBase: 'things',
  isHeader: (cells) => cells?.[0] === 'code',
  check: async (rows) => rows.map((r) => (r[0] === 'BAD' ? ['unknown code BAD'] : [])),
  submit: jest.fn(async (rows: string[][]) => rows.length),
  hint: (columns) => `columns: ${columns}`,
  doneText: (count) => `imported ${count}`,
  emptyText: (name) => `${name} is empty`,
  ...over,
});

async function choose(csv: string) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const file = Object.assign(new File([csv], 'things.csv', { type: 'text/csv' }), { csv });
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
  await screen.findByTestId('import-summary');
}

const importButton = () => screen.getByTestId('import-submit') as HTMLButtonElement;

test('by default the valid rows are imported and the invalid ones left out', async () => {
  const s = spec({});
  render(<App><ImportDialog spec={s} onClose={jest.fn()} onImported={jest.fn()} /></App>);
  await choose('code,qty\nA,1\nBAD,2\nB,3');
  expect(importButton().disabled).toBe(false);
  await act(async () => fireEvent.click(importButton()));
  await waitFor(() => expect(s.submit).toHaveBeenCalledWith([['A', '1'], ['B', '3']]));
});

test('all or nothing: Import waits until no row has problems, says why, then sends every row', async () => {
  const s = spec({ allOrNothing: true });
  const onImported = jest.fn();
  render(<App><ImportDialog spec={s} onClose={jest.fn()} onImported={onImported} /></App>);
  await choose('code,qty\nA,1\nBAD,2\nB,3');
  expect(screen.getByText('unknown code BAD')).toBeTruthy();
  expect(screen.getByText('kit.list.import.allOrNothing')).toBeTruthy();
  expect(importButton().disabled).toBe(true);
  expect(importButton().textContent).toBe('kit.list.import.submitAll {"count":3}');

  await choose('code,qty\nA,1\nB,3');
  expect(screen.queryByText('kit.list.import.allOrNothing')).toBeNull();
  expect(importButton().disabled).toBe(false);
  await act(async () => fireEvent.click(importButton()));
  await waitFor(() => expect(onImported).toHaveBeenCalled());
  expect(s.submit).toHaveBeenCalledWith([['A', '1'], ['B', '3']]);
});
