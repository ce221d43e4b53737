import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ProColumns } from '@ant-design/pro-components';
import { App, Form, Input } from 'antd';
import { defineMachine } from '@/domain/machine';
import { RequestError } from '@/utils/request';
import { afterRouteQueries, startRouteQueries } from '@/query/routeQueries';
import ListScreen, { type ListPage, type ListQuery, type StatesSpec } from './ListScreen';
import { downloadRows } from './spreadsheet';

// One `t` for every render, as i18next gives: the list keeps its columns while the language stays.
const mockTranslation = { t: (key: string, v?: Record<string, unknown>) => (v ? `${key} ${JSON.stringify(v)}` : key), i18n: { language: 'en' } };
jest.mock('react-i18next', () => ({ useTranslation: () => mockTranslation }));
jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (key: string) => key } }));
jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));
// the real download, replaced where a test stands in for it (a module's exports cannot be spied on)
jest.mock('./spreadsheet', () => {
  const actual = jest.requireActual('./spreadsheet');
  return { ...actual, downloadRows: jest.fn(actual.downloadRows) };
});
// the list reads its links' colours on every render of its own: counted, to see when it renders
const mockListRenders = { count: 0 };
jest.mock('./RowLink', () => {
  const actual = jest.requireActual('./RowLink');
  return {
    ...actual,
    useRowLinkColours: () => {
      mockListRenders.count += 1;
      return actual.useRowLinkColours();
    },
  };
});

/** A small document: drafts are approved, drafts and approved ones closed. */
const machine = defineMachine({
  states: ['draft', 'approved', 'closed'] as const,
  initial: 'draft',
  edges: {
    approve: { from: ['draft'], to: 'approved' },
    close: { from: ['draft', 'approved'], to: 'closed' },
  },
});
type State = (typeof machine.states)[number];
type Action = (typeof machine.actions)[number];
interface Doc {
  id: string;
  no: string;
  status: State;
}

const docs: Doc[] = [
  { id: '1', no: 'D1', status: 'draft' },
  { id: '2', no: 'D2', status: 'approved' },
  { id: '3', no: 'D3', status: 'closed' },
];
const page = (list: Doc[]): ListPage<Doc> => ({ list, total: list.length, counts: { draft: 1, approved: 1, closed: 1 }, all: 3 });

/** A column of the documents' numbers, each with a test id. */
const NO_COLUMN: ProColumns<Doc>[] = [{ title: 'No', dataIndex: 'no', render: (_, d) => <span data-testid={`no-${d.no}`}>{d.no}</span> }];
/** The documents' states, labelled for the assertions. */
const DOC_STATES: StatesSpec<Doc, State, Action> = { machine, status: (d) => d.status, stateLabel: (s) => `state:${s}`, actionLabel: (a) => `action:${a}` };
function Screen(props: { fetch: (q: ListQuery) => Promise<ListPage<Doc>>; approve?: jest.Mock; close?: jest.Mock; initialTab?: State }) {
  return (
    <App>
      <ListScreen<Doc, State, Action>
        name="doc"
        columns={NO_COLUMN}
        fetch={props.fetch}
        states={{ machine, status: (d) => d.status, stateLabel: (s) => `state:${s}`, actionLabel: (a) => `action:${a}`, initialTab: props.initialTab }}
        bulk={[
          { action: 'approve', run: props.approve ?? jest.fn() },
          { action: 'close', run: props.close ?? jest.fn() },
        ]}
      />
    </App>
  );
}

// ProTable renders slowly in jsdom, more so on a busy machine.
jest.setTimeout(30_000);
// jsdom's getComputedStyle reads every CSS-in-JS rule antd inserted (about a second a call here, and
// the table measures its columns on each selection); these tests look at content, not layout.
const realComputedStyle = window.getComputedStyle;
beforeAll(() => {
  window.getComputedStyle = (() => ({ getPropertyValue: () => '' }) as unknown as CSSStyleDeclaration) as typeof window.getComputedStyle;
});
afterAll(() => {
  window.getComputedStyle = realComputedStyle;
});

const rowOf = (no: string) => screen.getByTestId(`no-${no}`).closest('tr') as HTMLElement;
const select = (no: string) => fireEvent.click(within(rowOf(no)).getByRole('checkbox'));

test('one tab per state of the machine, each with the count the server gave; a tab asks for its state', async () => {
  const fetch = jest.fn((q: ListQuery) => Promise.resolve(page(q.status ? docs.filter((d) => d.status === q.status) : docs)));
  render(<Screen fetch={fetch} />);
  await screen.findByTestId('no-D1');
  expect(['all', ...machine.states].map((s) => screen.getByTestId(`tab-${s}`).textContent)).toEqual(['kit.list.tab.all (3)', 'state:draft (1)', 'state:approved (1)', 'state:closed (1)']);
  fireEvent.click(screen.getByTestId('tab-approved'));
  await waitFor(() => expect(screen.queryByTestId('no-D1')).toBeNull());
  expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'approved', current: 1, pageSize: 20 }));
  // the kit's own tab bar, not antd's Tabs: rc-tabs measured every tab and rendered again after the rows (StateTabBar.tsx)
  expect(screen.getByRole('tablist').querySelector('.ant-tabs-tab')).toBeNull();
  expect(screen.getByTestId('tab-approved').closest('[role=tab]')?.getAttribute('aria-selected')).toBe('true');
});

test('a bulk action is offered only for the selected rows the machine lets take it, and runs for those only', async () => {
  const approve = jest.fn(async () => ({ done: ['D1'], failed: [] }));
  render(<Screen fetch={() => Promise.resolve(page(docs))} approve={approve} />);
  await screen.findByTestId('no-D1');

  select('D3'); // closed: nothing leaves it
  expect(screen.queryByTestId('bulk-approve')).toBeNull();
  expect(screen.queryByTestId('bulk-close')).toBeNull();
  expect(screen.getByText('kit.list.bulk.none')).toBeTruthy();

  select('D2'); // approved: only close
  expect(screen.queryByTestId('bulk-approve')).toBeNull();
  expect(screen.getByTestId('bulk-close').textContent).toBe('action:close (1)'); // 1 of the 2 selected

  select('D1'); // a draft: approve too, for that row alone
  expect(screen.getByTestId('bulk-approve').textContent).toBe('action:approve (1)');
  expect(screen.getByTestId('bulk-close').textContent).toBe('action:close (2)');
  await act(async () => fireEvent.click(screen.getByTestId('bulk-approve')));
  expect(approve).toHaveBeenCalledWith([docs[0]], undefined);
});

test('the per-item answer of a bulk call is shown on each row', async () => {
  const close = jest.fn(async () => ({ done: ['D1'], failed: [{ no: 'D2', message: 'D2 is locked' }] }));
  render(<Screen fetch={() => Promise.resolve(page(docs))} close={close} />);
  await screen.findByTestId('no-D1');
  select('D1');
  select('D2');
  await act(async () => fireEvent.click(screen.getByTestId('bulk-close')));
  await waitFor(() => expect(within(rowOf('D2')).getByTestId('bulk-failure').textContent).toBe('D2 is locked'));
  expect(within(rowOf('D1')).getByText('kit.list.bulk.ok')).toBeTruthy();
  expect(within(rowOf('D3')).queryByText('kit.list.bulk.ok')).toBeNull();
});

test('a screen may open on one state: its tab is active and the first request asks for that state', async () => {
  const fetch = jest.fn((q: ListQuery) => Promise.resolve(page(q.status ? docs.filter((d) => d.status === q.status) : docs)));
  render(<Screen fetch={fetch} initialTab="approved" />);
  await screen.findByTestId('no-D2');
  expect(screen.queryByTestId('no-D1')).toBeNull();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'approved' }));
  expect(screen.getByTestId('tab-approved').closest('[role=tab]')?.getAttribute('aria-selected')).toBe('true');
});

test('every list asks for its first page as it mounts, with its initial tab and filters, and the table takes that answer over', async () => {
  const fetch = jest.fn((q: ListQuery) => Promise.resolve(page(docs.filter((d) => d.status === q.status && (!q.no || d.no === q.no)))));
  render(
    <App>
      <ListScreen<Doc, State, Action>
        name="doc"
        columns={NO_COLUMN}
        fetch={fetch}
        filters={
          <Form.Item name="no" label="no">
            <Input />
          </Form.Item>
        }
        initialFilters={{ no: 'D2' }}
        states={{ machine, status: (d) => d.status, stateLabel: (s) => `state:${s}`, actionLabel: (a) => `action:${a}`, initialTab: 'approved' }}
      />
    </App>,
  );
  // asked in the mount's effects, before ProTable's first request (which comes after its own set-up)
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch).toHaveBeenCalledWith({ no: 'D2', status: 'approved', current: 1, pageSize: 20 });
  await screen.findByTestId('no-D2');
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('the table shows the first page a timer of 1 ms after the answer, not after ProTable\'s 30 ms, and measures no columns', async () => {
  jest.useFakeTimers();
  try {
    const fetch = jest.fn(() => Promise.resolve(page(docs)));
    render(<Screen fetch={fetch} />);
    const settle = () => act(async () => { for (let i = 0; i < 50; i++) await Promise.resolve(); });
    await settle();
    expect(screen.queryByTestId('no-D1')).toBeNull();
    await act(async () => { jest.advanceTimersByTime(2); });
    await settle();
    expect(screen.getByTestId('no-D1')).toBeTruthy();
    // No column-measuring row (rc-table's, with `scroll.x` or fixed columns): it forces two layouts
    // and a second render into each list page's first render (kits/list/layout.ts).
    expect(document.querySelector('tbody tr[aria-hidden="true"]')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

test('the first page taken over from the click is shown, and the list does not ask for it again', async () => {
  const fromClick = page(docs);
  const clickLoad = jest.fn(() => Promise.resolve(fromClick));
  startRouteQueries(window.location.pathname, Date.now(), { [window.location.pathname]: { list: async () => clickLoad } });
  const fetch = jest.fn(() => Promise.resolve(page(docs.slice(0, 1))));
  render(
    <App>
      <ListScreen<Doc, State, Action> name="doc" columns={NO_COLUMN} fetch={fetch} states={DOC_STATES} />
    </App>,
  );
  await screen.findByTestId('no-D3');
  expect(clickLoad).toHaveBeenCalledTimes(1);
  expect(fetch).not.toHaveBeenCalled();
});

test('a done item of a bulk answer with a note shows the note on its row instead of "Done"', async () => {
  const approve = jest.fn(async () => ({ done: ['D1'], failed: [], notes: { D1: 'on pallet LPN1' } }));
  render(<Screen fetch={() => Promise.resolve(page(docs))} approve={approve} />);
  await screen.findByTestId('no-D1');
  select('D1');
  await act(async () => fireEvent.click(screen.getByTestId('bulk-approve')));
  await waitFor(() => expect(within(rowOf('D1')).getByText('on pallet LPN1')).toBeTruthy());
  expect(within(rowOf('D1')).queryByText('kit.list.bulk.ok')).toBeNull();
});

test('an empty answer says so; a failed load shows the error with Retry in place of the rows and no counts', async () => {
  let answer: () => Promise<ListPage<Doc>> = () => Promise.resolve({ list: [], total: 0, counts: {}, all: 0 });
  render(<Screen fetch={() => answer()} />);
  expect(await screen.findByText('kit.list.empty')).toBeTruthy();

  answer = () => Promise.reject(new RequestError(503, 'The server is down'));
  fireEvent.click(screen.getByTestId('tab-draft'));
  const error = await screen.findByTestId('list-error');
  expect(error.textContent).toContain('The server is down');
  expect(screen.getByTestId('tab-all').textContent).toBe('kit.list.tab.all'); // no "(0)": nothing is known

  answer = () => Promise.resolve(page(docs));
  await act(async () => fireEvent.click(screen.getByTestId('list-retry')));
  await screen.findByTestId('no-D1');
  expect(screen.queryByTestId('list-error')).toBeNull();
});

test('a list of some states only: a tab for each of them; "All" asks for those states and counts them alone', async () => {
  const fetch = jest.fn((q: ListQuery) => Promise.resolve(page(q.status === 'draft,approved' ? docs.slice(0, 2) : docs.filter((d) => d.status === q.status))));
  render(
    <App>
      <ListScreen<Doc, State, Action>
        name="doc"
        columns={NO_COLUMN}
        fetch={fetch}
        states={{ machine, only: ['draft', 'approved'], status: (d) => d.status, stateLabel: (s) => `state:${s}`, actionLabel: (a) => `action:${a}` }}
      />
    </App>,
  );
  await screen.findByTestId('no-D2');
  expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'draft,approved' }));
  expect(screen.queryByTestId('tab-closed')).toBeNull();
  expect(['all', 'draft', 'approved'].map((s) => screen.getByTestId(`tab-${s}`).textContent)).toEqual(['kit.list.tab.all (2)', 'state:draft (1)', 'state:approved (1)']);
  fireEvent.click(screen.getByTestId('tab-approved'));
  await waitFor(() => expect(screen.queryByTestId('no-D1')).toBeNull());
  expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'approved' }));
});

test('a row action that asks for a reason runs with it; a refusal keeps the dialog open with the reason typed', async () => {
  const run = jest.fn(async (_d: Doc, _a: Action, reason?: string) => {
    if (reason === 'no') throw new RequestError(409, 'D1 is locked');
  });
  render(
    <App>
      <ListScreen<Doc, State, Action>
        name="doc"
        columns={NO_COLUMN}
        fetch={() => Promise.resolve(page(docs))}
        states={DOC_STATES}
        rowActions={{
          actions: machine.actions,
          confirm: (a, d) => `${a} ${d.no}?`,
          run,
          doneText: (a, d) => `${a} ${d.no} done`,
          reason: (a, d) => (a === 'close' ? { title: `Why close ${d.no}?`, maxLength: 20 } : undefined),
          testId: (a, d) => `${a}-${d.no}`,
        }}
      />
    </App>,
  );
  await screen.findByTestId('no-D1');
  fireEvent.click(screen.getByTestId('close-D1'));
  await screen.findByText('Why close D1?');
  fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'no' } });
  await act(async () => fireEvent.click(screen.getByTestId('reason-ok')));
  await waitFor(() => expect(run).toHaveBeenCalledWith(docs[0], 'close', 'no'));
  expect((await screen.findAllByText('D1 is locked')).length).toBeGreaterThan(0);
  expect((screen.getByTestId('reason-input') as HTMLTextAreaElement).value).toBe('no');

  fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'broken' } });
  await act(async () => fireEvent.click(screen.getByTestId('reason-ok')));
  await waitFor(() => expect(run).toHaveBeenLastCalledWith(docs[0], 'close', 'broken'));
  await screen.findByText('close D1 done');
  // approve asks no reason: a confirmation, as before
  expect(screen.queryByTestId('approve-D1')).not.toBeNull();
});

test('initial filters (read from the address) are in the filter bar and the first page is asked for with them, as the screen turns them into a query', async () => {
  const fetch = jest.fn((q: ListQuery) => Promise.resolve(page(docs.filter((d) => !q.no || d.no === q.no))));
  render(
    <App>
      <ListScreen<Doc>
        name="doc"
        columns={NO_COLUMN}
        fetch={fetch}
        filters={
          <Form.Item name="no" label="no">
            <Input data-testid="filter-no" />
          </Form.Item>
        }
        toQuery={(v) => ({ ...v, no: v.no?.toUpperCase() })}
        initialFilters={{ no: 'd2' }}
      />
    </App>,
  );
  await screen.findByTestId('no-D2');
  expect(screen.queryByTestId('no-D1')).toBeNull();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch).toHaveBeenCalledWith(expect.objectContaining({ no: 'D2', current: 1 }));
  expect(screen.getByTestId<HTMLInputElement>('filter-no').value).toBe('d2');
});

test('a long export shows its progress and a cancel button; cancelling stops before the next page and downloads nothing', async () => {
  const download = jest.mocked(downloadRows).mockResolvedValue(undefined as never);
  const many = 2000; // four export pages
  let releaseSecond: () => void = () => undefined;
  const fetch = jest.fn((q: ListQuery) => {
    if (q.pageSize !== 500) return Promise.resolve(page(docs));
    const rows = { list: Array.from({ length: 500 }, (_, i) => ({ id: `x${q.current}-${i}`, no: `X${i}`, status: 'draft' as const })), total: many };
    // the second export page waits until the test lets it answer
    return q.current === 2
      ? new Promise<ListPage<Doc>>((done) => {
          releaseSecond = () => done(rows);
        })
      : Promise.resolve(rows);
  });
  render(
    <App>
      <ListScreen<Doc> name="doc" columns={[{ title: 'No', dataIndex: 'no' }]} fetch={fetch} exportAs={{ fileName: 'docs', columns: [{ header: 'No', cell: (d) => d.no }] }} />
    </App>,
  );
  await screen.findAllByText('D1');
  fireEvent.click(screen.getByTestId('doc-export'));
  fireEvent.click(await screen.findByTestId('export-csv'));
  await screen.findByTestId('export-progress');
  await waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.objectContaining({ current: 2, pageSize: 500 })));
  fireEvent.click(screen.getByTestId('doc-export-cancel'));
  await act(async () => releaseSecond());
  expect(await screen.findByText('kit.list.export.cancelled')).toBeTruthy();
  await waitFor(() => expect(screen.queryByTestId('export-progress')).toBeNull());
  expect(screen.queryByTestId('doc-export-cancel')).toBeNull();
  expect(fetch).not.toHaveBeenCalledWith(expect.objectContaining({ current: 3, pageSize: 500 }));
  expect(download).not.toHaveBeenCalled();
  download.mockImplementation(jest.requireActual<typeof import('./spreadsheet')>('./spreadsheet').downloadRows);
});

test("a row's links and actions follow the page's state after the rows are shown (the print centre's Reprint waits for its settings)", async () => {
  const fetch = jest.fn(() => Promise.resolve(page(docs)));
  // declared once, as a page declares them outside its component: the links come with the page's renders
  const columns: ProColumns<Doc>[] = [{ title: 'No', dataIndex: 'no', render: (_, d) => <span data-testid={`no-${d.no}`}>{d.no}</span> }];
  function Page({ ready }: { ready: boolean }) {
    return (
      <App>
        <ListScreen<Doc, State, Action>
          name="doc"
          columns={columns}
          fetch={fetch}
          states={DOC_STATES}
          rowLinks={(d) => <span data-testid={`link-${d.no}`}>{ready ? 'ready' : 'waiting'}</span>}
          rowActions={{
            actions: ['approve'],
            confirm: () => 'sure?',
            run: jest.fn(),
            doneText: () => 'done',
            disabled: () => !ready,
            testId: (a, d) => `${a}-${d.no}`,
          }}
        />
      </App>
    );
  }
  const { rerender } = render(<Page ready={false} />);
  await screen.findByTestId('no-D1');
  expect(screen.getByTestId('link-D1').textContent).toBe('waiting');
  expect(screen.getByTestId<HTMLButtonElement>('approve-D1').disabled).toBe(true);
  rerender(<Page ready />);
  await waitFor(() => expect(screen.getByTestId('link-D1').textContent).toBe('ready'));
  expect(screen.getByTestId<HTMLButtonElement>('approve-D1').disabled).toBe(false);
  // the same rows: the table did not ask again
  expect(fetch).toHaveBeenCalledTimes(1);
});

test("a page's render of its own does not render the rows' cells again; another record, another declaration or a reload does", async () => {
  const renders = jest.fn();
  let answer = docs;
  const fetch = jest.fn(() => Promise.resolve(page(answer)));
  const listRef: { current?: { reload: () => void } } = {};
  // the cell's content counts its renders (the list calls the render functions to compare their output)
  function No({ no, suffix }: { no: string; suffix: string }) {
    renders(no);
    return <span data-testid={`no-${no}`}>{`${no}${suffix}`}</span>;
  }
  const declare = (suffix: string): ProColumns<Doc>[] => [{ title: 'No', dataIndex: 'no', render: (_, d) => <No no={d.no} suffix={suffix} /> }];
  const plain = declare('');
  const marked = declare('*');
  // a page whose own late answer (`ready`) re-renders it; its columns stay the same object
  function Page({ ready, columns }: { ready: boolean; columns: ProColumns<Doc>[] }) {
    return (
      <App>
        <ListScreen<Doc> name="doc" listRef={listRef as never} columns={columns} fetch={fetch} rowLinks={(d) => <span data-testid={`link-${d.no}`}>{ready ? 'ready' : 'waiting'}</span>} />
      </App>
    );
  }
  const { rerender } = render(<Page ready={false} columns={plain} />);
  await screen.findByTestId('no-D1');
  await waitFor(() => expect(renders).toHaveBeenCalledTimes(3));
  renders.mockClear();

  rerender(<Page ready columns={plain} />);
  await waitFor(() => expect(screen.getByTestId('link-D1').textContent).toBe('ready'));
  expect(renders).not.toHaveBeenCalled();

  // the columns declared anew with another output (the page's state they read changed): every cell renders again
  rerender(<Page ready columns={marked} />);
  await waitFor(() => expect(screen.getByTestId('no-D1').textContent).toBe('D1*'));
  expect(screen.getByTestId('no-D3').textContent).toBe('D3*');
  renders.mockClear();

  // a reload brings other records: the changed row shows its change
  answer = docs.map((d) => (d.no === 'D2' ? { ...d, no: 'D2b' } : { ...d }));
  act(() => listRef.current?.reload());
  await screen.findByTestId('no-D2b');
  expect(renders).toHaveBeenCalledWith('D1');
});

test("a page's render with the same props does not render the list again; a changed prop does", async () => {
  const fetch = jest.fn(() => Promise.resolve(page(docs)));
  const columns: ProColumns<Doc>[] = [{ title: 'No', dataIndex: 'no' }];
  const rowLinks = (d: Doc) => <span data-testid={`link-${d.no}`}>open</span>;
  function Page({ note, links }: { note: string; links: (d: Doc) => JSX.Element }) {
    return (
      <App>
        <span data-testid="note">{note}</span>
        <ListScreen<Doc> name="doc" columns={columns} fetch={fetch} rowLinks={links} />
      </App>
    );
  }
  const { rerender } = render(<Page note="a" links={rowLinks} />);
  await screen.findByTestId('link-D1');
  const settled = mockListRenders.count;

  rerender(<Page note="b" links={rowLinks} />);
  expect(screen.getByTestId('note').textContent).toBe('b');
  expect(mockListRenders.count).toBe(settled);

  rerender(<Page note="b" links={(d) => <span data-testid={`link-${d.no}`}>edit</span>} />);
  await waitFor(() => expect(screen.getByTestId('link-D1').textContent).toBe('edit'));
  expect(mockListRenders.count).toBeGreaterThan(settled);
});

describe('a list with a filter bar takes its pages itself (no ProTable request)', () => {
  const many: Doc[] = Array.from({ length: 45 }, (_, i) => ({ id: String(i + 1), no: `N${i + 1}`, status: 'draft' }));
  /** The server: `no` filters by prefix, sorted by `no` when asked, paged. */
  const server = (q: ListQuery) => {
    let list = many.filter((d) => !q.no || d.no.startsWith(String(q.no)));
    if (q.sortField === 'no') list = [...list].sort((a, b) => (q.sortOrder === 'descend' ? -1 : 1) * a.no.localeCompare(b.no, 'en', { numeric: true }));
    return { list: list.slice((q.current - 1) * q.pageSize, q.current * q.pageSize), total: list.length };
  };
  function FilteredList({ fetch, ...more }: { fetch: (q: ListQuery) => Promise<ListPage<Doc>>; states?: StatesSpec<Doc, State, Action> }) {
    return (
      <App>
        <ListScreen<Doc, State, Action>
          name="doc"
          columns={[{ title: 'No', dataIndex: 'no', sorter: true, render: (_, d) => <span data-testid={`no-${d.no}`}>{d.no}</span> }]}
          fetch={fetch}
          {...more}
          filters={
            <Form.Item name="no" label="no">
              <Input data-testid="filter-no" />
            </Form.Item>
          }
        />
      </App>
    );
  }

  test('the first page shows with no timer; pages, sorting, a new search (back to page 1) and the reload ask the server', async () => {
    jest.useFakeTimers();
    const fetch = jest.fn((q: ListQuery) => Promise.resolve(server(q)));
    try {
      render(<FilteredList fetch={fetch} />);
      // ProTable's request waited for its debounce timer; the list's own effect does not
      await act(async () => { for (let i = 0; i < 50; i++) await Promise.resolve(); });
      expect(screen.getByTestId('no-N1')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('doc-total')).toHaveTextContent('"total":45');

    fireEvent.click(screen.getByTitle('2'));
    await screen.findByTestId('no-N21');
    expect(fetch).toHaveBeenLastCalledWith({ current: 2, pageSize: 20 });
    expect(screen.queryByTestId('no-N1')).toBeNull();

    // sorting keeps the page, as ProTable's request did
    fireEvent.click(screen.getByText('No'));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ sortField: 'no', sortOrder: 'ascend', current: 2, pageSize: 20 }));
    fireEvent.click(screen.getByText('No'));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ sortField: 'no', sortOrder: 'descend', current: 2, pageSize: 20 }));
    await screen.findByTestId('no-N25'); // 45…26 on page 1, 25…6 on page 2

    // a new search starts again on page 1
    fireEvent.change(screen.getByTestId('filter-no'), { target: { value: 'N4' } });
    fireEvent.submit(screen.getByTestId('filter-no').closest('form')!);
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ no: 'N4', sortField: 'no', sortOrder: 'descend', current: 1, pageSize: 20 }));
    await screen.findByTestId('no-N45');
    expect(screen.getByTestId('doc-total')).toHaveTextContent('"total":7'); // N4, N40…N45

    // the toolbar's reload asks for the same page again
    const calls = fetch.mock.calls.length;
    fireEvent.click(screen.getByLabelText('reload'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(calls + 1));
    expect(fetch).toHaveBeenLastCalledWith({ no: 'N4', sortField: 'no', sortOrder: 'descend', current: 1, pageSize: 20 });
  });

  test("the first page in before the list renders (the click waited for it) is in the list's first render, with its counts; it is not asked for again", async () => {
    const first = server({ current: 1, pageSize: 20 });
    const path = window.location.pathname;
    startRouteQueries(path, Date.now(), { [path]: { list: async () => () => Promise.resolve({ ...first, counts: { draft: 45 }, all: 45 }) } });
    await afterRouteQueries(path);
    const fetch = jest.fn((q: ListQuery) => Promise.resolve(server(q)));
    render(<FilteredList fetch={fetch} states={DOC_STATES} />);
    // no await: the render itself shows them
    expect(screen.getByTestId('no-N1')).toBeTruthy();
    expect(screen.getByTestId('doc-total')).toHaveTextContent('"total":45');
    expect(screen.getByTestId('tab-draft')).toHaveTextContent('state:draft (45)');
    await act(async () => undefined);
    expect(fetch).not.toHaveBeenCalled();
    // the next page is asked for as usual
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByTestId('no-N21');
    expect(fetch).toHaveBeenLastCalledWith({ current: 2, pageSize: 20 });
  });

  test('an answer overtaken by a newer query is not shown', async () => {
    let releaseFirst: (p: ListPage<Doc>) => void = () => undefined;
    const fetch = jest.fn((q: ListQuery) => (q.current === 1 && !q.no ? new Promise<ListPage<Doc>>((r) => { releaseFirst = r; }) : Promise.resolve(server(q))));
    render(<FilteredList fetch={fetch} />);
    fireEvent.change(screen.getByTestId('filter-no'), { target: { value: 'N3' } });
    fireEvent.submit(screen.getByTestId('filter-no').closest('form')!);
    await screen.findByTestId('no-N30');
    await act(async () => releaseFirst(server({ current: 1, pageSize: 20 })));
    expect(screen.queryByTestId('no-N1')).toBeNull();
    expect(screen.getByTestId('no-N30')).toBeTruthy();
  });
});
