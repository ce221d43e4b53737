import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Descriptions, Drawer, Popconfirm, Space, Table, Timeline } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESTROY_STATUSES, destroyApi, type DestroyAction, type DestroyOrder, type DestroyStatus } from '@/services/outbound';
import DestroyForm from './DestroyForm';
import { errorText, fmtDateTime } from './format';
import StatusTag from './StatusTag';

type Tab = 'all' | DestroyStatus;

/** Which actions a destroy order in a state offers (the mock's DESTROY_EDGES). */
const ACTIONS: Record<DestroyStatus, DestroyAction[]> = { created: ['approve', 'cancel'], approved: ['execute', 'cancel'], executed: [], cancelled: [] };

const totalQty = (d: DestroyOrder) => d.lines.reduce((n, l) => n + l.qty, 0);

/** A destroy order: reason, lines and status history. */
function DestroyDrawer({ order, onClose }: { order?: DestroyOrder; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={!!order} onClose={onClose} width={640} title={order ? `${t('outbound.destroy.no')}: ${order.no}` : t('outbound.destroy.detail')} destroyOnHidden data-testid="destroy-drawer">
      {order && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('outbound.order.status')}>
              <StatusTag status={order.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('outbound.destroy.reason')}>{t(`outbound.destroy.reason.${order.reason}`)}</Descriptions.Item>
            <Descriptions.Item label={t('outbound.order.createdAt')}>{fmtDateTime(order.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('outbound.destroy.totalQty')}>{totalQty(order)}</Descriptions.Item>
            {order.note && <Descriptions.Item label={t('outbound.destroy.note')} span={2}>{order.note}</Descriptions.Item>}
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

/** Destroy orders for damaged/expired stock: list by state (server paging), create, approve, execute, cancel. */
export default function DestroyPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>();
  const [tab, setTab] = useState<Tab>('all');
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<DestroyOrder>();

  const act = async (d: DestroyOrder, action: DestroyAction) => {
    const label = t(`outbound.action.${action}`);
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

  const columns: ProColumns<DestroyOrder>[] = [
    {
      title: t('outbound.destroy.no'),
      dataIndex: 'no',
      render: (_, d) => (
        <a onClick={() => setViewing(d)} data-testid={`destroy-${d.no}`}>
          {d.no}
        </a>
      ),
    },
    { title: t('outbound.order.status'), dataIndex: 'status', render: (_, d) => <StatusTag status={d.status} /> },
    { title: t('outbound.destroy.reason'), dataIndex: 'reason', render: (_, d) => t(`outbound.destroy.reason.${d.reason}`) },
    { title: t('outbound.order.lines'), render: (_, d) => d.lines.map((l) => `${l.location} · ${l.sku} × ${l.qty}`).join('; ') },
    { title: t('outbound.destroy.totalQty'), render: (_, d) => totalQty(d) },
    { title: t('outbound.destroy.operator'), render: (_, d) => d.history[0]?.operator },
    { title: t('outbound.order.createdAt'), dataIndex: 'createdAt', render: (_, d) => fmtDateTime(d.createdAt) },
    {
      title: t('outbound.actions'),
      valueType: 'option',
      render: (_, d) => [
        <a key="view" onClick={() => setViewing(d)}>
          {t('outbound.view')}
        </a>,
        ...ACTIONS[d.status].map((action) => (
          <Popconfirm
            key={action}
            title={t(`outbound.destroy.${action}Q`, { no: d.no })}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: action !== 'approve' }}
            onConfirm={() => act(d, action)}
          >
            <a data-testid={`destroy-${action}-${d.no}`} style={action === 'approve' ? undefined : { color: '#cf1322' }}>
              {t(`outbound.action.${action}`)}
            </a>
          </Popconfirm>
        )),
      ],
    },
  ];

  return (
    <>
      <ProTable<DestroyOrder, { tab: Tab }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={{ tab }}
        search={false}
        options={{ reload: true, density: false, setting: false }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        data-testid="destroy-table"
        request={async ({ tab: status, current, pageSize }) => {
          try {
            const page = await destroyApi.list({ status: status === 'all' ? undefined : status, current, pageSize });
            return { data: page.list, total: page.total, success: true };
          } catch (e) {
            message.error(errorText(e));
            return { data: [], total: 0, success: false };
          }
        }}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: tab,
            items: (['all', ...DESTROY_STATUSES] as Tab[]).map((s) => ({
              key: s,
              label: <span data-testid={`tab-${s}`}>{s === 'all' ? t('outbound.tab.all') : t(`outbound.status.${s}`)}</span>,
            })),
            onChange: (key) => setTab(key as Tab),
          },
        }}
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
