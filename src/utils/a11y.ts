/**
 * Small accessibility helpers for antd / ProComponents screens, shared by the list and scan kits.
 * Each closes a gap axe-core (WCAG 2.1 A/AA) finds in a default antd setup; e2e/a11y.test.mjs checks them.
 */
import type { ColProps } from 'antd';

/**
 * `rowSelection` props that name each row's checkbox after its row (antd leaves it unnamed, so a
 * screen reader hears only "checkbox"). Spread into a table's `rowSelection`:
 * `rowSelection={{ ...labelledRowSelection((o) => t('common.selectRow', { name: o.no })), onChange }}`.
 */
export function labelledRowSelection<T>(labelOf: (record: T) => string) {
  return {
    getCheckboxProps: (record: T) => ({ 'aria-label': labelOf(record) }) as Record<string, string>,
  };
}

/**
 * `labelCol` of a Form.Item whose label only assistive technology needs (an inline form whose
 * fields show their name as a placeholder): the label names the control but takes no room.
 * A Select's placeholder is not an accessible name, so such a Select needs one.
 */
export const HIDDEN_LABEL_COL: ColProps = { className: 'wms-visually-hidden' };
