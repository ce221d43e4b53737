import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';

/*
 * The task list's people answer after the list: their answer renders the assignee select, not the
 * list again. The list kit is a memoized stand-in that counts its renders.
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

import Tasks from '.';

test("the people's answer renders the assignee filter, not the list again", async () => {
  render(
    <App>
      <Tasks />
    </App>,
  );
  expect(listRenders).toHaveBeenCalledTimes(1);
  await act(async () => answerUsers([{ id: 'u-9', name: 'Wang Picker' }]));
  expect(listRenders).toHaveBeenCalledTimes(1);
  // the filter offers them all the same
  fireEvent.mouseDown(screen.getByLabelText('task.assignee'));
  expect(await screen.findByText('Wang Picker')).toBeTruthy();
}, 20_000); // the page's modules (antd, the list kit's types) load in the test's time on a busy machine
