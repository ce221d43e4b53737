import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { keyOf, queryClient, useData } from './index';

jest.mock('@/utils/request', () => ({ ...jest.requireActual('@/utils/request'), onWriteSettled: jest.fn() }));

afterEach(() => queryClient.clear());

/** A reader that keeps its own state beside the answer, as a scan screen does after a write. */
function Reader({ renders, answer }: { renders: string[]; answer: { apply?: (n: number) => void } }) {
  const { data } = useData(['counter'], async () => 0);
  const [note, setNote] = useState('none');
  renders.push(`${data ?? '-'}/${note}`);
  answer.apply = (n) => {
    queryClient.setQueryData(keyOf('data', 'counter'), n);
    setNote(`got ${n}`);
  };
  return <output data-testid="shown">{`${data ?? '-'}/${note}`}</output>;
}

test('an answer put in the cache and the state set with it come out as one render, not two', async () => {
  const renders: string[] = [];
  const answer: { apply?: (n: number) => void } = {};
  render(<Reader renders={renders} answer={answer} />);
  await act(async () => {});
  expect(screen.getByTestId('shown')).toHaveTextContent('0/none');
  renders.length = 0;
  // as a write's answer arrives: outside any event, after an await
  await act(async () => {
    await Promise.resolve();
    answer.apply!(5);
  });
  expect(screen.getByTestId('shown')).toHaveTextContent('5/got 5');
  expect(renders).toEqual(['5/got 5']);
});

test('a reader mounted after the answer is in shows it at once, and a later answer reaches it', async () => {
  queryClient.setQueryData(keyOf('data', 'counter'), 3);
  const renders: string[] = [];
  render(<Reader renders={renders} answer={{}} />);
  expect(screen.getByTestId('shown')).toHaveTextContent('3/none');
  await act(async () => {}); // its own read (fresh for 0 ms) settles
  await act(async () => {
    queryClient.setQueryData(keyOf('data', 'counter'), 4);
  });
  expect(screen.getByTestId('shown')).toHaveTextContent('4/none');
});
