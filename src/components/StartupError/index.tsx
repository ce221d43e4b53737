import { history, useModel } from '@umijs/max';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ErrorNote from '@/components/ErrorNote';
import LanguageSwitch from '@/components/LanguageSwitch';
import { LOGIN_NS } from '@/i18n/namespaces';
import { logout } from '@/services/auth';
import { loginPath } from '@/utils/session';
import { removeToken } from '@/utils/storage';

/** Logout does not wait for a server that is failing longer than this. */
const LOGOUT_WAIT_MS = 3000;

/**
 * In place of the console when the signed-in user could not be loaded (not a 401): why, Retry and
 * Logout. Built only from what the login page already loads, so it shows with the network down.
 */
export default function StartupError({ message }: { message: string }) {
  const { t } = useTranslation(LOGIN_NS);
  const { loading, refresh, setInitialState } = useModel('@@initialState');
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    setLeaving(true);
    const gaveUp = new Promise((resolve) => {
      window.setTimeout(resolve, LOGOUT_WAIT_MS);
    });
    await Promise.race([logout().catch(() => undefined), gaveUp]);
    removeToken();
    await setInitialState({});
    setLeaving(false);
    const { pathname, search } = window.location;
    history.push(loginPath(pathname + search));
  };

  return (
    <main style={{ maxWidth: 560, margin: '15vh auto 0', padding: '0 16px' }} data-testid="startup-error">
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
        <LanguageSwitch />
      </div>
      <ErrorNote title={t('startup.error.title')}>
        {/* plain flex boxes, not Space: Space (with its Compact and Addon) would join the entry bundle for this page alone */}
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <span>{message}</span>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button type="primary" loading={loading} onClick={() => refresh()} data-testid="startup-retry">
              {t('common.retry')}
            </Button>
            <Button loading={leaving} onClick={onLogout} data-testid="startup-logout">
              {t('header.logout')}
            </Button>
          </div>
        </div>
      </ErrorNote>
    </main>
  );
}
