import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export default function Forbidden() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('exception.403.title')}
      subTitle={t('exception.403.subTitle')}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
