import type { OrderStatus } from '@/domain/outbound/machine';
import { request } from '@/utils/request';
import type { BookingInput, CustomerOrderInput, RoutingRuleEditInput, RoutingRuleInput } from '@/domain/cms/schema';
import type { Booking, BookingLine, CustomerOrder, CustomerOrderLine, RoutingRule, RoutingRun } from '@/domain/cms/types';
import type { BookingAction, BookingStatus, CustomerOrderAction, CustomerOrderStatus } from '@/domain/cms/machine';
import type { DocHistory, NoticeStatus } from '@/domain/inbound/types';
import { setupApi } from './master';
import { tabbedPageOf } from '@/domain/contract';
import {
  bookingDetailAnswer,
  bookingRowAnswer,
  cmsMetaAnswer,
  customerOrderDetailAnswer,
  customerOrderRowAnswer,
  routingRuleAnswer,
  routingRunResultAnswer,
  routingRunsPageAnswer,
} from '@/domain/cms/answers';
import { checked } from './shape';

export type { BookingAction, BookingInput, BookingStatus, CustomerOrderAction, CustomerOrderInput, CustomerOrderStatus, RoutingRule, RoutingRun };

/** A page of a state list: rows, total, the count per state over the other filters, and all of them. */
export interface StatePage<R, S extends string> {
  list: R[];
  total: number;
  counts: Record<S, number>;
  all: number;
}

export type ListQuery = Record<string, string | number | undefined>;

/** A booking as listed: with its figures and the notice it became. */
export interface BookingRow extends Pick<Booking, 'id' | 'no' | 'status' | 'customer' | 'containerNo' | 'eta' | 'slot' | 'dock' | 'createdAt'> {
  lineCount: number;
  expectedQty: number;
  noticeId: string;
  noticeNo: string;
  noticeStatus: NoticeStatus | '';
  reason: string;
  updatedAt: string;
}

interface Named {
  nameZh: string;
  nameEn: string;
}

export interface BookingDetail extends BookingRow {
  note: string;
  lines: (BookingLine & Named)[];
  history: DocHistory<BookingStatus, BookingAction>[];
}

/** A customer order as listed: with the outbound order it became. */
export interface CustomerOrderRow extends Pick<CustomerOrder, 'id' | 'no' | 'status' | 'customer' | 'channel' | 'ref' | 'orderType' | 'carrier' | 'createdAt'> {
  receiverName: string;
  city: string;
  lineCount: number;
  qty: number;
  orderId: string;
  orderNo: string;
  orderKind: CustomerOrder['orderType'];
  /** The outbound order's state ('' before it is made) and the backorders split from it. */
  orderStatus: OrderStatus | '';
  backorders: { no: string; status: OrderStatus }[];
  ruleCode: string;
  reason: string;
  updatedAt: string;
}

export interface CustomerOrderDetail extends CustomerOrderRow {
  receiver: CustomerOrder['receiver'];
  cartons: number;
  lines: (CustomerOrderLine & Named)[];
  history: DocHistory<CustomerOrderStatus, CustomerOrderAction>[];
}

export interface CmsMeta {
  docks: { code: string; name: string; type: string }[];
  carriers: { code: string; nameZh: string; nameEn: string }[];
  slots: string[];
}

const bookingPage = tabbedPageOf(bookingRowAnswer);
const orderPage = tabbedPageOf(customerOrderRowAnswer);

export const cmsApi = {
  meta: () => checked(cmsMetaAnswer, request<CmsMeta>('GET', '/api/cms/meta')),

  bookings: (q: ListQuery) => checked(bookingPage, request<StatePage<BookingRow, BookingStatus>>('GET', '/api/cms/bookings', { ...q })),
  booking: (id: string) => checked(bookingDetailAnswer, request<BookingDetail>('GET', '/api/cms/bookings/:id', { id })),
  createBooking: (input: BookingInput) => checked(bookingDetailAnswer, request<BookingDetail>('POST', '/api/cms/bookings', { ...input })),
  /** accept (makes the warehousing notice), reject / cancel (with a reason). */
  bookingAction: (id: string, action: BookingAction, reason?: string) =>
    checked(bookingDetailAnswer, request<BookingDetail>('POST', '/api/cms/bookings/:id/:action', { id, action, ...(reason ? { reason } : {}) })),

  orders: (q: ListQuery) => checked(orderPage, request<StatePage<CustomerOrderRow, CustomerOrderStatus>>('GET', '/api/cms/orders', { ...q })),
  order: (id: string) => checked(customerOrderDetailAnswer, request<CustomerOrderDetail>('GET', '/api/cms/orders/:id', { id })),
  createOrder: (input: CustomerOrderInput) => checked(customerOrderDetailAnswer, request<CustomerOrderDetail>('POST', '/api/cms/orders', { ...input })),
  /** accept (makes the outbound order), reject (with a reason). */
  orderAction: (id: string, action: CustomerOrderAction, reason?: string) =>
    checked(customerOrderDetailAnswer, request<CustomerOrderDetail>('POST', '/api/cms/orders/:id/:action', { id, action, ...(reason ? { reason } : {}) })),

  runs: (q: ListQuery) => checked(routingRunsPageAnswer, request<{ list: RoutingRun[]; total: number }>('GET', '/api/cms/runs', { ...q })),
  /** Runs the enabled rules over the waiting customer orders. */
  runRules: () => checked(routingRunResultAnswer, request<{ accepted: number; refused: number }>('POST', '/api/cms/rules/run', {})),
};

export const ruleApi = setupApi<RoutingRule, RoutingRuleInput, RoutingRuleEditInput>('/api/cms/rules', routingRuleAnswer);
