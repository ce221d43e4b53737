/**
 * The outbound screens' list pieces: the generic ones live in the list kit (src/kits/list); the
 * work-panel screens (pick, delivery, label) take them from here.
 */
export { ACTIONS_COL, LIST_CLASS, LISTS_COL, NOWRAP, ONE_LINE, TABLE_FITS_CARD, WORK_COL, WORK_LIST_PROPS } from '@/kits/list/layout';
