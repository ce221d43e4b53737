import OrderList from '../shared/OrderList';

/** New customer orders (494): the same list opened on "submitted", the orders waiting for a person. */
export default function OutOrderNew() {
  return <OrderList initialTab="submitted" />;
}
