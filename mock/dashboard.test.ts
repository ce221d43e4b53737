/**
 * The home dashboard: every figure equals the total of the list it links to, asked through that
 * list's own API with the figure's filter, on the seeded data and after today's writes; a figure is
 * shown only to who may open its list; a bad period is a 400.
 */
import auth from './auth';
import dashboardRoutes from './dashboard';
import inbound from './inbound';
import inventory from './inventory';
import master from './master';
import outbound from './outbound';
import task from './task';
import count from './count';
import { FIGURES } from './_lib/dashboard';
import { getOutbound } from './_lib/outbound';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';
import type { DashboardAnswer } from '../src/domain/dashboard';

const routes = { ...auth, ...dashboardRoutes, ...inbound, ...inventory, ...master, ...outbound, ...task, ...count };
const call = (route: string, opts?: CallOptions) => callRoute(routes, route, opts);
const login = (username: string) => call('POST /api/login', { body: { username, password: `${username}123` } }).body.data.token as string;

/** The caller's day and week as the console sends them (here the UTC day). */
function period(now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  const monday = new Date(`${day}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const weekDay = monday.toISOString().slice(0, 10);
  return { day, weekDay, dayStart: `${day}T00:00:00.000Z`, dayEnd: `${day}T23:59:59.999Z`, weekStart: `${weekDay}T00:00:00.000Z` };
}

/** The created state's words in Chinese (outbound's file). */
const ZH_CREATED = require('../locales/zh/outbound.json')['outbound.status.created'];

let admin: string;
let staff: string;
const ask = (token: string, query: Record<string, string> = period(), lang = 'en') => call('GET /api/dashboard', { token, warehouse: 'w1', query, lang });

/** The period as the server completes it (the week's last day). */
function fullPeriod() {
  const p = period();
  const end = new Date(`${p.weekDay}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  return { ...p, weekEnd: end.toISOString().slice(0, 10) };
}

/** Each figure against its list: the list API with the figure's filter answers the figure as its total. */
function expectFiguresEqualLists(token: string, data: DashboardAnswer) {
  for (const fig of data.figures) {
    const decl = FIGURES.find((f) => f.key === fig.key)!;
    const r = call(decl.list.route, { token, warehouse: 'w1', params: decl.list.params, query: decl.query(fullPeriod()) });
    expect({ key: fig.key, total: r.body.data.total }).toEqual({ key: fig.key, total: fig.value });
  }
}

beforeAll(() => {
  resetStore();
  admin = login('admin');
  staff = login('staff');
});

describe('GET /api/dashboard', () => {
  it('each figure equals the total of its list on the seeded data', () => {
    const r = ask(admin);
    expect(r.status).toBe(200);
    const data = r.body.data as DashboardAnswer;
    expect(data.figures.length).toBe(FIGURES.length);
    expectFiguresEqualLists(admin, data);
    // the seed has open orders, notices on their way and stock alerts
    expect(data.figures.filter((f) => f.value > 0).length).toBeGreaterThan(8);
  });

  it('today\'s writes show in today\'s figures, still equal to the lists', () => {
    const before = (ask(admin).body.data as DashboardAnswer).figures;
    const sku = getOutbound().warehouses.w1.products[0].sku;
    const order = { receiver: { name: 'Ann', address: '1 Main St' }, carrier: 'SF', lines: [{ sku, qty: 1 }] };
    for (let i = 0; i < 2; i++) expect(call('POST /api/outbound/:kind/orders', { token: admin, warehouse: 'w1', params: { kind: 'b2c' }, body: order }).status).toBe(200);
    const row = call('GET /api/inventory/rows', { token: admin, warehouse: 'w1', query: { place: 'shelf' } }).body.data.list.find((x: { available: number; hold: number }) => x.available > 0 && !x.hold);
    expect(call('POST /api/inventory/rows/:id/:action', { token: admin, warehouse: 'w1', params: { id: row.id, action: 'hold' }, body: { qty: 1, reason: 'check' } }).status).toBe(200);
    const after = ask(admin).body.data as DashboardAnswer;
    const value = (figs: DashboardAnswer['figures'], key: string) => figs.find((f) => f.key === key)!.value;
    expect(value(after.figures, 'b2c-today')).toBe(value(before, 'b2c-today') + 2);
    expect(value(after.figures, 'b2c-week')).toBe(value(before, 'b2c-week') + 2);
    expect(value(after.figures, 'b2c-created')).toBe(value(before, 'b2c-created') + 2);
    expect(value(after.figures, 'stock-held')).toBeGreaterThanOrEqual(value(before, 'stock-held'));
    expectFiguresEqualLists(admin, after);
  });

  it('links land on the list with the figure\'s filter in the address', () => {
    const p = period();
    const figs = (ask(admin).body.data as DashboardAnswer).figures;
    expect(figs.find((f) => f.key === 'b2c-allocated')!.link).toBe('/outbound/b2c?status=allocated');
    expect(figs.find((f) => f.key === 'b2b-today')!.link).toBe(`/outbound/b2b?created=${p.day}%2C${p.day}`);
    expect(figs.find((f) => f.key === 'stock-held')!.link).toBe('/inventory?held=true');
  });

  it('speaks the caller\'s language', () => {
    const zh = (ask(admin, period(), 'zh-CN').body.data as DashboardAnswer);
    expect(zh.figures.find((f) => f.key === 'b2c-created')!.label).toBe(ZH_CREATED);
    expect(zh.groups.map((g) => g.label)).toContain('发运');
    expect(zh.figures.find((f) => f.key === 'stock-nearExpiry')!.label).toBe('30 天内到期 SKU');
  });

  it('shows a figure only to who may open its list: staff (outbound, inventory) sees no inbound figures', () => {
    const data = ask(staff).body.data as DashboardAnswer;
    expect(data.figures.length).toBeGreaterThan(0);
    expect(data.figures.some((f) => f.group === 'inbound')).toBe(false);
    expectFiguresEqualLists(staff, data);
  });

  it('refuses a bad period (400) and a caller without the home page (403 / 401)', () => {
    expect(ask(admin, { day: 'x' }).status).toBe(400);
    expect(ask(admin, { ...period(), dayStart: 'yesterday' }).status).toBe(400);
    expect(ask(admin, { ...period(), extra: '1' }).status).toBe(400);
    expect(call('GET /api/dashboard', { query: period() }).status).toBe(401);
  });

  it('charts: ship lines per hour add up to the shipping figure', () => {
    const data = ask(admin).body.data as DashboardAnswer;
    expect(data.charts.shippedPerHour).toHaveLength(24);
    expect(data.charts.shippedPerHour.reduce((n, h) => n + h.value, 0)).toBe(data.figures.find((f) => f.key === 'shipping-today')!.value);
  });
});
