import { Alert, App, Button, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboundApi, type OrderKind, type Putback } from '@/services/outbound';
import { errorText, fmtDateTime } from '../shared/format';
import StatusTag from '../shared/StatusTag';

/**
 * A cancelled order's put-back task in its drawer: the picked units and where they came from; while
 * open, the location they went back to (the one they came from, unless typed otherwise) and Confirm.
 */
export default function PutbackPanel({ kind, putback }: { kind: OrderKind; putback: Putback }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [pb, setPb] = useState(putback);
  const [location, setLocation] = useState(putback.lines[0]?.from ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const done = await outboundApi.confirmPutback(kind, pb.id, location.trim());
      setPb(done);
      message.success(t('outbound.putback.done', { no: done.no, location: done.location }));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="putback-panel">
      <Space wrap>
        <Typography.Text strong>
          {t('outbound.putback.no')} {pb.no}
        </Typography.Text>
        <StatusTag status={pb.status} />
        {pb.status === 'done' && <Typography.Text type="secondary">{t('outbound.putback.doneBy', { name: pb.doneBy, at: fmtDateTime(pb.doneAt ?? ''), location: pb.location })}</Typography.Text>}
      </Space>
      <Table
        size="small"
        rowKey={(l) => `${l.sku}-${l.from}-${l.lot ?? ''}`}
        pagination={false}
        dataSource={pb.lines}
        columns={[
          { title: t('outbound.sku'), dataIndex: 'sku' },
          { title: t('outbound.putback.from'), dataIndex: 'from' },
          { title: t('outbound.lot'), dataIndex: 'lot', render: (v?: string) => v || '—' },
          { title: t('outbound.qty'), dataIndex: 'qty' },
        ]}
      />
      {pb.status === 'open' && (
        <Space wrap>
          <label htmlFor="putback-location">{t('outbound.putback.location')}</label>
          <Input id="putback-location" value={location} onChange={(e) => setLocation(e.target.value)} style={{ width: 200 }} data-testid="putback-location" />
          <Button type="primary" loading={busy} disabled={!location.trim()} onClick={confirm} data-testid="putback-confirm">
            {t('outbound.putback.confirm')}
          </Button>
        </Space>
      )}
      {error && <Alert type="error" showIcon role="alert" message={error} data-testid="putback-error" />}
    </Space>
  );
}
