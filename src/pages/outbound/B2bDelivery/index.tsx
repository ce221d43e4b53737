import { PageContainer } from '@ant-design/pro-components';
import DeliveryPage from '@/components/outbound/DeliveryPage';

export default function B2bDelivery() {
  return (
    <PageContainer>
      <DeliveryPage kind="b2b" />
    </PageContainer>
  );
}
