import { ProCard } from '@ant-design/pro-components';
import { Alert, Badge, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InboundMeta } from '@/services/inbound';
import { failureText } from '@/utils/request';

type Dock = InboundMeta['docks'][number];

/** One dock: its code and name, free or occupied, and by which container and document. */
function DockCard({ dock }: { dock: Dock }) {
  const { t } = useTranslation();
  const free = dock.status === 'free';
  return (
    <div data-testid={`dock-${dock.code}`} data-status={dock.status} style={{ height: '100%' }}>
      <ProCard
        bordered
        size="small"
        title={dock.code}
        extra={<Badge status={free ? 'success' : 'error'} text={free ? t('inbound.dock.free') : t('inbound.dock.taken')} />}
        style={{ height: '100%' }}
      >
        <Typography.Text type="secondary">{dock.name}</Typography.Text>
        <div data-testid={`dock-${dock.code}-by`}>
          {free ? <Typography.Text type="secondary">—</Typography.Text> : <Typography.Text strong>{[dock.trailer, dock.appointment].filter(Boolean).join(' · ')}</Typography.Text>}
        </div>
      </ProCard>
    </div>
  );
}

/** The receiving docks of the warehouse: which are free, which container (and notice or trailer record) holds the others. */
export default function DockBoard({ docks, loading, error }: { docks?: Dock[]; loading: boolean; error?: unknown }) {
  const { t } = useTranslation();
  const free = docks?.filter((d) => d.status === 'free').length ?? 0;
  return (
    <ProCard
      title={t('inbound.receipt.docks')}
      extra={docks && <Typography.Text type="secondary">{t('inbound.receipt.docksFree', { free, count: docks.length })}</Typography.Text>}
      style={{ marginBlockEnd: 16 }}
      data-testid="dock-board"
    >
      {!!error && <Alert type="error" showIcon role="alert" message={failureText(error)} />}
      {!docks && !error && loading && <Skeleton active paragraph={{ rows: 2 }} />}
      {docks && !docks.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbound.receipt.noDocks')} />}
      {docks && docks.length > 0 && (
        <Row gutter={[12, 12]}>
          {docks.map((d) => (
            <Col key={d.code} xs={12} md={8} xl={6} xxl={3}>
              <DockCard dock={d} />
            </Col>
          ))}
        </Row>
      )}
    </ProCard>
  );
}
