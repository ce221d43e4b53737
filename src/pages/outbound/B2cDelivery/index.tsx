import { PageContainer } from '@ant-design/pro-components';
import DeliveryPage from '@/components/outbound/DeliveryPage';

export default function B2cDelivery() {
  return (
    <PageContainer>
      <DeliveryPage kind="b2c" />
    </PageContainer>
  );
}
