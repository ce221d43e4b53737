/**
 * GET /api/dashboard's answer: the figures the caller may open the lists of, in the caller's
 * language, and the charts' series (drawn after the figures).
 */
import type { DashboardAnswer, DashboardQuery, Figure } from '../../../src/domain/dashboard';
import { FIGURE_GROUPS } from '../../../src/domain/dashboard';
import { translate, type Lang } from '../http';
import type { User } from '../seed';
import { heldIds } from '../auth';
import { FIGURES, GROUP_KEYS, figureEnv, type FigureDecl, type FigureEnv } from './figures';

export { FIGURES, LISTS, figureEnv } from './figures';


const linkOf = (f: FigureDecl, env: FigureEnv) => {
  const q = new URLSearchParams(f.search(env.period)).toString();
  return q ? `${f.list.screen}?${q}` : f.list.screen;
};

/** A figure's count: its list's total for its query. */
export const figureValue = (f: FigureDecl, env: FigureEnv) => f.list.total(env, f.query(env.period));

export function dashboard(user: User, warehouseId: string, query: DashboardQuery, lang: Lang): DashboardAnswer {
  const env = figureEnv(warehouseId, query);
  const held = heldIds(user, warehouseId);
  const figures: Figure[] = FIGURES.filter((f) => f.list.ids.some((id) => held.has(id))).map((f) => ({
    key: f.key,
    group: f.group,
    label: translate(lang, f.label.key, f.label.vars),
    value: figureValue(f, env),
    link: linkOf(f, env),
    ...(f.alert ? { alert: true } : {}),
  }));
  const groups = FIGURE_GROUPS.filter((g) => figures.some((f) => f.group === g)).map((key) => ({ key, label: translate(lang, GROUP_KEYS[key]) }));
  // ship lines per hour of the caller's day (the shipping figure's records)
  const start = Date.parse(query.dayStart);
  const perHour = Array.from({ length: 24 }, (_, hour) => ({ hour, value: 0 }));
  for (const j of env.wh.journal) {
    if (j.type !== 'ship' || j.at < query.dayStart || j.at > query.dayEnd) continue;
    const h = Math.floor((Date.parse(j.at) - start) / 3_600_000);
    if (h >= 0 && h < 24) perHour[h].value++;
  }
  const ordersByStatus = figures
    .filter((f) => (f.group === 'b2c' || f.group === 'b2b') && !f.key.endsWith('-today') && !f.key.endsWith('-week'))
    .map((f) => ({ status: f.label, kind: translate(lang, GROUP_KEYS[f.group]), value: f.value }));
  return { groups, figures, charts: { shippedPerHour: perHour, ordersByStatus } };
}
