/**
 * The first page's answer checks (leanShape) give zod's verdict: on the mock's real answers and on
 * every mutation of every field (removed, null, of another type, negative, fractional, unknown).
 */
import { safeParse, type core } from 'zod/mini';
import auth from '../../mock/auth';
import dashboard from '../../mock/dashboard';
import { resetStore } from '../../mock/_lib/store';
import { callRoute } from '../../mock/_lib/testing';
import { currentUserAnswer, loginAnswer } from '@/domain/auth/answers';
import { dashboardAnswer } from '@/domain/dashboard/answers';
import { leanCurrentUserAnswer, leanLoginAnswer } from './auth';
import { leanDashboardAnswer } from './dashboard';
import type { Lean } from './leanShape';

const routes = { ...auth, ...dashboard };
const clone = (v: unknown): unknown => JSON.parse(JSON.stringify(v));
const REPLACEMENTS: unknown[] = [undefined, null, 'x', '', -1, 1.5, 7, 24, true, [], {}, 'b2c'];

/** Every value reachable in `root` replaced by each of REPLACEMENTS in turn (and the root itself). */
function* mutations(root: unknown): Generator<[string, unknown]> {
  for (const r of REPLACEMENTS) yield ['(root)', r];
  function* walk(node: unknown, path: (string | number)[]): Generator<[string, unknown]> {
    if (node === null || typeof node !== 'object') return;
    for (const key of Object.keys(node)) {
      const at = [...path, Array.isArray(node) ? Number(key) : key];
      for (const r of REPLACEMENTS) {
        const copy = clone(root) as Record<string | number, unknown>;
        let parent: any = copy;
        for (const k of at.slice(0, -1)) parent = parent[k];
        if (r === undefined && !Array.isArray(parent)) delete parent[at[at.length - 1]];
        else parent[at[at.length - 1]] = r;
        yield [`${at.join('.')} = ${JSON.stringify(r)}`, copy];
      }
      yield* walk((node as Record<string, unknown>)[key], at);
    }
  }
  yield* walk(root, []);
  yield ['an extra field', Object.assign(clone(root) as object, { extra: 1 })];
}

/** The answer with every list cut to its first three items: each kind of item is still mutated. */
const trimmed = (v: unknown): unknown =>
  Array.isArray(v) ? v.slice(0, 3).map(trimmed) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, trimmed(x)])) : v;

function expectSameVerdicts(lean: Lean, schema: core.$ZodType, full: unknown) {
  const answer = trimmed(full);
  expect(lean(answer)).toBe(true);
  expect(safeParse(schema, answer).success).toBe(true);
  const disagreements: string[] = [];
  let refused = 0;
  for (const [what, value] of mutations(answer)) {
    const zodOk = safeParse(schema, value).success;
    if (!zodOk) refused += 1;
    if (lean(value) !== zodOk) disagreements.push(`${what}: zod ${zodOk}, lean ${!zodOk}`);
  }
  expect(disagreements).toEqual([]);
  expect(refused).toBeGreaterThan(10);
}

describe('lean answer checks agree with the contract', () => {
  beforeEach(() => resetStore());
  const signIn = () => callRoute(routes, 'POST /api/login', { body: { username: 'admin', password: 'admin123' } });

  it('sign-in', () => {
    expectSameVerdicts(leanLoginAnswer, loginAnswer, signIn().body.data);
  });

  it('the current user', () => {
    const answer = callRoute(routes, 'GET /api/currentUser', { token: signIn().body.data.token, warehouse: 'w1' });
    expect(answer.status).toBe(200);
    expectSameVerdicts(leanCurrentUserAnswer, currentUserAnswer, answer.body.data);
  });

  it('the home figures', () => {
    const day = new Date().toISOString().slice(0, 10);
    const query = { day, weekDay: day, dayStart: `${day}T00:00:00.000Z`, dayEnd: `${day}T23:59:59.999Z`, weekStart: `${day}T00:00:00.000Z` };
    const answer = callRoute(routes, 'GET /api/dashboard', { token: signIn().body.data.token, warehouse: 'w1', query });
    expect(answer.status).toBe(200);
    expect(answer.body.data.figures.length).toBeGreaterThan(0);
    expectSameVerdicts(leanDashboardAnswer, dashboardAnswer, answer.body.data);
  });
});
