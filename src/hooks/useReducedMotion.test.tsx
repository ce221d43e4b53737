import { act, renderHook } from '@testing-library/react';
import { useReducedMotion } from './useReducedMotion';

const setMatchMedia = (value: unknown) => {
  window.matchMedia = value as typeof window.matchMedia;
};

/** A system setting for reduced motion that the test changes, as window.matchMedia reports it. */
function systemSetting(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = { matches: initially, addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l) };
  setMatchMedia((query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list;
  });
  return {
    change(to: boolean) {
      list.matches = to;
      listeners.forEach((l) => l());
    },
    listeners,
  };
}

describe('useReducedMotion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    setMatchMedia(original);
  });

  test('follows the system setting, and a change of it while the console is open', () => {
    const setting = systemSetting(true);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(true);
    act(() => setting.change(false));
    expect(result.current).toBe(false);
    unmount();
    expect(setting.listeners.size).toBe(0);
  });

  test('no matchMedia (an old browser): motion as usual', () => {
    setMatchMedia(undefined);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
  });
});
