import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/utils/request';

/**
 * A list's failed load, in place of its rows (the table's empty area): what went wrong, in the
 * user's language, and Retry. The rows of an earlier query are never left under it.
 */
export default function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="list-error"
      style={{ textAlign: 'start', margin: '8px 0' }}
      message={t('list.error.title')}
      description={failureText(error)}
      action={
        <Button type="primary" size="small" onClick={onRetry} data-testid="list-retry">
          {t('common.retry')}
        </Button>
      }
    />
  );
}
