import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, useModel, useSearchParams } from '@umijs/max';
import { Button, Form } from 'antd';
// The two inputs by themselves: antd's Input index also attaches TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ErrorNote from '@/components/ErrorNote';
import LanguageSwitch from '@/components/LanguageSwitch';
import { loadNamespacesFor } from '@/i18n';
import { login, type LoginParams } from '@/services/auth';
import { loadInitialState } from '@/utils/initialState';
import { landingPage } from '@/utils/menu';
import { failureText } from '@/utils/request';
import { removeToken, setToken } from '@/utils/storage';
import styles from './index.less';

export default function Login() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { setInitialState } = useModel('@@initialState');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const onFinish = async (values: LoginParams) => {
    setSubmitting(true);
    setError(undefined);
    // The console's shared texts (the login page loads only its own), while the user is checked.
    const texts = loadNamespacesFor('/homepage');
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
      const target = landingPage(new Set(state.currentUser?.menuIds), params.get('redirect'));
      await Promise.all([texts, loadNamespacesFor(target)]);
      await setInitialState(state);
      history.replace(target);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setSubmitting(false);
    }
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
        <Form<LoginParams> layout="vertical" size="large" onFinish={onFinish} requiredMark={false} disabled={submitting}>
          <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.username.required') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus id="username" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.password.required') }]}>
            <Password prefix={<LockOutlined />} autoComplete="current-password" id="password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
      </main>
    </div>
  );
}
