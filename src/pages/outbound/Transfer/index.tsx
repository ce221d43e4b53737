import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { Table } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MAX } from '@/domain/outbound/schema';
import { transferMachine, type TransferAction, type TransferStatus } from '@/domain/outbound/transfer';
import { textFilter } from '@/kits/list/filterFields';
import ListScreen, { type ListApi, type StatesSpec } from '@/kits/list/ListScreen';
import { NOWRAP } from '@/kits/list/layout';
import { transferApi, type TransferRow } from '@/services/transfer';
import { useWarehouseId } from '@/utils/workspace';
import { fmtDateTime } from '../shared/format';
import { statusLabel as orderStatusLabel } from '../shared/labels';
import TransferForm from './TransferForm';
import { TransferStatusTag, transferActionLabel, transferStatusLabel } from './labels';

const place = (w: TransferRow['from']) => `${w.code} · ${w.name}`;

/**
 * Transfers leaving or reaching the current warehouse (602): made here, shipped through the B2B
 * outbound screens, received at the destination against the notice their shipment opened there.
 */
export default function Transfers() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const list = useRef<ListApi<TransferRow>>();
  // a transfer is cancelled where it leaves from: the destination sees it coming only
  const here = useWarehouseId();

  const states: StatesSpec<TransferRow, TransferStatus, TransferAction> = {
    machine: transferMachine,
    status: (r) => r.status,
    stateLabel: (s) => transferStatusLabel(s, t),
    actionLabel: (a) => transferActionLabel(a, t),
  };

  const columns = (api: ListApi<TransferRow>): ProColumns<TransferRow>[] => [
    { title: t('outbound.transfer.no'), dataIndex: 'no', className: NOWRAP, render: (_, r) => <a onClick={() => api.view(r)} data-testid={`transfer-${r.no}`}>{r.no}</a> },
    { title: t('outbound.order.status'), dataIndex: 'status', render: (_, r) => <TransferStatusTag status={r.status} testId={`transfer-status-${r.no}`} /> },
    { title: t('outbound.transfer.from'), dataIndex: ['from', 'code'], render: (_, r) => place(r.from) },
    { title: t('outbound.transfer.to'), dataIndex: ['to', 'code'], render: (_, r) => place(r.to) },
    { title: t('outbound.transfer.totalQty'), dataIndex: 'totalQty', align: 'right' },
    { title: t('outbound.transfer.inTransit'), dataIndex: 'inTransit', align: 'right', render: (_, r) => <span data-testid={`transfer-transit-${r.no}`}>{r.inTransit}</span> },
    { title: t('outbound.transfer.notice'), dataIndex: 'noticeNo', className: NOWRAP, render: (_, r) => <span data-testid={`transfer-notice-${r.no}`}>{r.noticeNo ?? '-'}</span> },
    { title: t('outbound.order.createdAt'), dataIndex: 'createdAt', className: NOWRAP, render: (_, r) => fmtDateTime(r.createdAt) },
  ];

  return (
    <PageContainer>
      <ListScreen<TransferRow, TransferStatus, TransferAction>
        name="transfer"
        listRef={list}
        columns={columns}
        fetch={transferApi.list}
        filters={[textFilter('no', t('outbound.transfer.no'), t('outbound.transfer.noPlaceholder'))]}
        toQuery={(v) => ({ no: v.no?.trim() || undefined })}
        states={states}
        rowActions={{
          actions: ['cancel'],
          confirm: (_, r) => t('outbound.transfer.cancelConfirm', { no: r.no }),
          reason: () => ({ title: t('outbound.transfer.cancelReason'), maxLength: REASON_MAX }),
          run: (r, _, reason) => transferApi.cancel(r.id, reason ?? ''),
          doneText: (_, r) => t('outbound.transfer.cancelled', { no: r.no }),
          danger: () => true,
          disabled: (_, r) => r.from.id !== here,
          testId: (action, r) => `transfer-${action}-${r.no}`,
        }}
        drawer={{
          testId: 'transfer-drawer',
          width: 820,
          title: (r) => t('outbound.transfer.title', { no: r.no }),
          view: (r) => ({
            fields: [
              [t('outbound.order.status'), <TransferStatusTag key="s" status={r.status} />],
              [t('outbound.transfer.orderStatus'), orderStatusLabel(r.orderStatus, t)],
              [t('outbound.transfer.from'), place(r.from)],
              [t('outbound.transfer.to'), place(r.to)],
              [t('outbound.order.carrier'), r.carrier],
              [t('outbound.transfer.inTransit'), r.inTransit],
              [t('outbound.transfer.notice'), r.noticeNo ?? '-'],
              [t('outbound.order.createdAt'), fmtDateTime(r.createdAt)],
              !!r.shippedAt && [t('outbound.transfer.shippedAt'), fmtDateTime(r.shippedAt)],
              !!r.note && [t('outbound.transfer.note'), r.note],
            ],
            tabs: [
              {
                key: 'lines',
                label: t('outbound.order.lines'),
                children: (
                  <Table size="small" rowKey="sku" pagination={false} dataSource={r.lines} columns={[
                    { title: t('outbound.sku'), dataIndex: 'sku' },
                    { title: t('outbound.qty'), dataIndex: 'qty' },
                    { title: t('outbound.transfer.shipped'), dataIndex: 'shipped' },
                  ]} />
                ),
              },
            ],
          }),
        }}
        create={{ label: t('outbound.transfer.new'), onClick: () => setCreating(true) }}
      />
      <TransferForm open={creating} onClose={() => setCreating(false)} onSaved={() => { setCreating(false); list.current?.reload(); }} />
    </PageContainer>
  );
}
