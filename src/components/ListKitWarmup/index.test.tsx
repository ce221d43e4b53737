import { act, render } from '@testing-library/react';
import ListKitWarmup from '.';

/** The user acts (the pointer moves): the warm-up's cue. */
const userActs = () => act(() => void window.dispatchEvent(new Event('pointermove')));

let kitRenders = 0;
let kitElement: HTMLElement | null = null;
function FakeKit() {
  kitRenders++;
  return <table ref={(el) => (kitElement = el)} data-testid="kit" />;
}

beforeEach(() => {
  jest.useFakeTimers();
  kitRenders = 0;
  kitElement = null;
});
afterEach(() => {
  jest.useRealTimers();
  delete (navigator as { connection?: unknown }).connection;
});

test('mounts the kit once the delay has passed and the user acts, in an idle moment, outside the document, and keeps it', () => {
  const { container, unmount } = render(<ListKitWarmup kit={FakeKit} delayMs={2000} />);
  act(() => jest.advanceTimersByTime(1999));
  expect(kitRenders).toBe(0);
  act(() => jest.advanceTimersByTime(100)); // the delay, then the idle fallback timer
  expect(kitRenders).toBe(0); // a page only looked at gets no warm-up
  act(() => jest.advanceTimersByTime(60_000));
  expect(kitRenders).toBe(0);
  userActs();
  act(() => jest.advanceTimersByTime(100)); // the idle fallback timer
  expect(kitRenders).toBe(1);
  expect(kitElement).not.toBeNull();
  expect(document.body.contains(kitElement)).toBe(false); // never shown or announced
  expect(container.innerHTML).toBe('');
  act(() => jest.advanceTimersByTime(60_000));
  expect(kitElement?.isConnected).toBe(false);
  expect(kitRenders).toBe(1); // still mounted, not rendered again
  unmount();
});

test('a re-render of the layout (every route switch) does not render the kit again', () => {
  const { rerender } = render(<ListKitWarmup kit={FakeKit} delayMs={10} />);
  act(() => jest.advanceTimersByTime(200));
  userActs();
  act(() => jest.advanceTimersByTime(100));
  expect(kitRenders).toBe(1);
  // The layout passes the same props again (none, in the app): the memo keeps the kit as it is.
  rerender(<ListKitWarmup kit={FakeKit} delayMs={10} />);
  rerender(<ListKitWarmup kit={FakeKit} delayMs={10} />);
  expect(kitRenders).toBe(1);
});

test('a "save data" connection gets no warm-up', () => {
  (navigator as { connection?: unknown }).connection = { saveData: true };
  render(<ListKitWarmup kit={FakeKit} delayMs={10} />);
  act(() => jest.advanceTimersByTime(10_000));
  userActs();
  act(() => jest.advanceTimersByTime(100));
  expect(kitRenders).toBe(0);
});

test('leaving before the delay schedules nothing', () => {
  const { unmount } = render(<ListKitWarmup kit={FakeKit} delayMs={1000} />);
  unmount();
  act(() => jest.advanceTimersByTime(10_000));
  expect(kitRenders).toBe(0);
});

test('a warm-up that fails (its code cannot be fetched offline) is dropped, never passed on to the page', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  function FailingKit(): never {
    throw new Error('Loading chunk 1517 failed.');
  }
  const { getByTestId } = render(
    <div data-testid="page">
      page
      <ListKitWarmup kit={FailingKit} delayMs={10} />
    </div>,
  );
  act(() => jest.advanceTimersByTime(200));
  userActs();
  act(() => jest.advanceTimersByTime(100));
  expect(getByTestId('page').textContent).toBe('page');
  spy.mockRestore();
});

test('leaving after the delay, before the user acts, leaves nothing listening', () => {
  const { unmount } = render(<ListKitWarmup kit={FakeKit} delayMs={10} />);
  act(() => jest.advanceTimersByTime(200));
  unmount();
  userActs();
  act(() => jest.advanceTimersByTime(10_000));
  expect(kitRenders).toBe(0);
});

test('the user acting during the delay counts: the kit comes once the delay is over', () => {
  render(<ListKitWarmup kit={FakeKit} delayMs={2000} />);
  userActs();
  act(() => jest.advanceTimersByTime(1999));
  expect(kitRenders).toBe(0);
  act(() => jest.advanceTimersByTime(100));
  expect(kitRenders).toBe(1);
});
