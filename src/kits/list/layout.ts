import './list.less';

/** A kit list's class (list.less): no column title or action link broken inside a word. */
export const LIST_CLASS = 'wms-list';
/** A cell that never wraps (action links, times). */
export const NOWRAP = 'wms-nowrap';

/**
 * Screens with lists beside a work panel (pick, delivery): side by side from 1600 px; narrower,
 * the work panel (the wave being picked, the manifest being scanned) on top of full-width lists.
 */
export const LISTS_COL = { xs: { span: 24, order: 2 }, xxl: { span: 10, order: 1 } };
export const WORK_COL = { xs: { span: 24, order: 1 }, xxl: { span: 14, order: 2 } };

/**
 * A table that stays in its card: columns wrap, what still does not fit scrolls in CSS (list.less)
 * with ACTIONS_COL sticky at the right. Not `scroll.x` / `fixed`: rc-table then measures every
 * column in each render. Not `max-content`: it forbids all wrapping.
 */
export const TABLE_FITS_CARD = { tableLayout: 'auto' } as const;
/** The actions column's class (list.less): sticks to the right edge of a table that scrolls sideways. */
export const ACTIONS_COL = 'wms-actions';

/**
 * A table as wide as its content, one line per cell, scrolling sideways inside its card when
 * wider (list.less): antd's `scroll.x: 'max-content'` without rc-table measuring its columns.
 */
export const ONE_LINE = 'wms-oneline';

/** The short lists beside a work panel (pick, delivery): no search form or column settings, 10 rows. */
export const WORK_LIST_PROPS = {
  className: `${LIST_CLASS} ${ONE_LINE}`,
  search: false,
  options: { reload: true, density: false, setting: false },
  pagination: { defaultPageSize: 10 },
} as const;

/** ProTable's request debounce for kit lists: 1 ms, the least it takes (it turns 0 into 30 ms). */
export const LIST_DEBOUNCE_MS = 1;

/** A list shows it is busy (spinner, busy search button) only once an answer takes longer than this. */
export const LIST_SLOW_MS = 300;
