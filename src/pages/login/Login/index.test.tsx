import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { history } from '@umijs/max';
import { login } from '@/services/auth';
import { loadInitialState } from '@/utils/initialState';
import Login, { emptyMessage } from '.';

// the page imports antd's ES build of the two inputs; jest runs the CommonJS build of the same code
jest.mock('antd/es/input/Input', () => jest.requireActual('antd/lib/input/Input'));
jest.mock('antd/es/input/Password', () => jest.requireActual('antd/lib/input/Password'));
jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => `t:${key}`, i18n: { language: 'en' } }) }));
jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (key: string) => key }, loadNamespacesFor: jest.fn(() => Promise.resolve()) }));
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
