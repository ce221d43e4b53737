/**
 * Small pieces the returns and trailer screens share: the number column that opens the drawer,
 * the row links of actions that open a dialog, the tables of a document's lines.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ListApi } from '@/kits/list/ListScreen';
import { localName, type NamedBoth } from '@/utils/localName';
import { RowLink } from '@/kits/list/RowLink';

/** The document number column: searched by part of it (and more, as `placeholder` says), a click opens the drawer. */
export function numberColumn<T extends { no: string }>(api: ListApi<T>, title: string, placeholder: string, testId: (row: T) => string): ProColumns<T> {
  return {
    title,
    dataIndex: 'no',
    sorter: true,
    fieldProps: { placeholder },
    render: (_, r) => (
      <a onClick={() => api.view(r)} data-testid={testId(r)}>
        {r.no}
      </a>
    ),
  };
}

/** A row link that opens the dialog of an action (grade, arrive, cancel with a reason), offered where `shown`. */
export const actionLink = (shown: boolean, key: string, label: string, onClick: () => void, testId: string, danger = false) =>
  shown && (
    <RowLink key={key} danger={danger} onClick={onClick} data-testid={testId}>
      {label}
    </RowLink>
  );

/** The props of a small table of a document's lines (no paging; wide content scrolls). */
export const LINE_TABLE = { size: 'small', pagination: false, scroll: { x: 'max-content' } } as const;

/** A line's product: its SKU, and its name in the page's language under it. */
export const productColumn = <L extends NamedBoth & { sku: string }>(t: TFunction, lang: string): ColumnType<L> => ({
  title: t('inbound.sku'),
  key: 'sku',
  render: (_, l) => (
    <>
      <div>{l.sku}</div>
      <Typography.Text type="secondary">{localName(l, lang)}</Typography.Text>
    </>
  ),
});
