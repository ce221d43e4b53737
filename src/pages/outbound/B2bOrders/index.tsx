import { PageContainer } from '@ant-design/pro-components';
import OrderList from '@/components/outbound/OrderList';

export default function B2bOrders() {
  return (
    <PageContainer>
      <OrderList kind="b2b" />
    </PageContainer>
  );
}
