import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { defineMachine } from '@/domain/machine';
import ListScreen, { type ListPage } from './ListScreen';
import { RowLink } from './RowLink';

const mockTranslation = {
  t: (key: string, v?: Record<string, unknown>) => (v ? `${key} ${JSON.stringify(v)}` : key),
  i18n: { language: 'en' },
};
jest.mock('react-i18next', () => ({ useTranslation: () => mockTranslation }));
jest.mock('@/i18n', () => ({
  __esModule: true,
  default: { language: 'en', t: (key: string) => key },
}));
jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));

const machine = defineMachine({
  states: ['draft', 'approved'] as const,
  initial: 'draft',
  edges: { approve: { from: ['draft'], to: 'approved' } },
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
  { id: '2', no: 'D2', status: 'draft' },
];
const page = (): ListPage<Doc> => ({
  list: docs,
  total: docs.length,
  counts: { draft: 2, approved: 0 },
  all: 2,
});

/** A cell's content: each of its renders counted. */
const cellRenders = jest.fn();
function Shown({ text, testId }: { text: string; testId: string }) {
  cellRenders(testId);
  return <span data-testid={testId}>{text}</span>;
}
const filterRenders = jest.fn();
function NoInput(props: Record<string, unknown>) {
  filterRenders();
  return <Input data-testid="filter-no" {...props} />;
}

jest.setTimeout(30_000);
const realComputedStyle = window.getComputedStyle;
beforeAll(() => {
  window.getComputedStyle = (() =>
    ({
      getPropertyValue: () => '',
    }) as unknown as CSSStyleDeclaration) as typeof window.getComputedStyle;
});
afterAll(() => {
  window.getComputedStyle = realComputedStyle;
});

test('columns, actions and filters declared inline on every render: the cells stay still, show the latest state, and click the latest handlers', async () => {
  const fetch = jest.fn(() => Promise.resolve(page()));
  const opened = jest.fn();
  const ran = jest.fn();
  // every prop declared anew in each render, as a page without useMemo declares them
  function Page({ tick, unit }: { tick: number; unit: string }) {
    return (
      <App>
        <span data-testid="tick">{tick}</span>
        <ListScreen<Doc, State, Action>
          name="doc"
          fetch={fetch}
          columns={[
            {
              title: 'No',
              dataIndex: 'no',
              render: (_, d) => <Shown testId={`no-${d.no}`} text={d.no} />,
            },
            {
              title: 'Qty',
              key: 'qty',
              render: (_, d) => <Shown testId={`qty-${d.no}`} text={`${d.id} ${unit}`} />,
            },
          ]}
          filters={
            <Form.Item name="no" label="no">
              <NoInput />
            </Form.Item>
          }
          states={{
            machine,
            status: (d) => d.status,
            stateLabel: (s) => `state:${s}`,
            actionLabel: (a) => `action:${a}`,
          }}
          rowLinks={(d) => (
            <RowLink onClick={() => opened(d.no, tick)} data-testid={`open-${d.no}`}>
              open
            </RowLink>
          )}
          rowActions={{
            actions: ['approve'],
            confirm: (a, d) => `${a} ${d.no}?`,
            run: async (d, a) => ran(d.no, a, tick),
            doneText: () => 'done',
            testId: (a, d) => `${a}-${d.no}`,
          }}
        />
      </App>
    );
  }
  const { rerender } = render(<Page tick={0} unit="pcs" />);
  await screen.findByTestId('qty-D2');
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  cellRenders.mockClear();
  filterRenders.mockClear();

  // (1) the page renders again with new declarations that show the same: no cell renders again
  rerender(<Page tick={1} unit="pcs" />);
  rerender(<Page tick={2} unit="pcs" />);
  expect(screen.getByTestId('tick').textContent).toBe('2');
  expect(cellRenders).not.toHaveBeenCalled();
  expect(filterRenders).not.toHaveBeenCalled();

  // (2) what a cell shows depends on the page's state: it shows the change, the other cells stay
  rerender(<Page tick={3} unit="kg" />);
  await waitFor(() => expect(screen.getByTestId('qty-D1').textContent).toBe('1 kg'));
  expect(screen.getByTestId('qty-D2').textContent).toBe('2 kg');
  expect(cellRenders.mock.calls.map(([id]) => id).sort()).toEqual(['qty-D1', 'qty-D2']);

  // (3) a kept cell's link and the row's action call the handlers of the latest render
  rerender(<Page tick={4} unit="kg" />);
  fireEvent.click(screen.getByTestId('open-D1'));
  expect(opened).toHaveBeenLastCalledWith('D1', 4);
  fireEvent.click(screen.getByTestId('approve-D2'));
  rerender(<Page tick={5} unit="kg" />);
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'common.ok' })));
  await waitFor(() => expect(ran).toHaveBeenCalledWith('D2', 'approve', 5));
});
