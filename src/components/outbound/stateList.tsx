import type { ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fmtDateTime } from './format';
import './list.less';

/** For the outbound tables: no title or action link broken inside a word (list.less). */
export const LIST_CLASS = 'wms-list';
export const NOWRAP = 'wms-nowrap';

/**
 * Screens with lists beside a work panel (pick, delivery): side by side from 1600 px; narrower,
 * the work panel (the wave being picked, the manifest being scanned) on top of full-width lists.
 */
export const LISTS_COL = { xs: { span: 24, order: 2 }, xxl: { span: 10, order: 1 } };
export const WORK_COL = { xs: { span: 24, order: 1 }, xxl: { span: 14, order: 2 } };

/** The short lists beside a work panel (pick, delivery): no search form or column settings, 10 rows. */
export const WORK_LIST_PROPS = {
  className: LIST_CLASS,
  scroll: { x: 'max-content' },
  search: false,
  options: { reload: true, density: false, setting: false },
  pagination: { defaultPageSize: 10 },
} as const;

/** What a state list answers besides its page: rows per state over the other filters, and all of them. */
export interface StateCounts {
  counts: Record<string, number>;
  all: number;
}

/**
 * The state tabs above a list (order lists, destroy list): "All" and one tab per state, each with
 * the count the server computed over the current filters. `toolbar` goes to ProTable's
 * `toolbar`; put `tab` in the table's `params` so a switch reloads it, and hand every list
 * answer to `takeCounts`.
 */
export function useStateTabs<S extends string>(states: readonly S[], onSwitch?: () => void) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'all' | S>('all');
  const [counts, setCounts] = useState<Record<string, number>>({});
  return {
    tab,
    /** The state filter for the list request: undefined on "All". */
    stateOf: (key: unknown) => (key === 'all' ? undefined : (key as S)),
    takeCounts: (page: StateCounts) => setCounts({ ...page.counts, all: page.all }),
    /** ProTable's `toolbar`: the actions on the first line, the tabs on their own full-width line. */
    toolbar: {
      multipleLine: true,
      tabs: {
        activeKey: tab,
        items: (['all', ...states] as const).map((s) => ({
          key: s,
          tab: (
            <span data-testid={`tab-${s}`}>
              {s === 'all' ? t('outbound.tab.all') : t(`outbound.status.${s}`)} ({counts[s] ?? 0})
            </span>
          ),
        })),
        onChange: (key: string) => {
          setTab(key as 'all' | S);
          onSwitch?.();
        },
      },
    },
  };
}

/**
 * The "Created" column of a list: the time in the language's format, searched as a date range in
 * the language's date picker (whole local days, sent as ISO bounds createdFrom / createdTo).
 */
export function createdAtColumn<T extends { createdAt: string }>(t: TFunction): ProColumns<T> {
  return {
    title: t('outbound.order.createdAt'),
    dataIndex: 'createdAt',
    valueType: 'dateRange',
    sorter: true,
    render: (_, r) => fmtDateTime(r.createdAt),
    search: {
      transform: (v: [string, string]) => ({ createdFrom: new Date(`${v[0]}T00:00:00`).toISOString(), createdTo: new Date(`${v[1]}T23:59:59.999`).toISOString() }),
    },
  };
}
