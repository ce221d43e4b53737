/**
 * The home dashboard's figures, each a count of a console list made with that list's own query, so
 * a figure equals the total of the list it links to. To add one: its list in `LISTS`, then the figure.
 */
import { INBOUND_MENU_IDS } from '../../../src/domain/inbound/machine';
import { INVENTORY_MENU_IDS } from '../../../src/domain/inventory';
import { OUTBOUND_MENU_IDS } from '../../../src/domain/outbound/machine';
import type { DashboardQuery, FigureGroup } from '../../../src/domain/dashboard';
import { STATUS_KEYS as ORDER_STATUS_KEYS } from '../../../src/domain/outbound/labels';
import { STATUS_KEYS as NOTICE_STATUS_KEYS } from '../../../src/domain/inbound/labels';
import { putawayWork } from '../inbound/queries';
import { records, stockBySku } from '../inventory/scan';
import { inboundEnv } from '../inbound';
import { noticeDocument } from '../inbound/documents';
import { listDocuments } from '../kits/document';
import { listRecords } from '../kits/setup';
import { moveablePinDecl, placeScope } from '../master/declarations';
import { MASTER_MENU_IDS } from '../../../src/domain/master/ids';
import { queryOrders } from '../outbound/documents';
import type { InboundEnv } from '../inbound/types';
import { TASK_MENU_ID } from '../../../src/domain/task';
import { COUNT_MENU_IDS } from '../../../src/domain/inventory/count';
import { STATE_KEYS as TASK_STATE_KEYS } from '../../../src/domain/task/labels';
import { TASK_STATUS_KEYS as COUNT_STATUS_KEYS } from '../../../src/domain/inventory/countLabels';
import { reviewRows } from '../count/queries';
import { countEnv } from '../count';
import { allTasks, filterTasks, inStates } from '../task';
import type { WarehouseData } from '../outbound/types';
import { outboundOf } from '../outbound';

/** The caller's day and week, and the days the lists' date filters take. */
export interface Period extends DashboardQuery {
  /** The last day of the week (YYYY-MM-DD). */
  weekEnd: string;
}

/** Where figures are counted: the warehouse's data. */
export interface FigureEnv {
  wh: WarehouseData;
  inbound: InboundEnv;
  period: Period;
}

export const figureEnv = (warehouseId: string, query: DashboardQuery, now = new Date().toISOString()): FigureEnv => {
  const ctx = { operator: '', now };
  const inbound = inboundEnv(warehouseId, ctx);
  const end = new Date(`${query.weekDay}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  return { wh: outboundOf(warehouseId), inbound, period: { ...query, weekEnd: end.toISOString().slice(0, 10) } };
};

type Query = Record<string, string>;

/** A list of the console: the API that answers it, who may read it, its screen, and its total for a query (the API's own function). */
export interface ListSource {
  /** The Umi route and its path parameters (what mock/dashboard.test.ts asks). */
  route: string;
  params?: Record<string, string>;
  /** Menu ids that open the list: a figure is shown to who may open its list. */
  ids: readonly string[];
  /** The console's path of the list. */
  screen: string;
  total: (env: FigureEnv, query: Query) => number;
}

const orders = (kind: 'b2c' | 'b2b'): ListSource => ({
  route: 'GET /api/outbound/:kind/orders',
  params: { kind },
  ids: [OUTBOUND_MENU_IDS[kind].order],
  screen: `/outbound/${kind}`,
  total: (e, q) => queryOrders(e.wh, e.wh, kind, q).total,
});

export const LISTS = {
  b2c: orders('b2c'),
  b2b: orders('b2b'),
  notices: {
    route: 'GET /api/inbound/notices',
    ids: [INBOUND_MENU_IDS.notice],
    screen: '/inbound/regular/warehousingNotify',
    total: (e, q) => listDocuments(noticeDocument, e.inbound, q).total,
  },
  putaway: {
    route: 'GET /api/inbound/putaway/:source',
    params: { source: 'notice' },
    ids: [INBOUND_MENU_IDS.onShelf],
    screen: '/inbound/regular/onShelf',
    total: (e, q) => putawayWork(e.inbound, 'notice', q.q ?? '').length,
  },
  stock: {
    route: 'GET /api/inventory/stock',
    ids: [INVENTORY_MENU_IDS.list],
    screen: '/inventory',
    total: (e, q) => stockBySku(e.wh, q).length,
  },
  pins: {
    route: 'GET /api/master/moveable-pins',
    ids: [MASTER_MENU_IDS.moveablePin],
    screen: '/product/moveable_pin_data',
    // the set-up kit's list of the pins (its filters), in the warehouse
    total: (e, q) => listRecords(moveablePinDecl, placeScope({ warehouseId: e.wh.warehouseId } as never), q).total,
  },
  tasks: {
    route: 'GET /api/tasks',
    ids: [TASK_MENU_ID],
    screen: '/task',
    // (the caller only decides which tasks are "mine", not how many there are)
    total: (e, q) => inStates(filterTasks(allTasks(e.wh.warehouseId, ''), q, ''), q.status).length,
  },
  countReview: {
    route: 'GET /api/count/tasks',
    ids: [COUNT_MENU_IDS.review],
    screen: '/inventory/cyclecount',
    total: (e, q) => {
      const rows = reviewRows(countEnv(e.wh.warehouseId, { operator: '', now: new Date().toISOString() }), q);
      return q.status ? rows.filter((r) => q.status.split(',').includes(r.status)).length : rows.length;
    },
  },
  records: {
    route: 'GET /api/inventory/records',
    ids: [INVENTORY_MENU_IDS.record],
    screen: '/inventory/record',
    total: (e, q) => records(e.wh, q).length,
  },
} satisfies Record<string, ListSource>;

/**
 * One figure: its group, its words (a translation key and values, said in the caller's language),
 * its list, the list API's query and the screen's address query (the same filter as the screen's
 * filter bar reads it from the address). `alert`: above zero asks for attention.
 */
export interface FigureDecl {
  key: string;
  group: FigureGroup;
  label: { key: string; vars?: Record<string, string | number> };
  list: ListSource;
  query: (p: Period) => Query;
  search: (p: Period) => Query;
  alert?: boolean;
}

/** The order states still to work on, each a figure of its list's tab. */
const OPEN_ORDER_STATES = ['created', 'allocated', 'picking', 'picked', 'packed', 'labelled', 'exception'] as const;
/** Notices on their way through the dock: receiving progress. */
const RECEIVING_STATES = ['arrived', 'unloading', 'received', 'approval', 'tallied'] as const;
/** "Near expiry" on the dashboard: one of the stock list's offered day counts. */
export const NEAR_EXPIRY_DAYS = 30;

/** Orders created since the start of the day or the week (to the end of today). */
const newOrders = (kind: 'b2c' | 'b2b', since: string, label: string, from: (p: Period) => string, fromDay: (p: Period) => string): FigureDecl => ({
  key: `${kind}-${since}`,
  group: kind,
  label: { key: label },
  list: LISTS[kind],
  query: (p) => ({ createdFrom: from(p), createdTo: p.dayEnd }),
  search: (p) => ({ created: `${fromDay(p)},${p.day}` }),
});

const orderFigures = (kind: 'b2c' | 'b2b'): FigureDecl[] => [
  ...OPEN_ORDER_STATES.map(
    (s): FigureDecl => ({
      key: `${kind}-${s}`,
      group: kind,
      label: { key: ORDER_STATUS_KEYS[s] },
      list: LISTS[kind],
      query: () => ({ status: s }),
      search: () => ({ status: s }),
      alert: s === 'exception',
    }),
  ),
  newOrders(kind, 'today', 'home.fig.newToday', (p) => p.dayStart, (p) => p.day),
  newOrders(kind, 'week', 'home.fig.newWeek', (p) => p.weekStart, (p) => p.weekDay),
];

export const FIGURES: FigureDecl[] = [
  ...orderFigures('b2c'),
  ...orderFigures('b2b'),
  {
    key: 'shipping-today',
    group: 'shipping',
    label: { key: 'home.fig.shippedToday' },
    list: LISTS.records,
    query: (p) => ({ type: 'ship', from: p.dayStart, to: p.dayEnd }),
    search: (p) => ({ type: 'ship', from: p.dayStart, to: p.dayEnd }),
  },
  {
    key: 'inbound-arrivingToday',
    group: 'inbound',
    label: { key: 'home.fig.arrivingToday' },
    list: LISTS.notices,
    query: (p) => ({ etaFrom: p.day, etaTo: p.day, status: 'created' }),
    search: (p) => ({ eta: `${p.day},${p.day}`, status: 'created' }),
  },
  {
    key: 'inbound-arrivingWeek',
    group: 'inbound',
    label: { key: 'home.fig.arrivingWeek' },
    list: LISTS.notices,
    query: (p) => ({ etaFrom: p.weekDay, etaTo: p.weekEnd, status: 'created' }),
    search: (p) => ({ eta: `${p.weekDay},${p.weekEnd}`, status: 'created' }),
  },
  ...RECEIVING_STATES.map(
    (s): FigureDecl => ({
      key: `inbound-${s}`,
      group: 'inbound',
      label: { key: NOTICE_STATUS_KEYS[s] },
      list: LISTS.notices,
      query: () => ({ status: s }),
      search: () => ({ status: s }),
    }),
  ),
  {
    key: 'inbound-putaway',
    group: 'inbound',
    label: { key: 'home.fig.putaway' },
    list: LISTS.putaway,
    query: () => ({}),
    search: () => ({}),
  },
  {
    key: 'stock-nearExpiry',
    group: 'stock',
    label: { key: 'home.fig.nearExpiry', vars: { days: NEAR_EXPIRY_DAYS } },
    list: LISTS.stock,
    query: () => ({ expiresWithin: String(NEAR_EXPIRY_DAYS) }),
    search: () => ({ expiresWithin: String(NEAR_EXPIRY_DAYS) }),
    alert: true,
  },
  {
    key: 'stock-held',
    group: 'stock',
    label: { key: 'home.fig.held' },
    list: LISTS.stock,
    query: () => ({ held: 'true' }),
    search: () => ({ held: 'true' }),
    alert: true,
  },
  {
    key: 'stock-belowMin',
    group: 'stock',
    label: { key: 'home.fig.belowMin' },
    list: LISTS.pins,
    query: () => ({ belowMin: 'true' }),
    search: () => ({ belowMin: 'true' }),
    alert: true,
  },
  // operator work of every area, by state (the task list's tabs)
  ...(['pending', 'inProgress'] as const).map(
    (s): FigureDecl => ({ key: `tasks-${s}`, group: 'tasks', label: { key: TASK_STATE_KEYS[s] }, list: LISTS.tasks, query: () => ({ status: s }), search: () => ({ status: s }) }),
  ),
  {
    key: 'tasks-high',
    group: 'tasks',
    label: { key: 'home.fig.urgentTasks' },
    list: LISTS.tasks,
    query: () => ({ status: 'pending', priority: 'high' }),
    search: () => ({ status: 'pending', priority: 'high' }),
    alert: true,
  },
  // cycle counts: counted locations with a variance waiting for review, and those sent to recount
  {
    key: 'counts-variance',
    group: 'counts',
    label: { key: 'home.fig.countVariances' },
    list: LISTS.countReview,
    query: () => ({ status: 'counted', variance: 'true' }),
    search: () => ({ status: 'counted', variance: 'true' }),
    alert: true,
  },
  {
    key: 'counts-recount',
    group: 'counts',
    label: { key: COUNT_STATUS_KEYS.recount },
    list: LISTS.countReview,
    query: () => ({ status: 'recount' }),
    search: () => ({ status: 'recount' }),
  },
];

/** Each group's words. */
export const GROUP_KEYS: Record<FigureGroup, string> = {
  b2c: 'menu.outbound.b2c.order',
  b2b: 'menu.outbound.b2b.order',
  shipping: 'home.group.shipping',
  inbound: 'menu.inbound',
  stock: 'menu.inventory',
  tasks: 'menu.task',
  counts: 'menu.inventory.cyclecount',
};
