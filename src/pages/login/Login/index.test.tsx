import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { history } from '@umijs/max';
import { login } from '@/services/auth';
import { loadInitialState } from '@/utils/initialState';
import Login, { emptyMessage } from '.';

// the page imports antd's ES build of the two inputs; jest runs the CommonJS build of the same code
jest.mock('antd/es/input/Input', () => jest.requireActual('antd/lib/input/Input'));
jest.mock('antd/es/input/Password', () => jest.requireActual('antd/lib/input/Password'));
jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => `t:${key}`, i18n: { language: 'en' } }) }));
const changeLanguage = jest.fn();
jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (key: string) => key }, loadNamespacesFor: jest.fn(() => Promise.resolve()), changeLanguage: (lng: string) => changeLanguage(lng) }));
jest.mock('@/components/LanguageSwitch', () => () => null);
jest.mock('@/services/auth', () => ({ login: jest.fn() }));
jest.mock('@/utils/initialState', () => ({ loadInitialState: jest.fn() }));
jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));

const submit = () => act(async () => fireEvent.click(screen.getByTestId('login-submit')));
const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });

beforeEach(() => {
  (login as jest.Mock).mockReset();
  (loadInitialState as jest.Mock).mockReset();
  localStorage.clear();
});

test('an empty user name (also one of spaces) and password: each field says so, is marked invalid, and nothing is sent', async () => {
  render(<Login />);
  type('username', '   ');
  await submit();
  expect(screen.getByText('t:login.username.required')).toHaveAttribute('role', 'alert');
  expect(screen.getByText('t:login.password.required')).toBeInTheDocument();
  expect(document.getElementById('username')).toHaveAttribute('aria-invalid', 'true');
  expect(document.getElementById('username')).toHaveAttribute('aria-describedby', 'username-error');
  expect(document.activeElement).toBe(document.getElementById('username'));
  expect(login).not.toHaveBeenCalled();
  // what was typed stays; the message goes as the field is filled
  type('username', 'admin');
  expect(screen.queryByText('t:login.username.required')).toBeNull();
  expect(screen.getByText('t:login.password.required')).toBeInTheDocument();
  expect((document.getElementById('username') as HTMLInputElement).value).toBe('admin');
});

test('a refused login shows the server message and keeps what was typed', async () => {
  (login as jest.Mock).mockRejectedValue(new Error('bad'));
  render(<Login />);
  type('username', 'admin');
  type('password', 'wrong');
  await submit();
  await waitFor(() => expect(screen.getByTestId('login-error')).toBeInTheDocument());
  expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'wrong' });
  expect((document.getElementById('password') as HTMLInputElement).value).toBe('wrong');
});

test('a good login stores the token and goes to the landing page', async () => {
  (login as jest.Mock).mockResolvedValue({ token: 'tok' });
  (loadInitialState as jest.Mock).mockResolvedValue({ currentUser: { menuIds: ['148'] } });
  render(<Login />);
  type('username', 'admin');
  type('password', 'secret');
  await submit();
  await waitFor(() => expect(history.replace).toHaveBeenCalled());
  expect(localStorage.getItem('token')).toBe('tok');
});

test('emptyMessage: the rule of the two fields', () => {
  expect(emptyMessage('username', ' ')).toBe('login.username.required');
  expect(emptyMessage('password', ' ')).toBeUndefined(); // a password may be spaces
  expect(emptyMessage('password', '')).toBe('login.password.required');
  expect(emptyMessage('username', 'a')).toBeUndefined();
});

describe('the HTML\'s copy of the form (shell.ts)', () => {
  /** The copy as the inline script leaves it: shown, in `lang`, with what the user did there. */
  function shell({ username = '', password = '', focus, submitted = false, lang = 'en' }: { username?: string; password?: string; focus?: 'username' | 'password'; submitted?: boolean; lang?: string }) {
    const el = document.createElement('div');
    el.id = 'wms-login-shell';
    el.dataset.lang = lang;
    if (submitted) el.dataset.submitted = 'true';
    el.innerHTML = `<form><input id="username" value="${username}"><input id="password" type="password" value="${password}"></form>`;
    document.body.prepend(el);
    if (focus) {
      const input = el.querySelector<HTMLInputElement>(`#${focus}`)!;
      input.focus();
      input.setSelectionRange(1, 2);
    }
    return el;
  }
  const field = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!;

  beforeEach(() => changeLanguage.mockClear());

  test('what was typed, the field and the caret are taken over, and the copy removed', () => {
    shell({ username: 'admin', password: 'sec', focus: 'password' });
    render(<Login />);
    expect(document.getElementById('wms-login-shell')).toBeNull();
    expect(document.querySelectorAll('#username')).toHaveLength(1);
    expect(field('username').value).toBe('admin');
    expect(field('password').value).toBe('sec');
    expect(document.activeElement).toBe(field('password'));
    expect([field('password').selectionStart, field('password').selectionEnd]).toEqual([1, 2]);
    expect(changeLanguage).not.toHaveBeenCalled(); // the copy's language is the app's
    expect(login).not.toHaveBeenCalled();
  });

  test('what is typed into the copy while the page renders (a render can yield) is taken too', () => {
    shell({ username: 'adm' });
    // Rendered after the login page, before the commit: a keystroke landing in between.
    function KeystrokeMidRender() {
      const input = document.querySelector<HTMLInputElement>('#wms-login-shell #username');
      if (input) input.value = 'admin';
      return null;
    }
    render(
      <>
        <Login />
        <KeystrokeMidRender />
      </>,
    );
    expect(field('username').value).toBe('admin');
  });

  test('a submit pressed in the copy signs in at once with its values', async () => {
    (login as jest.Mock).mockResolvedValue({ token: 'tok' });
    (loadInitialState as jest.Mock).mockResolvedValue({ currentUser: { menuIds: ['148'] } });
    (history.replace as jest.Mock).mockClear();
    shell({ username: 'admin', password: 'secret', submitted: true });
    await act(async () => {
      render(<Login />);
    });
    expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'secret' });
    await waitFor(() => expect(history.replace).toHaveBeenCalled());
  });

  test('a submit in the copy with a field empty: the field says so, nothing is sent', async () => {
    shell({ username: 'admin', submitted: true });
    await act(async () => {
      render(<Login />);
    });
    expect(screen.getByText('t:login.password.required')).toHaveAttribute('role', 'alert');
    expect(document.activeElement).toBe(field('password'));
    expect(login).not.toHaveBeenCalled();
  });

  test('a language picked in the copy after the app had started is switched to', () => {
    shell({ lang: 'zh' });
    render(<Login />);
    expect(changeLanguage).toHaveBeenCalledWith('zh');
  });

  test('without a copy (development, a later visit) the user name takes the focus', () => {
    render(<Login />);
    expect(document.activeElement).toBe(field('username'));
  });
});
