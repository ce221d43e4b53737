import { PageContainer } from '@ant-design/pro-components';
import OrderList from '@/components/outbound/OrderList';

export default function B2cOrders() {
  return (
    <PageContainer>
      <OrderList kind="b2c" />
    </PageContainer>
  );
}
