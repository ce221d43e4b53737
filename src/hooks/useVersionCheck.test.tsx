import { act, renderHook } from '@testing-library/react';
import { queryClient } from '@/query';
import { useVersionCheck } from './useVersionCheck';
import { VERSION_CHECK, VersionTracker, isSlowConnection } from '@/utils/versionCheck';

jest.mock('@/services/version', () => ({ getVersion: jest.fn() }));

const flush = async (ms = 0) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

function setup(fetchVersion: jest.Mock, slow = false) {
  const onSlow = jest.fn();
  const hook = renderHook(() => useVersionCheck({ fetchVersion, onSlow, isSlow: () => slow }));
  return { ...hook, onSlow };
}

const focus = () =>
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });

beforeEach(() => {
  // the query layer hands answers over in microtasks: real ones, as in the browser
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  queryClient.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('VersionTracker', () => {
  test('the first version is remembered; only a different one is outdated', () => {
    const t = new VersionTracker();
    expect(t.observe('1')).toBe(false);
    expect(t.observe('1')).toBe(false);
    expect(t.observe('2')).toBe(true);
  });
  test('dismissing hides it until the version changes again', () => {
    const t = new VersionTracker();
    t.observe('1');
    t.observe('2');
    t.dismiss();
    expect(t.observe('2')).toBe(false);
    expect(t.observe('3')).toBe(true);
  });
  test('empty answers change nothing', () => {
    const t = new VersionTracker();
    t.observe(undefined);
    t.observe('1');
    expect(t.observe('')).toBe(false);
  });
});

describe('slow connection', () => {
  test('slow-2g, 2g and saveData are slow; 3g, 4g and unknown are not', () => {
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

describe('useVersionCheck', () => {
  test('banner only when a later version differs', async () => {
    const fetchVersion = jest.fn().mockResolvedValue('1.0.1');
    const { result } = setup(fetchVersion);
    await flush();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(result.current.outdated).toBe(false);

    await flush(VERSION_CHECK.focusThrottle + 1);
    fetchVersion.mockResolvedValue('1.0.2');
    focus();
    await flush();
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(result.current.outdated).toBe(true);

    act(() => result.current.dismiss());
    expect(result.current.outdated).toBe(false);
  });

  test('requests within 2 s are merged into one', async () => {
    const fetchVersion = jest.fn().mockResolvedValue('1');
    setup(fetchVersion);
    setup(fetchVersion);
    await flush();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await flush(VERSION_CHECK.dedupeWindow + 1);
    setup(fetchVersion);
    await flush();
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  test('focus re-checks are throttled to one per 5 s', async () => {
    const fetchVersion = jest.fn().mockResolvedValue('1');
    setup(fetchVersion);
    await flush(VERSION_CHECK.dedupeWindow + 1);
    focus();
    await flush();
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    // More focus events within 5 s of that re-check: nothing is fetched.
    await flush(VERSION_CHECK.dedupeWindow + 1);
    focus();
    await flush(1000);
    focus();
    await flush();
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    await flush(VERSION_CHECK.focusThrottle);
    focus();
    await flush();
    expect(fetchVersion).toHaveBeenCalledTimes(3);
  });

  test('the network coming back re-checks', async () => {
    const fetchVersion = jest.fn().mockResolvedValue('1');
    setup(fetchVersion);
    await flush(VERSION_CHECK.dedupeWindow + 1);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await flush();
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  test.each([
    [false, VERSION_CHECK.retryInterval],
    [true, VERSION_CHECK.retryIntervalSlow],
  ])('on error it retries after the interval (slow connection: %s)', async (slow, interval) => {
    const fetchVersion = jest.fn().mockRejectedValue(new Error('down'));
    setup(fetchVersion, slow);
    await flush();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await flush(interval - 100);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await flush(200);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  test.each([
    [false, VERSION_CHECK.slowAfter],
    [true, VERSION_CHECK.slowAfterSlow],
  ])('a check still running after the threshold is reported slow (slow connection: %s)', async (slow, threshold) => {
    const fetchVersion = jest.fn(() => new Promise((r) => {
      setTimeout(() => r('1'), threshold + 1000);
    }));
    const { onSlow } = setup(fetchVersion as jest.Mock, slow);
    await flush(threshold - 100);
    expect(onSlow).not.toHaveBeenCalled();
    await flush(200);
    expect(onSlow).toHaveBeenCalledWith(threshold);
    await flush(2000); // let it settle: the merged request is shared across hooks
  });

  test('a fast check is not reported slow', async () => {
    const fetchVersion = jest.fn(() => new Promise((r) => {
      setTimeout(() => r('1'), 100);
    }));
    const { onSlow } = setup(fetchVersion as jest.Mock);
    await flush(VERSION_CHECK.slowAfterSlow + 1000);
    expect(onSlow).not.toHaveBeenCalled();
  });
});
