import { afterIdle, holdBackground, onIdle, onIntent } from './idle';

afterEach(() => {
  jest.useRealTimers();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

test('onIdle uses requestIdleCallback with the timeout, and cancels it', () => {
  const calls: [() => void, { timeout: number }][] = [];
  (window as any).requestIdleCallback = (cb: () => void, opts: { timeout: number }) => calls.push([cb, opts]);
  const cancelled: number[] = [];
  (window as any).cancelIdleCallback = (h: number) => cancelled.push(h);
  const fn = jest.fn();
  const cancel = onIdle(fn, 1234);
  expect(calls).toHaveLength(1);
  expect(calls[0][1]).toEqual({ timeout: 1234 });
  calls[0][0]();
  expect(fn).toHaveBeenCalledTimes(1);
  cancel();
  expect(cancelled).toEqual([1]);
});

test('without requestIdleCallback a short timer stands in', () => {
  jest.useFakeTimers();
  const fn = jest.fn();
  onIdle(fn);
  jest.advanceTimersByTime(49);
  expect(fn).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fn).toHaveBeenCalledTimes(1);
});

test('afterIdle waits the delay first; cancelling in either phase stops it', () => {
  jest.useFakeTimers();
  const fn = jest.fn();
  afterIdle(1000, fn);
  jest.advanceTimersByTime(1000);
  expect(fn).not.toHaveBeenCalled();
  jest.advanceTimersByTime(50);
  expect(fn).toHaveBeenCalledTimes(1);

  const early = jest.fn();
  afterIdle(1000, early)();
  const late = jest.fn();
  const cancelLate = afterIdle(1000, late);
  jest.advanceTimersByTime(1010); // delay over, idle timer pending
  cancelLate();
  jest.advanceTimersByTime(5000);
  expect(early).not.toHaveBeenCalled();
  expect(late).not.toHaveBeenCalled();
});

test('onIntent runs once, at the first pointer, key, wheel or touch, and not after it is cancelled', () => {
  for (const event of [new Event('pointermove'), new KeyboardEvent('keydown'), new Event('wheel'), new Event('touchstart'), new Event('pointerdown')]) {
    const fn = jest.fn();
    onIntent(fn);
    expect(fn).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event(event.type, { bubbles: true }));
    document.body.dispatchEvent(new Event(event.type, { bubbles: true }));
    window.dispatchEvent(new Event('pointermove'));
    expect(fn).toHaveBeenCalledTimes(1);
  }
  const cancelled = jest.fn();
  onIntent(cancelled)();
  window.dispatchEvent(new Event('pointermove'));
  expect(cancelled).not.toHaveBeenCalled();
});

test('idle-time work waits while a screen holds the background, and runs after the last release', () => {
  jest.useFakeTimers();
  const fn = jest.fn();
  const cancelled = jest.fn();
  const releaseA = holdBackground();
  const releaseB = holdBackground();
  onIdle(fn);
  onIdle(cancelled)();
  const later = onIdle(cancelled);
  jest.advanceTimersByTime(1000);
  expect(fn).not.toHaveBeenCalled();
  later(); // cancelled while held
  releaseA();
  releaseA(); // a second release of the same hold counts once
  jest.advanceTimersByTime(1000);
  expect(fn).not.toHaveBeenCalled();
  releaseB();
  jest.advanceTimersByTime(49);
  expect(fn).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fn).toHaveBeenCalledTimes(1);
  expect(cancelled).not.toHaveBeenCalled();
});
