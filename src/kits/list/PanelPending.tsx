import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/utils/request';

/**
 * A panel whose data is not there yet (a work panel beside lists, a drawer's record): a loading
 * card, or, when the request failed, the server's message with Retry (never an empty space the
 * user cannot act on).
 */
export default function PanelPending({ error, onRetry }: { error?: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) return <Card loading data-testid="panel-loading" />;
  return (
    <Card>
      <Alert
        type="error"
        showIcon
        role="alert"
        message={error instanceof Error ? error.message : failureText(error)}
        data-testid="panel-error"
        action={
          <Button size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </Card>
  );
}
