import { act, renderHook } from '@testing-library/react';
import { settledWith, trackSettled } from './settled';
import { sharedRequest } from './sharedRequest';
import { useAnswer, useShared, type Answer } from './useAnswer';
import { deferred } from '@/testing/deferred';

/** What an answer shows (without its `refresh`). */
const shown = <T,>({ data, error, loading }: Answer<T>) => ({ ...(data === undefined ? {} : { data }), ...(error === undefined ? {} : { error }), loading });

test('renders once as it mounts and once with the answer: no render to set the loading flag', async () => {
  const first = deferred<string[]>();
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return useAnswer(() => first.promise);
  });
  expect(shown(result.current)).toEqual({ loading: true });
  expect(renders).toBe(1);
  await act(async () => first.resolve(['a']));
  expect(shown(result.current)).toEqual({ data: ['a'], loading: false });
  expect(renders).toBe(2);
});

test('asked again when its deps change: the last answer stays while loading; an overtaken answer is dropped', async () => {
  const answers: Record<string, ReturnType<typeof deferred<string>>> = { zh: deferred(), en: deferred(), de: deferred() };
  const { result, rerender } = renderHook(({ lang }) => useAnswer(() => answers[lang].promise, [lang]), { initialProps: { lang: 'zh' } });
  await act(async () => answers.zh.resolve('中文'));
  rerender({ lang: 'en' });
  expect(shown(result.current)).toEqual({ data: '中文', loading: true });
  rerender({ lang: 'de' });
  await act(async () => answers.en.resolve('English'));
  expect(shown(result.current)).toEqual({ data: '中文', loading: true });
  await act(async () => answers.de.resolve('Deutsch'));
  expect(shown(result.current)).toEqual({ data: 'Deutsch', loading: false });
});

test('a failure is told, and the last answer is kept', async () => {
  let fail = false;
  const { result, rerender } = renderHook(({ n }) => useAnswer(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(n)), [n]), { initialProps: { n: 1 } });
  await act(async () => undefined);
  expect(shown(result.current)).toEqual({ data: 1, loading: false });
  fail = true;
  rerender({ n: 2 });
  await act(async () => undefined);
  expect(shown(result.current)).toEqual({ data: 1, error: new Error('offline'), loading: false });
});

test('an answer already in before the first render (the click asked for it) is shown by that render; nothing is asked again', async () => {
  const load = jest.fn(() => Promise.resolve('anew'));
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return useAnswer(load, [], () => settledWith('from the click'));
  });
  expect(shown(result.current)).toEqual({ data: 'from the click', loading: false });
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
  expect(renders).toBe(1);
});

test('an early request still on its way is taken instead of asking; refresh asks anew (load(true))', async () => {
  const early = deferred<string>();
  const load = jest.fn((refresh: boolean) => Promise.resolve(refresh ? 'refreshed' : 'anew'));
  const { result } = renderHook(() => useAnswer(load, [], () => trackSettled(early.promise)));
  expect(shown(result.current)).toEqual({ loading: true });
  await act(async () => early.resolve('from the click'));
  expect(shown(result.current)).toEqual({ data: 'from the click', loading: false });
  expect(load).not.toHaveBeenCalled();
  await act(async () => result.current.refresh());
  expect(load).toHaveBeenCalledWith(true);
  expect(shown(result.current)).toEqual({ data: 'refreshed', loading: false });
});

test('useShared: a shared answer that is in renders at once; one request for its readers', async () => {
  const load = jest.fn(() => Promise.resolve(['zone A']));
  await sharedRequest('zones-for-test', load); // the click that opened the page asked for it
  const { result } = renderHook(() => useShared('zones-for-test', load));
  expect(shown(result.current)).toEqual({ data: ['zone A'], loading: false });
  await act(async () => undefined);
  expect(load).toHaveBeenCalledTimes(1);
});
