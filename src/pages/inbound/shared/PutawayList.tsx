import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PutawayTask } from '@/services/inbound';

/** A document's pallets to put away: LPN, SKU, quantity, where they wait, the suggested location, and where each went. */
export default function PutawayList({ tasks, testId }: { tasks: PutawayTask[]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Table<PutawayTask>
      size="small"
      rowKey="id"
      dataSource={tasks}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
      columns={[
        { title: t('inbound.putaway.lpn'), dataIndex: 'lpn' },
        { title: t('inbound.putaway.sku'), dataIndex: 'sku' },
        { title: t('inbound.putaway.qty'), dataIndex: 'qty' },
        { title: t('inbound.putaway.from'), dataIndex: 'from' },
        { title: t('inbound.putaway.suggested'), dataIndex: 'suggested', render: (v: string) => v || <Tag color="warning">{t('inbound.putaway.noSuggestion')}</Tag> },
        {
          title: t('inbound.putaway.putOn'),
          render: (_, x) => (x.status === 'done' ? <Tag color="success">{x.location}</Tag> : <Tag>{t('inbound.putaway.open')}</Tag>),
        },
      ]}
    />
  );
}
