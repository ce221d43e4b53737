import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, useModel, useSearchParams } from '@umijs/max';
import { Button } from 'antd';
// The two inputs by themselves: antd's Input index also attaches TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import ErrorNote from '@/components/ErrorNote';
import LanguageSwitch from '@/components/LanguageSwitch';
import { changeLanguage, loadNamespacesFor } from '@/i18n';
import { LOGIN_NS } from '@/i18n/namespaces';
import { login, type LoginParams } from '@/services/auth';
import { loadInitialState } from '@/utils/initialState';
import { failureText } from '@/utils/request';
import { removeToken, setToken } from '@/utils/storage';
import LoginView, { LOGIN_CLASSES, LOGIN_FIELDS, type LoginField, type LoginParts } from './LoginView';
import { readLoginShell, removeLoginShell } from './shell';

const REQUIRED = { username: 'login.username.required', password: 'login.password.required' } as const;

/** The key of the field's message when it is empty (a user name of spaces is empty), else undefined. */
export const emptyMessage = (name: LoginField, value: string) => ((name === 'username' ? value.trim() : value) ? undefined : REQUIRED[name]);

const PARTS: LoginParts = { Input, Password, Button, UserIcon: <UserOutlined />, LockIcon: <LockOutlined /> };
const EMPTY: LoginParams = { username: '', password: '' };

export default function Login() {
  const { t, i18n } = useTranslation(LOGIN_NS);
  const [params] = useSearchParams();
  const { setInitialState } = useModel('@@initialState');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  // What was typed into the HTML's copy of the form (./shell.ts), if the page started with one.
  const [shellAtStart] = useState(readLoginShell);
  const [values, setValues] = useState<LoginParams>(shellAtStart?.values ?? EMPTY);
  // Which fields were found empty (the key of their message): checked on submit, then as they change.
  const [invalid, setInvalid] = useState<Partial<Record<LoginField, string>>>({});
  const fields = useRef<Partial<Record<LoginField, { focus: () => void } | null>>>({});

  const onFinish = async (values: LoginParams) => {
    setSubmitting(true);
    setError(undefined);
    // The console's shared texts (the login page loads only its own), while the user is checked.
    const texts = loadNamespacesFor('/homepage');
    // The menu tree (where to land) is loaded while the user is checked, not with the login page.
    const menu = import('@/utils/menu');
    menu.catch(() => undefined); // reported below when it is needed (a refused login never needs it)
    try {
      const { token } = await login(values);
      setToken(token);
      const state = await loadInitialState();
      if (state.loadError) {
        // Signed in, but the account could not be read: stay here, signed out, and say why.
        removeToken();
        setError(state.loadError);
        return;
      }
      const target = (await menu).landingPage(new Set(state.currentUser?.menuIds), params.get('redirect'));
      await Promise.all([texts, loadNamespacesFor(target)]);
      await setInitialState(state);
      history.replace(target);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setSubmitting(false);
    }
  };

  const change = (name: LoginField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (invalid[name]) setInvalid((i) => ({ ...i, [name]: emptyMessage(name, value) }));
  };

  const check = (values: LoginParams) => {
    const found = { username: emptyMessage('username', values.username), password: emptyMessage('password', values.password) };
    setInvalid(found);
    const first = LOGIN_FIELDS.find((f) => found[f.name]);
    if (first) fields.current[first.name]?.focus();
    else void onFinish(values);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!submitting) check(values);
  };

  // The HTML's copy is read again as it is removed (input may have come in since the first render),
  // and the user keeps their place: the field and caret they were in, their language, a pending submit.
  useLayoutEffect(() => {
    const shell = readLoginShell();
    if (!shell) return;
    removeLoginShell();
    setValues(shell.values);
    if (shell.focused) {
      fields.current[shell.focused]?.focus();
      if (shell.selection) (document.getElementById(shell.focused) as HTMLInputElement | null)?.setSelectionRange(...shell.selection);
    }
    if (shell.lang && shell.lang !== i18n.language) void changeLanguage(shell.lang);
    if (shell.submitted) check(shell.values);
    // Once, at mount: the copy exists only before the app's first login page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <LoginView
      parts={PARTS}
      t={t}
      langSwitch={<LanguageSwitch />}
      values={values}
      invalid={invalid}
      submitting={submitting}
      error={error && <ErrorNote title={error} className={LOGIN_CLASSES.error} testId="login-error" />}
      onChange={change}
      onSubmit={submit}
      fieldRef={(name, el) => {
        fields.current[name] = el;
      }}
      // Focus taken at mount would move the user out of the copy's field before it is read.
      autoFocus={!shellAtStart}
    />
  );
}
