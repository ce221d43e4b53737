import { destroyMachine } from '@/domain/outbound/machine';
import { eachRow, enabledMachine, enabledState } from './enabledMachine';
import { EXPORT_PAGE, ExportCancelled, exportSheet, fetchAll, type ExportColumn } from './exportSheet';
import { stepAction } from './History';

interface Row {
  no: string;
  status: string;
  qty: number;
}
const columns: ExportColumn<Row>[] = [
  { header: 'No', cell: (r) => r.no },
  { header: 'Status', cell: (r) => (r.status === 'done' ? 'Done' : r.status) },
  { header: 'Qty', cell: (r) => r.qty },
];

test('an export is the declared headers, then one row per record in column order, cells as the screen words them', () => {
  expect(exportSheet(columns, [{ no: 'A1', status: 'done', qty: 3 }, { no: 'A2', status: 'open', qty: -1 }])).toEqual([
    ['No', 'Status', 'Qty'],
    ['A1', 'Done', 3],
    ['A2', 'open', -1],
  ]);
  expect(exportSheet(columns, [])).toEqual([['No', 'Status', 'Qty']]);
});

test('every page of the query is fetched, with the share done reported along the way', async () => {
  const total = EXPORT_PAGE * 2 + 1;
  const fetchPage = jest.fn(async (current: number, pageSize: number) => ({ list: Array.from({ length: Math.min(pageSize, total - (current - 1) * pageSize) }, (_, i) => (current - 1) * pageSize + i), total }));
  const progress = jest.fn();
  const rows = await fetchAll(fetchPage, progress);
  expect(rows).toHaveLength(total);
  expect(rows[total - 1]).toBe(total - 1);
  expect(fetchPage.mock.calls).toEqual([
    [1, EXPORT_PAGE],
    [2, EXPORT_PAGE],
    [3, EXPORT_PAGE],
  ]);
  expect(progress.mock.calls.map(([p]) => p)).toEqual([33, 67, 100]);
});

test('a cancelled export stops before its next page: no further request, rejected as cancelled, no 100%', async () => {
  const total = EXPORT_PAGE * 5;
  const abort = new AbortController();
  const fetchPage = jest.fn(async (current: number, pageSize: number) => {
    if (current === 2) abort.abort(); // the person cancels while the second page loads
    return { list: Array.from({ length: pageSize }, (_, i) => (current - 1) * pageSize + i), total };
  });
  const progress = jest.fn();
  await expect(fetchAll(fetchPage, progress, abort.signal)).rejects.toBeInstanceOf(ExportCancelled);
  expect(fetchPage.mock.calls.map(([p]) => p)).toEqual([1, 2]);
  expect(progress.mock.calls.map(([p]) => p)).toEqual([20]);
  // cancelled before it starts: not one request
  const none = jest.fn(fetchPage);
  await expect(fetchAll(none, progress, abort.signal)).rejects.toBeInstanceOf(ExportCancelled);
  expect(none).not.toHaveBeenCalled();
});

test("a history of states names each step by the machine's edge between them", () => {
  expect(stepAction(destroyMachine, null, 'created')).toBeUndefined();
  expect(stepAction(destroyMachine, 'created', 'approved')).toBe('approve');
  expect(stepAction(destroyMachine, 'approved', 'cancelled')).toBe('cancel');
  expect(stepAction(destroyMachine, 'executed', 'created')).toBeUndefined();
});

test('a set-up record enables and disables through its machine; a one-by-one bulk gathers a per-item answer', async () => {
  expect(enabledMachine.allowed(enabledState({ enabled: true }))).toEqual(['disable']);
  expect(enabledMachine.allowed(enabledState({ enabled: false }))).toEqual(['enable']);
  const answer = await eachRow(
    [{ name: 'a' }, { name: 'b' }],
    (r) => r.name,
    async (r) => {
      if (r.name === 'b') throw new Error('b is yourself');
    },
    (e) => (e as Error).message,
  );
  expect(answer).toEqual({ done: ['a'], failed: [{ no: 'b', message: 'b is yourself' }] });
  // what each done row's answer says, by its key
  const noted = await eachRow([{ name: 'a' }, { name: 'c' }], (r) => r.name, async (r) => `${r.name}-1`, String, (result, r) => (r.name === 'a' ? `got ${result}` : undefined));
  expect(noted).toEqual({ done: ['a', 'c'], failed: [], notes: { a: 'got a-1' } });
});
