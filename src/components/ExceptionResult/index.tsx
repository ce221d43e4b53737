import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The translated 403 / 404 page with a way back to the landing page. */
export default function ExceptionResult({ status }: { status: '403' | '404' }) {
  const { t } = useTranslation();
  return (
    <Result
      status={status}
      title={t(`exception.${status}.title`)}
      subTitle={t(`exception.${status}.subTitle`)}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
