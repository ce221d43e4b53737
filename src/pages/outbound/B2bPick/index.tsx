import { PageContainer } from '@ant-design/pro-components';
import PickPage from '@/components/outbound/PickPage';

export default function B2bPick() {
  return (
    <PageContainer>
      <PickPage kind="b2b" />
    </PageContainer>
  );
}
