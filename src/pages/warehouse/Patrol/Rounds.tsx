import { Alert, App, Button, Empty, Form, Input, List, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patrolRoundSchema, type FindingKind } from '@/domain/master';
import FormDialog from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { useData } from '@/query';
import { patrolApi, type PatrolRoute } from '@/services/master';
import { formatDateTime } from '@/utils/date';
import { failureText } from '@/utils/request';
import { FINDING_KIND_KEYS } from '../shared/options';

/** A route's rounds, newest first, with what was found; "Record a round" walks its locations in order. */
export default function Rounds({ route }: { route: PatrolRoute }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [recording, setRecording] = useState(false);
  const { data, loading, error, refresh } = useData(['master-patrol-rounds', route.id, 50], () => patrolApi.rounds(route.id, { pageSize: 50 }));
  const rules = schemaRules(patrolRoundSchema, t);
  const kinds = Object.entries(FINDING_KIND_KEYS).map(([value, key]) => ({ value, label: t(key) }));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button type="primary" onClick={() => setRecording(true)} disabled={!route.enabled} data-testid="patrol-record">
        {t('master.patrol.record')}
      </Button>
      {error && <Alert type="error" showIcon message={failureText(error)} action={<Button size="small" onClick={refresh}>{t('common.retry')}</Button>} />}
      {loading && !data ? (
        <Skeleton active />
      ) : !data?.list.length ? (
        <Empty description={t('master.patrol.noRounds')} />
      ) : (
        <List
          data-testid="patrol-rounds"
          dataSource={data.list}
          renderItem={(r) => (
            <List.Item key={r.id}>
              <List.Item.Meta
                title={`${formatDateTime(r.at)} · ${r.operator}`}
                description={r.findings.map((f) => (
                  <div key={f.location}>
                    <Typography.Text code>{f.location}</Typography.Text> <Tag color={f.kind === 'ok' ? 'green' : 'orange'}>{t(FINDING_KIND_KEYS[f.kind])}</Tag>
                    {f.note}
                  </div>
                ))}
              />
            </List.Item>
          )}
        />
      )}
      {recording && (
        <FormDialog<{ findings: { location: string; kind: FindingKind; note?: string }[] }>
          name="patrolRound"
          testId="patrol-round-form"
          submitTestId="patrol-round-save"
          title={t('master.patrol.recordOf', { code: route.code })}
          initialValues={{ findings: route.locations.map((location) => ({ location, kind: 'ok' as const, note: '' })) }}
          onClose={() => setRecording(false)}
          save={(values) => patrolApi.addRound(route.id, values)}
          onSaved={() => {
            setRecording(false);
            message.success(t('master.patrol.recorded'));
            refresh();
          }}
        >
          <Form.List name="findings">
            {(items) =>
              items.map((item) => (
                <Space key={item.key} align="start" wrap>
                  <Form.Item name={[item.name, 'location']} style={{ width: 140 }}>
                    <Input readOnly variant="borderless" aria-label={t('master.patrol.location')} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'kind']} rules={rules(['findings', 'kind'])} style={{ width: 140 }}>
                    <Select options={kinds} aria-label={t('master.patrol.findingKind')} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'note']} rules={rules(['findings', 'note'])} style={{ width: 220 }}>
                    <Input placeholder={t('master.patrol.note')} aria-label={t('master.patrol.note')} />
                  </Form.Item>
                </Space>
              ))
            }
          </Form.List>
        </FormDialog>
      )}
    </Space>
  );
}
