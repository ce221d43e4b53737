import { PageContainer } from '@ant-design/pro-components';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** A screen whose business content is not built yet: header, breadcrumb and an honest empty state. */
export default function NotBuilt() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <Card>
        <Empty data-testid="not-built" description={t('notBuilt.description')} />
      </Card>
    </PageContainer>
  );
}
