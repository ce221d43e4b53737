import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('exception.404.title')}
      subTitle={t('exception.404.subTitle')}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
