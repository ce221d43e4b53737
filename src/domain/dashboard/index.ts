/**
 * The home dashboard's figures (menu 148): what the console asks for and what the mock answers.
 * Each figure is a count with the filtered list it links to (the list's total is the figure).
 * Relative imports only (the mock imports this module).
 */
import { z } from 'zod';
import { FIGURE_GROUPS, type FigureGroup } from './groups';

export const DASHBOARD_MENU_ID = '148';

/** The caller's day and week (its own time zone): ISO instants, the ends included. */
export const dashboardQuerySchema = z.strictObject({
  /** Today and the first day of the week (YYYY-MM-DD): the lists' date filters. */
  day: z.iso.date(),
  weekDay: z.iso.date(),
  dayStart: z.iso.datetime({ offset: true }),
  dayEnd: z.iso.datetime({ offset: true }),
  weekStart: z.iso.datetime({ offset: true }),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export { FIGURE_GROUPS, type FigureGroup };

/** One figure as the home page shows it: its words (in the caller's language), its count, and its list. */
export interface Figure {
  key: string;
  group: FigureGroup;
  label: string;
  value: number;
  /** The list behind the figure, filtered: a path with its query. */
  link: string;
  /** Shown as a warning when above zero (an alert). */
  alert?: boolean;
}

export interface DashboardAnswer {
  groups: { key: FigureGroup; label: string }[];
  figures: Figure[];
  /** Charts, drawn after the figures: journal ship lines per hour of the day (0–23, the caller's hours), open orders per state. */
  charts: {
    shippedPerHour: { hour: number; value: number }[];
    ordersByStatus: { status: string; kind: string; value: number }[];
  };
}
