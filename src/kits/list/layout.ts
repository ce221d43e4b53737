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
 * A table that stays inside its card: columns wrap their text where they can (automatic layout,
 * as wide as the card), and only what still does not fit scrolls inside the card, the actions
 * column (`fixed: 'right'`) staying in view. (Without `scroll.x` a wide table stuck out of its
 * card at 1280 px; `max-content` forbids all wrapping and scrolls at widths where it would fit.)
 */
export const TABLE_FITS_CARD = { scroll: { x: true }, tableLayout: 'auto' } as const;

/** The short lists beside a work panel (pick, delivery): no search form or column settings, 10 rows. */
export const WORK_LIST_PROPS = {
  className: LIST_CLASS,
  scroll: { x: 'max-content' },
  search: false,
  options: { reload: true, density: false, setting: false },
  pagination: { defaultPageSize: 10 },
} as const;

/** A list shows it is busy (spinner, busy search button) only once an answer takes longer than this. */
export const LIST_SLOW_MS = 300;
