import { ProTable, type ActionType, PageContainer } from '@ant-design/pro-components';
import { useOrderKind } from '../shared/useOrderKind';
import { PrinterOutlined } from '@ant-design/icons';
import { App, Button, InputNumber, Popover, Space } from 'antd';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { loadBarcodes } from '@/components/Print/barcodeLoader';
import { searchFormTexts } from '@/utils/searchForm';
import { outboundApi, type OrderDetail, type OrderKind, type OrderRow } from '@/services/outbound';
import { errorText } from '../shared/format';
import LabelSheet, { shippingZpl } from './LabelSheet';
import ZplMenu from '@/components/Print/ZplMenu';
import { ACTIONS_COL, LIST_CLASS, NOWRAP, TABLE_FITS_CARD } from '../shared/stateList';
import StatusTag from '../shared/StatusTag';
import { labelledRowSelection } from '@/utils/a11y';

/** Label: packed orders awaiting labels (a parcel per packed carton) → generate tracking numbers → print / reprint with a count. */
function LabelPage({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<ActionType>();
  const [tab, setTab] = useState<'packed' | 'labelled'>('packed');
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [sheet, setSheet] = useState<{ orders: OrderDetail[]; copies: number }>();
  const [copies, setCopies] = useState(1);

  const generate = async (ids: string[]) => {
    setBusy(true);
    const hide = message.loading(t('outbound.working', { action: t('outbound.action.label') }), 0);
    let ok = 0;
    try {
      for (const id of ids) {
        await outboundApi.label(kind, id);
        ok++;
      }
      message.success(t('outbound.label.generated', { count: ok }));
    } catch (e) {
      message.error(errorText(e));
    } finally {
      hide();
      setBusy(false);
      setSelected([]);
      ref.current?.reload();
    }
  };

  const print = async (ids: string[], n: number) => {
    setBusy(true);
    try {
      const [orders] = await Promise.all([Promise.all(ids.map((id) => outboundApi.order(kind, id))), loadBarcodes().catch(() => undefined)]);
      flushSync(() => setSheet({ orders, copies: n }));
      window.print();
      await Promise.all(ids.map((id) => outboundApi.print(kind, id, n)));
      message.success(t('outbound.label.printed', { count: orders.reduce((s, o) => s + o.parcels.length * n, 0) }));
      ref.current?.reload();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ProTable<OrderRow>
        rowKey="id"
        actionRef={ref}
        params={{ tab }}
        className={LIST_CLASS}
        {...TABLE_FITS_CARD}
        search={{ labelWidth: 'auto', ...searchFormTexts(t) }}
        pagination={{ defaultPageSize: 20 }}
        request={async ({ current, pageSize, tab: status, no }) => {
          try {
            const p = await outboundApi.orders(kind, { status, no, current, pageSize, sortField: 'updatedAt', sortOrder: 'descend' });
            return { data: p.list, total: p.total, success: true };
          } catch (e) {
            message.error(errorText(e));
            return { data: [], total: 0, success: false };
          }
        }}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: tab,
            items: [
              { key: 'packed', label: <span data-testid="tab-packed">{t('outbound.label.awaiting')}</span> },
              { key: 'labelled', label: <span data-testid="tab-labelled">{t('outbound.status.labelled')}</span> },
            ],
            onChange: (k) => {
              setTab(k as 'packed' | 'labelled');
              setSelected([]);
            },
          },
        }}
        rowSelection={{ ...labelledRowSelection<OrderRow>((o) => t('common.selectRow', { name: o.no })), selectedRowKeys: selected, onChange: (k) => setSelected(k as string[]) }}
        tableAlertOptionRender={() =>
          tab === 'packed' ? (
            <Button size="small" type="primary" loading={busy} onClick={() => generate(selected)} data-testid="bulk-label">
              {t('outbound.action.label')}
            </Button>
          ) : (
            <Space size="small">
              <Button size="small" icon={<PrinterOutlined />} loading={busy} onClick={() => print(selected, 1)}>
                {t('outbound.label.print')}
              </Button>
              <ZplMenu template="shippingLabel" file={`${kind}-labels`} testId="label-zpl" labels={async () => (await Promise.all(selected.map((id) => outboundApi.order(kind, id)))).flatMap((o) => shippingZpl(o, t))} />
            </Space>
          )
        }
        columns={[
          { title: t('outbound.order.no'), dataIndex: 'no', render: (_, r) => <span data-testid={`label-row-${r.no}`}>{r.no}</span> },
          { title: t('outbound.order.status'), dataIndex: 'status', hideInSearch: true, render: (_, r) => <StatusTag status={r.status} /> },
          { title: t('outbound.order.receiver'), dataIndex: 'receiverName', hideInSearch: true },
          { title: t('outbound.order.carrier'), dataIndex: 'carrier', hideInSearch: true },
          ...(kind === 'b2b' ? [{ title: t('outbound.order.cartons'), dataIndex: 'cartons', hideInSearch: true }] : []),
          { title: t('outbound.order.tracking'), dataIndex: 'trackingNos', hideInSearch: true, render: (_, r) => <span data-testid={`tracking-${r.no}`}>{r.trackingNos.join(', ') || '—'}</span> },
          { title: t('outbound.label.printCount'), dataIndex: 'printCount', hideInSearch: true },
          {
            title: t('outbound.actions'),
            valueType: 'option',
            className: `${NOWRAP} ${ACTIONS_COL}`,
            render: (_, r) =>
              r.status === 'packed' ? (
                <a onClick={() => generate([r.id])} data-testid={`label-${r.no}`}>
                  {t('outbound.action.label')}
                </a>
              ) : (
                <Popover
                  trigger="click"
                  content={
                    <Space>
                      {t('outbound.label.copies')}
                      <InputNumber min={1} max={10} precision={0} value={copies} onChange={(v) => setCopies(v ?? 1)} />
                      <Button type="primary" size="small" icon={<PrinterOutlined />} onClick={() => print([r.id], copies)} data-testid="print-go">
                        {t('outbound.label.print')}
                      </Button>
                    </Space>
                  }
                >
                  <a data-testid={`print-${r.no}`}>{r.printCount ? t('outbound.label.reprint') : t('outbound.label.print')}</a>
                </Popover>
              ),
          },
        ]}
      />
      {sheet && <LabelSheet orders={sheet.orders} copies={sheet.copies} />}
    </>
  );
}

/** The B2C and B2B menus' label screen (which one: the path). */
export default function Label() {
  const kind = useOrderKind();
  return (
    <PageContainer>
      <LabelPage key={kind} kind={kind} />
    </PageContainer>
  );
}
