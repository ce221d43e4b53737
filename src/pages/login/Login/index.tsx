import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, useModel, useSearchParams } from '@umijs/max';
import { Button } from 'antd';
// The two inputs by themselves: antd's Input index also attaches TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import ErrorNote from '@/components/ErrorNote';
import LanguageSwitch from '@/components/LanguageSwitch';
import { loadNamespacesFor } from '@/i18n';
import { login, type LoginParams } from '@/services/auth';
import { loadInitialState } from '@/utils/initialState';
import { failureText } from '@/utils/request';
import { removeToken, setToken } from '@/utils/storage';
import styles from './index.less';

const REQUIRED = { username: 'login.username.required', password: 'login.password.required' } as const;

/** The key of the field's message when it is empty (a user name of spaces is empty), else undefined. */
export const emptyMessage = (name: keyof LoginParams, value: string) => ((name === 'username' ? value.trim() : value) ? undefined : REQUIRED[name]);

const FIELDS = [
  { name: 'username', label: 'login.username', Control: Input, icon: <UserOutlined />, autoComplete: 'username' },
  { name: 'password', label: 'login.password', Control: Password, icon: <LockOutlined />, autoComplete: 'current-password' },
] as const;

export default function Login() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { setInitialState } = useModel('@@initialState');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [values, setValues] = useState<LoginParams>({ username: '', password: '' });
  // Which fields were found empty (the key of their message): checked on submit, then as they change.
  const [invalid, setInvalid] = useState<Partial<Record<keyof LoginParams, string>>>({});
  const fields = useRef<Partial<Record<keyof LoginParams, { focus: () => void } | null>>>({});

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

  const change = (name: keyof LoginParams, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (invalid[name]) setInvalid((i) => ({ ...i, [name]: emptyMessage(name, value) }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const found = { username: emptyMessage('username', values.username), password: emptyMessage('password', values.password) };
    setInvalid(found);
    const first = FIELDS.find((f) => found[f.name]);
    if (first) fields.current[first.name]?.focus();
    else void onFinish(values);
  };

  return (
    <div className={styles.page}>
      <div className={styles.lang}>
        <LanguageSwitch />
      </div>
      {/* A plain panel and headings: antd's Card and Typography would bring Skeleton, Tabs and TextArea. */}
      <main className={styles.card}>
        <h1 className={styles.title}>{t('app.title')}</h1>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
        {error && <ErrorNote title={error} className={styles.error} testId="login-error" />}
        {/* A form of two fields by hand: antd's Form brings rc-field-form and its validator (~17 KB gzip) to the first page every visitor loads. */}
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
          {FIELDS.map(({ name, label, Control, icon, autoComplete }) => (
            <div className={styles.field} key={name}>
              <label className={styles.label} htmlFor={name}>
                {t(label)}
              </label>
              <Control
                id={name}
                ref={(el: { focus: () => void } | null) => {
                  fields.current[name] = el;
                }}
                size="large"
                prefix={icon}
                autoComplete={autoComplete}
                autoFocus={name === 'username'}
                value={values[name]}
                onChange={(e: { target: { value: string } }) => change(name, e.target.value)}
                disabled={submitting}
                status={invalid[name] ? 'error' : undefined}
                aria-invalid={!!invalid[name]}
                aria-describedby={invalid[name] ? `${name}-error` : undefined}
              />
              {invalid[name] && (
                <div id={`${name}-error`} className={styles.fieldError} role="alert">
                  {t(invalid[name]!)}
                </div>
              )}
            </div>
          ))}
          <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
