import { PageContainer } from '@ant-design/pro-components';
import LabelPage from '@/components/outbound/LabelPage';

export default function B2cLabel() {
  return (
    <PageContainer>
      <LabelPage kind="b2c" />
    </PageContainer>
  );
}
