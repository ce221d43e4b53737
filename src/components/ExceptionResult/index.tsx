import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

type ExceptionStatus = '403' | '404';

const TEXT_KEYS = {
  '403': { title: 'exception.403.title', subTitle: 'exception.403.subTitle' },
  '404': { title: 'exception.404.title', subTitle: 'exception.404.subTitle' },
} as const satisfies Record<ExceptionStatus, { title: string; subTitle: string }>;

/** The translated 403 / 404 page with a way back to the landing page. */
export default function ExceptionResult({ status }: { status: ExceptionStatus }) {
  const { t } = useTranslation();
  return (
    <Result
      status={status}
      title={t(TEXT_KEYS[status].title)}
      subTitle={t(TEXT_KEYS[status].subTitle)}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
