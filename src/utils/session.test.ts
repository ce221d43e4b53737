import { history } from '@umijs/max';
import { feedbackWanted, getFeedback, markFeedbackUnavailable, registerFeedback, resetFeedback } from './feedback';
import { handleUnauthorized, loginPath, resetSessionDialog } from './session';
import { STORAGE_KEYS } from './storage';

jest.mock('@/i18n', () => ({ __esModule: true, default: { t: (key: string) => `t:${key}` } }));

function fakeModal() {
  const error = jest.fn();
  registerFeedback({ modal: { error }, message: {}, notification: {} } as never);
  return error;
}

beforeEach(() => {
  resetSessionDialog();
  resetFeedback();
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  (history.push as jest.Mock).mockClear();
});

test('401 removes the token and shows one translated dialog, however many requests failed', () => {
  const error = fakeModal();
  for (let i = 0; i < 10; i++) handleUnauthorized();
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  expect(error).toHaveBeenCalledTimes(1);
  expect(error.mock.calls[0][0]).toMatchObject({ content: 't:session.expired.content', okText: 't:common.ok' });
});

test('OK goes to /login, and a later 401 shows the dialog again', () => {
  const error = fakeModal();
  handleUnauthorized();
  error.mock.calls[0][0].onOk();
  expect(history.push).toHaveBeenCalledWith(expect.stringMatching(/^\/login/));
  handleUnauthorized();
  expect(error).toHaveBeenCalledTimes(2);
});

test('the login path comes back to the current page, never to /login itself', () => {
  expect(loginPath('/inventory?x=1')).toBe('/login?redirect=%2Finventory%3Fx%3D1');
  expect(loginPath('/login?redirect=/x')).toBe('/login');
  expect(loginPath()).toBe('/login');
});

test('with no holder mounted, one is asked for and the dialog shows once it is there', async () => {
  handleUnauthorized();
  handleUnauthorized();
  expect(feedbackWanted()).toBe(true);
  const error = jest.fn();
  registerFeedback({ modal: { error }, message: {}, notification: {} } as never);
  await Promise.resolve();
  expect(error).toHaveBeenCalledTimes(1);
  expect(history.push).not.toHaveBeenCalled();
});

test('if no holder arrives, the user goes straight to the login page', async () => {
  jest.useFakeTimers();
  try {
    handleUnauthorized();
    jest.advanceTimersByTime(15_000);
    await Promise.resolve();
    expect(history.push).toHaveBeenCalledWith(expect.stringMatching(/^\/login/));
  } finally {
    jest.useRealTimers();
  }
});

test('the newest holder is used, and an unmounted one gives way to the one before', () => {
  const a = { modal: {} } as never;
  const b = { modal: {} } as never;
  const dropA = registerFeedback(a);
  const dropB = registerFeedback(b);
  expect(getFeedback()).toBe(b);
  dropB();
  expect(getFeedback()).toBe(a);
  dropA();
  expect(getFeedback()).toBeUndefined();
});

test('if the dialog code cannot load, the user goes straight to the login page', async () => {
  handleUnauthorized();
  markFeedbackUnavailable();
  await Promise.resolve();
  expect(history.push).toHaveBeenCalledWith(expect.stringMatching(/^\/login/));
});

test('on the login page a 401 (a stale token found at start) only drops the token: no dialog over the form', () => {
  const error = fakeModal();
  window.history.pushState({}, '', '/login?redirect=%2Foutbound%2Fb2c');
  try {
    handleUnauthorized();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(feedbackWanted()).toBe(false);
    expect(history.push).not.toHaveBeenCalled(); // the redirect stays in the address
  } finally {
    window.history.pushState({}, '', '/');
  }
});
