/**
 * The living demo: seeded on the server's clock (MOCK_SEED_TIME pins one), any date has today's work
 * and a week of attendance with picks and receipts; one clock gives the same data every time.
 */
import type { callRoute as CallRoute, CallOptions } from './_lib/testing';

const CLOCK = '2027-03-17T06:30:00.000Z'; // a Wednesday, months after the unit tests' pinned clock
const DAY = 86_400_000;

/** The mock as a server started at `clock` (undefined: no pinned clock) would seed it. */
function serverAt(clock: string | undefined) {
  const kept = process.env.MOCK_SEED_TIME;
  let server!: { call: (route: string, opts?: CallOptions) => ReturnType<typeof CallRoute>; seedTime: string; orders: () => { createdAt: string; no: string; status: string }[]; journal: () => { at: string; type: string; docNo: string }[] };
  jest.isolateModules(() => {
    if (clock) process.env.MOCK_SEED_TIME = clock;
    else delete process.env.MOCK_SEED_TIME;
    try {
      const routes = ['auth', 'attendance', 'count', 'dashboard', 'inbound', 'inventory', 'master', 'outbound', 'task'].reduce((all, name) => ({ ...all, ...require(`./${name}`).default }), {});
      const { callRoute } = require('./_lib/testing') as typeof import('./_lib/testing');
      const { resetStore } = require('./_lib/store') as typeof import('./_lib/store');
      const { getOutbound } = require('./_lib/outbound') as typeof import('./_lib/outbound');
      const { SEED_TIME } = require('./_lib/seed') as typeof import('./_lib/seed');
      resetStore();
      server = { call: (route, opts) => callRoute(routes, route, opts), seedTime: SEED_TIME, orders: () => getOutbound().warehouses.w1.orders, journal: () => [...getOutbound().warehouses.w1.journal] };
    } finally {
      if (kept === undefined) delete process.env.MOCK_SEED_TIME;
      else process.env.MOCK_SEED_TIME = kept;
    }
  });
  return server;
}

/** The caller's day and week at `clock`, as the console sends them (the UTC day here). */
function periodAt(clock: string) {
  const day = clock.slice(0, 10);
  const monday = new Date(`${day}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const weekDay = monday.toISOString().slice(0, 10);
  return { day, weekDay, dayStart: `${day}T00:00:00.000Z`, dayEnd: `${day}T23:59:59.999Z`, weekStart: `${weekDay}T00:00:00.000Z` };
}

describe('the living demo', () => {
  const server = serverAt(CLOCK);
  const token = server.call('POST /api/login', { body: { username: 'admin', password: 'admin123' } }).body.data.token as string;
  const ask = (route: string, query: Record<string, string> = {}) => server.call(route, { token, warehouse: 'w1', query, lang: 'en' });

  it('is seeded on the clock: nothing is dated after it, and the newest order is of its day', () => {
    const dates = server.orders().map((o) => o.createdAt).sort();
    expect(dates[dates.length - 1] <= CLOCK).toBe(true);
    expect(dates[dates.length - 1].slice(0, 10)).toBe(CLOCK.slice(0, 10));
    expect(Date.parse(CLOCK) - Date.parse(dates[0])).toBeLessThanOrEqual(31 * DAY);
  });

  it('has orders of today and of this week, arrivals due and counts under way on the home page', () => {
    const figures = new Map<string, number>(ask('GET /api/dashboard', periodAt(CLOCK)).body.data.figures.map((f: { key: string; value: number }) => [f.key, f.value]));
    expect(figures.get('b2c-today')).toBeGreaterThan(0);
    expect(figures.get('b2c-week')!).toBeGreaterThan(figures.get('b2c-today')!);
    expect(figures.get('b2b-week')).toBeGreaterThan(0);
    expect(figures.get('inbound-arrivingWeek')).toBeGreaterThan(0);
    expect(figures.get('counts-recount')).toBeGreaterThan(0);
    const plans = ask('GET /api/count/plans', { pageSize: '50' }).body.data.list as { status: string }[];
    expect(plans.map((p) => p.status)).toEqual(expect.arrayContaining(['open', 'counting']));
  });

  it("dates every seeded stock change and document of the site at or before the clock (none in the future)", () => {
    expect(ask('GET /api/inbound/lpns').status).toBe(200); // every area of the warehouse seeded
    const late = server.journal().filter((j) => j.at > CLOCK);
    expect(late.map((j) => `${j.type} ${j.docNo} ${j.at}`)).toEqual([]);
  });

  it("has a week of attendance in which the warehouse's people picked and received", () => {
    const from = new Date(Date.parse(CLOCK) - 7 * DAY).toISOString();
    const week = ask('GET /api/attendance/productivity', { from, to: CLOCK }).body.data.list as { worker: string; hours: number; picks: number; received: number }[];
    const staff = week.find((w) => w.worker === 'Li Staff')!;
    expect(staff.hours).toBeGreaterThanOrEqual(40);
    expect(staff.picks).toBeGreaterThan(0);
    expect(week.some((w) => w.received > 0)).toBe(true);
  });

  it('gives the same documents for the same clock (fixed draws)', () => {
    const again = serverAt(CLOCK);
    expect(again.orders().map((o) => [o.no, o.createdAt, o.status])).toEqual(server.orders().map((o) => [o.no, o.createdAt, o.status]));
  });
});

test("without a pinned clock the seed takes the server's start", () => {
  const started = Date.now();
  const { seedTime } = serverAt(undefined);
  expect(Math.abs(Date.parse(seedTime) - started)).toBeLessThan(2 * 60_000);
});
