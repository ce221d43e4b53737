import OrderList from '../shared/OrderList';

/** Customer orders (327): every state. */
export default function OutOrder() {
  return <OrderList />;
}
