/**
 * A pallet's SSCC (GS1 AI 00) names it as its LPN does: in the putaway list and its search, on
 * the putaway write, and at tally, where a pallet's label is refused naming the pallet.
 */
import auth from './auth';
import inbound from './inbound';
import { inboundEnv } from './_lib/inbound';
import { ssccOfLpn, SSCC_COMPANY_PREFIX } from './_lib/inbound/sscc';
import { resetStore } from './_lib/store';
import { callRoute, type CallOptions } from './_lib/testing';
import { gs1CheckDigit } from '../src/kits/scan/gs1';
import { putawayPage } from '../src/domain/inbound/answers';

const call = (route: string, opts?: CallOptions) => callRoute({ ...inbound, ...auth }, route, opts);
let admin: string;
const as = (extra: CallOptions = {}): CallOptions => ({ token: admin, warehouse: 'w1', ...extra });
const env = () => inboundEnv('w1', { operator: 'test', now: new Date().toISOString() });
const openTasks = () => call('GET /api/inbound/putaway/:source', as({ params: { source: 'notice' }, query: { pageSize: '500' } })).body.data;

beforeAll(() => {
  resetStore();
  admin = call('POST /api/login', { body: { username: 'admin', password: 'admin123' } }).body.data.token;
});

describe('the SSCC of a pallet', () => {
  it("is on the LPN map's rows, so a pallet's ZPL label carries it", () => {
    const rows = call('GET /api/inbound/lpns', as({ query: { pageSize: '50' } })).body.data.list as { lpn: string; sscc?: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.sscc)).toEqual(rows.map((r) => ssccOfLpn(r.lpn)));
    expect(rows.some((r) => r.sscc)).toBe(true);
  });

  it('is derived from the LPN: 18 digits, the company prefix, a valid check digit; one per LPN', () => {
    const sscc = ssccOfLpn('LPN00000012')!;
    expect(sscc).toMatch(/^\d{18}$/);
    expect(sscc.slice(0, 17)).toBe(`0${SSCC_COMPANY_PREFIX}000000012`);
    expect(Number(sscc[17])).toBe(gs1CheckDigit(sscc.slice(0, 17)));
    expect(ssccOfLpn('lpn00000012')).toBe(sscc);
    expect(ssccOfLpn('LP000000012')).not.toBe(sscc);
    expect(ssccOfLpn('PALLET-7')).toBeUndefined();
  });

  it('comes with each open putaway task (validated answer) and finds it in the search', () => {
    const page = openTasks();
    expect(putawayPage.safeParse(page).success).toBe(true);
    expect(page.list.length).toBeGreaterThan(1);
    for (const r of page.list) expect(r.sscc).toBe(ssccOfLpn(r.lpn));
    const [first] = page.list;
    const found = call('GET /api/inbound/putaway/:source', as({ params: { source: 'notice' }, query: { q: first.sscc } })).body.data.list;
    expect(found.map((r: { id: string }) => r.id)).toEqual([first.id]);
  });

  it('at putaway names the pallet as its LPN does; another pallet\'s SSCC is refused', () => {
    const [a, b] = openTasks().list;
    const put = (lpn: string) => call('POST /api/inbound/putaway/:source/:docId/:taskId', as({ params: { source: 'notice', docId: a.docId, taskId: a.id }, body: { location: a.suggested, lpn } }));
    const wrong = put(b.sscc);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain(a.lpn);
    const ok = put(a.sscc);
    expect(ok.status).toBe(200);
    expect(ok.body.data.task).toMatchObject({ lpn: a.lpn, status: 'done', location: a.suggested });
  });

  it('at tally is no product: refused naming its pallet, changing no line; an SSCC of no pallet is an unknown code', () => {
    const n = env().place.notices.find((x) => x.status === 'received')!;
    const before = JSON.stringify(n.lines);
    const lpn = openTasks().list[0].lpn;
    const r = call('POST /api/inbound/tally/:id/scan', as({ params: { id: n.id }, body: { code: ssccOfLpn(lpn) } }));
    expect(r.status).toBe(409);
    expect(r.body.message).toContain(lpn);
    const none = call('POST /api/inbound/tally/:id/scan', as({ params: { id: n.id }, body: { code: ssccOfLpn('LPN99999999') } }));
    expect(none.status).toBe(404);
    expect(JSON.stringify(n.lines)).toBe(before);
  });
});
