import { PageContainer } from '@ant-design/pro-components';
import LabelPage from '@/components/outbound/LabelPage';

export default function B2bLabel() {
  return (
    <PageContainer>
      <LabelPage kind="b2b" />
    </PageContainer>
  );
}
