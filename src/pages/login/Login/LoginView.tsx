import type { ComponentType, FormEvent, ReactNode } from 'react';
import type { LoginParams } from '@/services/auth';

/** Global class names (src/global.less): the HTML's copy of the form is styled before any chunk loads. */
export const LOGIN_CLASSES = {
  page: 'wms-login',
  lang: 'wms-login-lang',
  card: 'wms-login-card',
  title: 'wms-login-title',
  subtitle: 'wms-login-subtitle',
  error: 'wms-login-error',
  form: 'wms-login-form',
  field: 'wms-login-field',
  label: 'wms-login-label',
  fieldError: 'wms-login-field-error',
} as const;

export type LoginField = keyof LoginParams;

/** The antd parts, passed in: the page imports antd's ES build, the build's Node render the CommonJS one. */
export interface LoginParts {
  Input: ComponentType<any>;
  Password: ComponentType<any>;
  Button: ComponentType<any>;
  UserIcon: ReactNode;
  LockIcon: ReactNode;
}

export const LOGIN_FIELDS = [
  { name: 'username', label: 'login.username', control: 'Input', icon: 'UserIcon', autoComplete: 'username' },
  { name: 'password', label: 'login.password', control: 'Password', icon: 'LockIcon', autoComplete: 'current-password' },
] as const;

export interface LoginViewProps {
  parts: LoginParts;
  t: (key: string) => string;
  langSwitch: ReactNode;
  values: LoginParams;
  /** The key of each empty field's message. */
  invalid: Partial<Record<LoginField, string>>;
  submitting: boolean;
  error?: ReactNode;
  onChange: (name: LoginField, value: string) => void;
  onSubmit: (e: FormEvent) => void;
  fieldRef?: (name: LoginField, el: { focus: () => void } | null) => void;
  /** The user name takes the focus as the page shows (not when the user is already in the HTML's copy). */
  autoFocus?: boolean;
}

/**
 * The login page's markup, without state: the page renders it live, and the build renders it once per
 * language into the HTML (the form shows before the app's code has run; see loginShell.ts).
 */
export default function LoginView({ parts, t, langSwitch, values, invalid, submitting, error, onChange, onSubmit, fieldRef, autoFocus = true }: LoginViewProps) {
  const { Button } = parts;
  return (
    <div className={LOGIN_CLASSES.page}>
      <div className={LOGIN_CLASSES.lang}>{langSwitch}</div>
      {/* A plain panel and headings: antd's Card and Typography would bring Skeleton, Tabs and TextArea. */}
      <main className={LOGIN_CLASSES.card}>
        <h1 className={LOGIN_CLASSES.title}>{t('app.title')}</h1>
        <p className={LOGIN_CLASSES.subtitle}>{t('login.subtitle')}</p>
        {error}
        {/* A form of two fields by hand: antd's Form brings rc-field-form and its validator (~17 KB gzip) to the first page every visitor loads. */}
        <form className={LOGIN_CLASSES.form} onSubmit={onSubmit} noValidate aria-busy={submitting}>
          {LOGIN_FIELDS.map(({ name, label, control, icon, autoComplete }) => {
            const Control = parts[control];
            return (
              <div className={LOGIN_CLASSES.field} key={name}>
                <label className={LOGIN_CLASSES.label} htmlFor={name}>
                  {t(label)}
                </label>
                <Control
                  id={name}
                  ref={fieldRef && ((el: { focus: () => void } | null) => fieldRef(name, el))}
                  size="large"
                  prefix={parts[icon]}
                  autoComplete={autoComplete}
                  autoFocus={autoFocus && name === 'username'}
                  value={values[name]}
                  onChange={(e: { target: { value: string } }) => onChange(name, e.target.value)}
                  disabled={submitting}
                  status={invalid[name] ? 'error' : undefined}
                  aria-invalid={!!invalid[name]}
                  aria-describedby={invalid[name] ? `${name}-error` : undefined}
                />
                {invalid[name] && (
                  <div id={`${name}-error`} className={LOGIN_CLASSES.fieldError} role="alert">
                    {t(invalid[name]!)}
                  </div>
                )}
              </div>
            );
          })}
          <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
