import { page, sortRows, statePage } from './paging';

const rows = [
  { no: 'B', qty: 10, status: 'open', createdAt: '2026-01-02' },
  { no: 'A', qty: 2, status: 'done', createdAt: '2026-01-03' },
  { no: 'C', qty: 2, status: 'open', createdAt: '2026-01-01' },
];

describe('paging', () => {
  it('clamps current and pageSize as the browser sends them (strings, junk, out of range)', () => {
    expect(page(rows, { current: '2', pageSize: '2' })).toMatchObject({ list: [rows[2]], total: 3, current: 2, pageSize: 2 });
    expect(page(rows, { current: '-4', pageSize: 'x' })).toMatchObject({ current: 1, pageSize: 10 });
    expect(page(rows, { pageSize: '5000' }, { maxPageSize: 100 }).pageSize).toBe(100);
    expect(page(rows, { pageSize: '0' }, { defaultPageSize: 20 }).pageSize).toBe(20);
  });

  it('sorts by a sortable field only, numbers as numbers, ties by the tie field; keeps the input unchanged', () => {
    const copy = [...rows];
    expect(sortRows(rows, { sortField: 'qty', sortOrder: 'descend' }, { sortable: ['qty'], tie: 'no' }).map((r) => r.no)).toEqual(['B', 'A', 'C']);
    expect(sortRows(rows, { sortField: 'qty' }, { sortable: ['qty'], tie: 'no' }).map((r) => r.no)).toEqual(['A', 'C', 'B']);
    expect(sortRows(rows, { sortField: 'status' }, { sortable: ['qty'] }).map((r) => r.no)).toEqual(['B', 'A', 'C']);
    expect(sortRows(rows, {}, { defaultSort: { field: 'createdAt', order: 'descend' } }).map((r) => r.no)).toEqual(['A', 'B', 'C']);
    expect(rows).toEqual(copy);
  });

  it('state lists count every state before the state filter', () => {
    const r = statePage(rows, ['open', 'done', 'void'] as string[], { status: 'open' }, (x) => x, {});
    expect(r).toEqual({ list: [rows[0], rows[2]], total: 2, counts: { open: 2, done: 1, void: 0 }, all: 3 });
  });
});
