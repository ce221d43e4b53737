import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVersionCheck } from '@/hooks/useVersionCheck';

/** "This page is outdated" with Refresh, shown when the deployed version changes. */
export default function VersionBanner() {
  const { t } = useTranslation();
  const { outdated, dismiss } = useVersionCheck();
  if (!outdated) return null;
  return (
    <Alert
      banner
      type="warning"
      data-testid="version-banner"
      message={t('version.outdated')}
      closable
      onClose={dismiss}
      action={
        <Button size="small" type="primary" onClick={() => window.location.reload()}>
          {t('version.refresh')}
        </Button>
      }
    />
  );
}
