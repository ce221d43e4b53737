import { act, renderHook } from '@testing-library/react';
import { useAnswer } from './useAnswer';
import { deferred } from '@/testing/deferred';

test('renders once as it mounts and once with the answer: no render to set the loading flag', async () => {
  const first = deferred<string[]>();
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return useAnswer(() => first.promise);
  });
  expect(result.current).toEqual({ loading: true });
  expect(renders).toBe(1);
  await act(async () => first.resolve(['a']));
  expect(result.current).toEqual({ data: ['a'], loading: false });
  expect(renders).toBe(2);
});

test('asked again when its deps change: the last answer stays while loading; an overtaken answer is dropped', async () => {
  const answers: Record<string, ReturnType<typeof deferred<string>>> = { zh: deferred(), en: deferred(), de: deferred() };
  const { result, rerender } = renderHook(({ lang }) => useAnswer(() => answers[lang].promise, [lang]), { initialProps: { lang: 'zh' } });
  await act(async () => answers.zh.resolve('中文'));
  rerender({ lang: 'en' });
  expect(result.current).toEqual({ data: '中文', loading: true });
  rerender({ lang: 'de' });
  await act(async () => answers.en.resolve('English'));
  expect(result.current).toEqual({ data: '中文', loading: true });
  await act(async () => answers.de.resolve('Deutsch'));
  expect(result.current).toEqual({ data: 'Deutsch', loading: false });
});

test('a failure is told, and the last answer is kept', async () => {
  let fail = false;
  const { result, rerender } = renderHook(({ n }) => useAnswer(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(n)), [n]), { initialProps: { n: 1 } });
  await act(async () => undefined);
  expect(result.current).toEqual({ data: 1, loading: false });
  fail = true;
  rerender({ n: 2 });
  await act(async () => undefined);
  expect(result.current).toEqual({ data: 1, error: new Error('offline'), loading: false });
});
