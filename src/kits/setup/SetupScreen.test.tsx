import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { z } from 'zod';
import type { SetupApi } from '@/services/master';
import SetupScreen from './SetupScreen';
import type { SetupField } from './fields';

// One `t` for every render, as i18next gives: the screen keeps its columns while the language stays.
// It counts the rows' Edit links it names (each actions cell's render names its row's once).
const mockEditLinks = { named: 0 };
const mockTranslation = {
  t: (key: string) => {
    if (key === 'kit.setup.edit') mockEditLinks.named += 1;
    return key;
  },
  i18n: { language: 'en' },
};
jest.mock('react-i18next', () => ({ useTranslation: () => mockTranslation }));
jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (key: string) => key } }));
jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));
// the sheet an export writes, instead of a download
const mockSheets: unknown[][][] = [];
jest.mock('@/kits/list/spreadsheet', () => ({
  ...jest.requireActual('@/kits/list/spreadsheet'),
  downloadRows: async (_name: string, rows: unknown[][]) => {
    mockSheets.push(rows);
  },
}));

interface Bin {
  id: string;
  code: string;
  zone: string;
  enabled: boolean;
}
const bins: Bin[] = [
  { id: '1', code: 'B-01', zone: 'z1', enabled: true },
  { id: '2', code: 'B-02', zone: 'z2', enabled: false },
];

/** The bins' set-up screen with these fields, listing `bins`. */
function renderBins(fields: SetupField<Bin>[]) {
  const api = { list: jest.fn(() => Promise.resolve({ list: bins, total: bins.length })) } as unknown as SetupApi<Bin>;
  const schema = z.object({ code: z.string() });
  render(
    <App>
      <SetupScreen<Bin> name="bin" api={api} schemas={{ create: schema, edit: schema }} fields={fields} label={(b) => b.code} noun="bin" searchHint="hint" />
    </App>,
  );
}

test("the words of values from another list come into their cells alone: the other cells and the rows' actions do not render again", async () => {
  let answerZones: (zones: { value: string; label: string }[]) => void = () => undefined;
  const zones = new Promise<{ value: string; label: string }[]>((resolve) => {
    answerZones = resolve;
  });
  const codeRenders = jest.fn();
  const fields: SetupField<Bin>[] = [
    {
      key: 'code',
      label: 'code',
      render: (b) => {
        codeRenders(b.code);
        return b.code;
      },
    },
    { key: 'zone', label: 'zone', kind: 'enum', options: { cacheKey: 'zones', load: () => zones } },
  ];
  renderBins(fields);
  // the zone's id until the zones answer
  await screen.findByText('z2');
  expect(screen.getByTestId('bin-B-01').textContent).toBe('B-01');
  await waitFor(() => expect(codeRenders).toHaveBeenCalledTimes(2));
  expect(screen.getAllByText('kit.setup.edit')).toHaveLength(2);
  codeRenders.mockClear();
  mockEditLinks.named = 0;

  answerZones([
    { value: 'z1', label: 'Zone one' },
    { value: 'z2', label: 'Zone two' },
  ]);
  await screen.findByText('Zone two');
  expect(screen.getByText('Zone one')).toBeTruthy();
  expect(screen.queryByText('z2')).toBeNull();
  expect(codeRenders).not.toHaveBeenCalled();
  expect(mockEditLinks.named).toBe(0);
}, 20_000);

test('an export after the words of the values came names them (read when the export runs)', async () => {
  const fields: SetupField<Bin>[] = [
    { key: 'code', label: 'code' },
    { key: 'zone', label: 'zone', kind: 'enum', options: { cacheKey: 'zones-export', load: async () => [{ value: 'z1', label: 'Zone one' }, { value: 'z2', label: 'Zone two' }] } },
  ];
  renderBins(fields);
  await screen.findByText('Zone two');
  fireEvent.click(screen.getByTestId('bin-export'));
  fireEvent.click(await screen.findByTestId('export-csv'));
  await waitFor(() => expect(mockSheets).toHaveLength(1));
  expect(mockSheets[0]).toEqual([
    ['code', 'zone'],
    ['B-01', 'Zone one'],
    ['B-02', 'Zone two'],
  ]);
}, 60_000); // ~10 s alone (the export menu's dropdown in jsdom); past 20 s in a full run on a busy 2-core machine
