import { PageContainer } from '@ant-design/pro-components';
import PickPage from '@/components/outbound/PickPage';

export default function B2cPick() {
  return (
    <PageContainer>
      <PickPage kind="b2c" />
    </PageContainer>
  );
}
