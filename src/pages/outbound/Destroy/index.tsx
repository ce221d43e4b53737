import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns, PageContainer } from '@ant-design/pro-components';
import { App, Button, Descriptions, Drawer, Popconfirm, Space, Table, Timeline } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchFormTexts } from '@/utils/searchForm';
import { DESTROY_REASONS, DESTROY_STATUSES, destroyApi, type DestroyQuery, type DestroyRow, } from '@/services/outbound';
import DestroyForm from './DestroyForm';
import { errorText, fmtDateTime } from '../shared/format';
import { actionLabel, destroyConfirmText, destroyReasonLabel } from '../shared/labels';
import { createdAtColumn, LIST_CLASS, NOWRAP, TABLE_FITS_CARD, useStateTabs } from '../shared/stateList';
import { destroyMachine, type DestroyAction } from '@/domain/outbound/machine';
import StatusTag from '../shared/StatusTag';

/** A destroy order: reason, lines and status history. */
function DestroyDrawer({ order, onClose }: { order?: DestroyRow; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={!!order} onClose={onClose} width={640} title={order ? t('outbound.destroy.title', { no: order.no }) : t('outbound.destroy.detail')} destroyOnHidden data-testid="destroy-drawer">
      {order && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('outbound.order.status')}>
              <StatusTag status={order.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('outbound.destroy.reason')}>{destroyReasonLabel(order.reason, t)}</Descriptions.Item>
            <Descriptions.Item label={t('outbound.order.createdAt')}>{fmtDateTime(order.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('outbound.destroy.totalQty')}>{order.totalQty}</Descriptions.Item>
            {order.note ? (
              <Descriptions.Item label={t('outbound.destroy.note')} span={2}>
                {order.note}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Table
            size="small"
            rowKey="rowId"
            pagination={false}
            dataSource={order.lines}
            title={() => t('outbound.order.lines')}
            columns={[
              { title: t('outbound.location'), dataIndex: 'location' },
              { title: t('outbound.sku'), dataIndex: 'sku' },
              { title: t('outbound.qty'), dataIndex: 'qty' },
            ]}
          />
          <Timeline
            items={order.history.map((h) => ({
              children: (
                <>
                  <StatusTag status={h.to} /> {h.operator} · {fmtDateTime(h.at)}
                </>
              ),
            }))}
          />
        </Space>
      )}
    </Drawer>
  );
}

/** Destroy orders for damaged/expired stock: state tabs with counts, filters, server paging/sorting; create, approve, execute, cancel. */
function DestroyPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>();
  const tabs = useStateTabs(DESTROY_STATUSES, actionRef);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<DestroyRow>();

  const act = async (d: DestroyRow, action: DestroyAction) => {
    const label = actionLabel(action, t);
    const hide = message.loading(t('outbound.working', { action: label }), 0);
    try {
      await destroyApi.transition(d.id, action);
      message.success(t('outbound.destroy.done', { no: d.no, action: label }));
    } catch (e) {
      message.error(errorText(e));
    } finally {
      hide();
      actionRef.current?.reload();
    }
  };

  const columns: ProColumns<DestroyRow>[] = [
    {
      title: t('outbound.destroy.no'),
      dataIndex: 'no',
      sorter: true,
      render: (_, d) => (
        <a onClick={() => setViewing(d)} data-testid={`destroy-${d.no}`}>
          {d.no}
        </a>
      ),
    },
    { title: t('outbound.order.status'), dataIndex: 'status', sorter: true, hideInSearch: true, render: (_, d) => <StatusTag status={d.status} /> },
    {
      title: t('outbound.destroy.reason'),
      dataIndex: 'reason',
      sorter: true,
      valueType: 'select',
      valueEnum: Object.fromEntries(DESTROY_REASONS.map((r) => [r, { text: destroyReasonLabel(r, t) }])),
    },
    { title: t('outbound.sku'), dataIndex: 'sku', hideInTable: true, fieldProps: { placeholder: t('outbound.sku.placeholder') } },
    { title: t('outbound.location'), dataIndex: 'location', hideInTable: true, fieldProps: { placeholder: t('outbound.destroy.location.placeholder') } },
    {
      title: t('outbound.order.lines'),
      dataIndex: 'lines',
      hideInSearch: true,
      className: NOWRAP,
      render: (_, d) => d.lines.map((l) => <div key={l.rowId}>{`${l.location} · ${l.sku} × ${l.qty}`}</div>),
    },
    { title: t('outbound.destroy.totalQty'), dataIndex: 'totalQty', sorter: true, hideInSearch: true },
    { title: t('outbound.destroy.operator'), dataIndex: 'operator', hideInSearch: true },
    createdAtColumn<DestroyRow>(t),
    {
      title: t('outbound.actions'),
      valueType: 'option',
      className: NOWRAP,
      fixed: 'right',
      render: (_, d) => [
        <a key="view" onClick={() => setViewing(d)}>
          {t('outbound.view')}
        </a>,
        ...destroyMachine.allowed(d.status).map((action) => (
          <Popconfirm
            key={action}
            title={destroyConfirmText(action, d.no, t)}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: action !== 'approve' }}
            onConfirm={() => act(d, action)}
          >
            <a data-testid={`destroy-${action}-${d.no}`} style={action === 'approve' ? undefined : { color: '#cf1322' }}>
              {actionLabel(action, t)}
            </a>
          </Popconfirm>
        )),
      ],
    },
  ];

  return (
    <>
      <ProTable<DestroyRow, DestroyQuery & { tab: string }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={{ tab: tabs.tab }}
        {...TABLE_FITS_CARD}
        search={{ labelWidth: 'auto', defaultCollapsed: false, ...searchFormTexts(t) }}
        dateFormatter="string"
        options={{ reload: true, density: false, setting: false }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        className={LIST_CLASS}
        {...tabs.tableProps}
        data-testid="destroy-table"
        request={async ({ tab, ...params }, sort) => {
          const [sortField, sortOrder] = Object.entries(sort ?? {})[0] ?? [];
          return tabs.load(() => destroyApi.list({ ...params, status: tabs.stateOf(tab), sortField, sortOrder: sortOrder ?? undefined }));
        }}
        toolbar={tabs.toolbar}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="destroy-new">
            {t('outbound.destroy.new')}
          </Button>,
        ]}
      />
      <DestroyForm
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          actionRef.current?.reload();
        }}
      />
      <DestroyDrawer order={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}

export default function Destroy() {
  return (
    <PageContainer>
      <DestroyPage />
    </PageContainer>
  );
}
