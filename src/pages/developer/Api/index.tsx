import { Alert, Flex, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import LanguageSwitch from '@/components/LanguageSwitch';
import 'swagger-ui-react/swagger-ui.css';
import styles from './index.less';

// Swagger UI (~1.5 MB) is in this page's chunk only; no other page loads it.
const SwaggerUI = lazy(() => import('swagger-ui-react'));

/** The API document for back-end developers: what a back end must serve for this console. */
export const OPENAPI_URL = '/api/openapi.json';

export default function ApiDocument() {
  const { t } = useTranslation();
  return (
    <main className={styles.page} data-testid="api-document">
      <Flex justify="space-between" align="start" gap={16} wrap>
        <div>
          <Typography.Title level={2}>{t('developer.api.title')}</Typography.Title>
          <Typography.Paragraph>{t('developer.api.intro')}</Typography.Paragraph>
          <Typography.Paragraph>
            <Typography.Link href={OPENAPI_URL} target="_blank" data-testid="api-document-json">
              {t('developer.api.download')}
            </Typography.Link>
          </Typography.Paragraph>
        </div>
        <LanguageSwitch />
      </Flex>
      <Alert type="info" showIcon message={t('developer.api.englishNote')} />
      <Suspense fallback={<Spin tip={t('developer.api.loading')}><div className={styles.loading} /></Spin>}>
        <SwaggerUI url={OPENAPI_URL} docExpansion="none" defaultModelsExpandDepth={-1} tryItOutEnabled={false} showExtensions />
      </Suspense>
    </main>
  );
}
