/** The groups figures are shown in, in this order (without zod: the home page's answer check reads it). */
export const FIGURE_GROUPS = ['b2c', 'b2b', 'shipping', 'inbound', 'stock', 'tasks', 'counts'] as const;
export type FigureGroup = (typeof FIGURE_GROUPS)[number];
