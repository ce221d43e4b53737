import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';

/*
 * The task list's people (the assignee filter, the assign dialog) answer after the list. The list
 * kit is replaced by a memoized stand-in that counts its renders and shows the filters it was given.
 */
const mockTranslation = { t: (key: string) => key, i18n: { language: 'en' } };
jest.mock('react-i18next', () => ({ useTranslation: () => mockTranslation }));

let answerUsers: (users: { id: string; name: string }[]) => void = () => undefined;
jest.mock('@/services/task', () => {
  const taskApi = {
    list: jest.fn(() => new Promise(() => {})),
    users: jest.fn(
      () =>
        new Promise((resolve) => {
          answerUsers = resolve;
        }),
    ),
    claim: jest.fn(),
  };
  const { reference } = jest.requireActual('@/query');
  return { taskApi, taskUsers: reference('task-users', () => taskApi.users()) };
});

const listRenders = jest.fn();
jest.mock('@/kits/list/ListScreen', () => {
  const { memo } = jest.requireActual('react');
  const { Form: AntdForm } = jest.requireActual('antd');
  return {
    __esModule: true,
    default: memo(function ListStandIn({ filters }: { filters: ReactNode }) {
      listRenders();
      return <AntdForm>{filters}</AntdForm>;
    }),
  };
});

import { setTestInitialState } from '@/testing/umiMax';
import { TASK_MENU_ID, TASK_SUPERVISOR_ID } from '@/domain/task';
import Tasks from '.';

test("the people's answer comes into the assignee filter", async () => {
  render(
    <App>
      <Tasks />
    </App>,
  );
  expect(listRenders).toHaveBeenCalledTimes(1);
  // the list may render again with its props declared anew: its cells stay (kits/list/cellUpdates.ts)
  await act(async () => answerUsers([{ id: 'u-9', name: 'Wang Picker' }]));
  // the filter offers them all the same
  fireEvent.mouseDown(screen.getByLabelText('task.assignee'));
  expect(await screen.findByText('Wang Picker')).toBeTruthy();
}, 20_000); // the page's modules (antd, the list kit's types) load in the test's time on a busy machine

test("a supervisor's tools show from the user's rights in the warehouse at the first render, not after the list's answer", () => {
  // the list's answer never comes here (taskApi.list stays pending)
  for (const [menuIds, shown] of [
    [[TASK_MENU_ID, TASK_SUPERVISOR_ID], true],
    [[TASK_MENU_ID], false],
  ] as const) {
    setTestInitialState({ currentUser: { id: 'u1', menuIds } });
    const { unmount } = render(
      <App>
        <Tasks />
      </App>,
    );
    expect(!!screen.queryByTestId('tasks-replenish')).toBe(shown);
    unmount();
  }
  setTestInitialState({});
});
