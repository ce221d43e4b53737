import auth from './auth';
import { getStore, resetStore } from './_lib/store';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, loginLockedFor, recordLoginFailure } from './_lib/auth';
import { callRoute, type CallOptions } from './_lib/testing';

const call = (route: string, opts?: CallOptions) => callRoute(auth, route, opts);
const attempt = (username: string, password: string, lang?: string) => call('POST /api/login', { body: { username, password }, lang });

const T0 = new Date('2026-11-02T08:00:00.000Z').getTime();

beforeEach(() => {
  resetStore();
  jest.useFakeTimers({ now: T0 });
});
afterEach(() => jest.useRealTimers());

describe('sign-in lockout', () => {
  it('after 5 wrong passwords answers 429 with the wait, translated, even for the right password', () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect(attempt('staff', 'wrong-one').status).toBe(400);
    const locked = attempt('staff', 'staff123');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('server.login.locked');
    expect(locked.body.message).toBe('Too many wrong passwords for this account. Try again in 15 min 0 s.');
    jest.setSystemTime(T0 + 61_500);
    expect(attempt('staff', 'staff123', 'zh-CN').body.message).toBe('该账号密码错误次数过多，请 13 分 59 秒后再试');
    // other accounts are not affected
    expect(attempt('admin', 'admin123').status).toBe(200);
    // once the wait is over, the right password works again
    jest.setSystemTime(T0 + LOGIN_LOCK_MS + 1);
    expect(attempt('staff', 'staff123').status).toBe(200);
  });

  it('a right password clears the count', () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) attempt('staff', 'nope1234');
    expect(attempt('staff', 'staff123').status).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) expect(attempt('staff', 'nope1234').status).toBe(400);
    expect(attempt('staff', 'staff123').status).toBe(200);
  });

  it('counts a username in any case, and unknown usernames the same as known ones', () => {
    for (const name of ['Staff', 'STAFF', 'staff', 'sTaff', 'staFF']) attempt(name, 'nope1234');
    expect(attempt('staff', 'staff123').status).toBe(429);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect(attempt('nobody', 'nope1234').status).toBe(400);
    expect(attempt('nobody', 'nope1234').status).toBe(429);
  });

  it('spraying other usernames does not lift a lock', () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) recordLoginFailure('admin');
    for (let i = 0; i < 10_050; i++) recordLoginFailure(`spray${i}`);
    expect(loginLockedFor('admin')).toBeGreaterThan(0);
  });

  it('a reset store (POST /api/dev/reset, tests) starts unlocked', () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) attempt('staff', 'nope1234');
    resetStore();
    expect(attempt('staff', 'staff123').status).toBe(200);
  });
});

describe('a disabled account is not told apart', () => {
  it('answers a right and a wrong password exactly like a wrong password, and counts towards the lock', () => {
    getStore().users.find((u) => u.username === 'staff')!.enabled = false;
    const right = attempt('staff', 'staff123');
    const wrong = attempt('staff', 'nope1234');
    const unknown = attempt('nobody', 'nope1234');
    expect(right).toEqual(wrong);
    expect(right).toEqual(unknown);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Wrong username or password');
    for (let i = 2; i < LOGIN_MAX_FAILURES; i++) attempt('staff', 'staff123');
    expect(attempt('staff', 'staff123').status).toBe(429);
  });
});

describe('the login body', () => {
  it.each([
    ['no body', undefined, 'body'],
    ['a null body', null, 'body'],
    ['no username', { password: 'x' }, 'username'],
    ['a null username', { username: null, password: 'x' }, 'username'],
    ['a number as username', { username: 7, password: 'x' }, 'username'],
    ['a blank username', { username: '  ', password: 'x' }, 'username'],
    ['no password', { username: 'staff' }, 'password'],
    ['a list as password', { username: 'staff', password: ['staff123'] }, 'password'],
    ['a 100 000-character password', { username: 'staff', password: 'x'.repeat(100_000) }, 'password'],
    ['a 100 000-character username', { username: 'x'.repeat(100_000), password: 'x' }, 'username'],
  ])('%s → 400 on that field, counting nothing', (_, body, field) => {
    const r = call('POST /api/login', { body });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields)).toEqual([field]);
    expect(loginLockedFor('staff')).toBe(0);
  });

  it('keeps the translated messages of a missing username or password', () => {
    expect(call('POST /api/login', { body: { username: '', password: 'x' } }).body.fields.username).toBe('Please enter your username');
    expect(call('POST /api/login', { body: { username: 'a', password: '' }, lang: 'zh-CN' }).body.fields.password).toBe('请输入密码');
  });
});
