import { Alert, App, Button, DatePicker, Drawer, Empty, Form, Grid, InputNumber, Select, Space, Table, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError } from '@/kits/list/FormDialog';
import { outboundApi, type OrderKind, type PlannedWaveRow, type WavePlanCriteria } from '@/services/outbound';
import { MIXED_ZONE, WAVE_PLAN_DEFAULT_ORDERS, WAVE_PLAN_MAX_ORDERS } from '@/domain/outbound/wavePlan';
import { carrierOptions } from '../shared/carriers';
import { useOutboundMeta } from '../shared/useOutboundMeta';

interface Values {
  carriers?: string[];
  cutoff?: Dayjs | null;
  zones?: string[];
  maxOrders?: number | null;
}

/** Order numbers a preview row shows; the rest are counted, all of them in its tooltip. */
const SHOWN_NOS = 4;

const criteriaOf = (v: Values): WavePlanCriteria => ({
  ...(v.carriers?.length ? { carriers: v.carriers } : {}),
  ...(v.cutoff ? { cutoff: v.cutoff.toISOString() } : {}),
  ...(v.zones?.length ? { zones: v.zones } : {}),
  ...(v.maxOrders ? { maxOrders: v.maxOrders } : {}),
});

/**
 * Plans pick waves of the allocated orders not in a wave, by carrier, cut-off and zone: "Preview"
 * shows the waves, "Create waves" makes exactly the previewed criteria's waves (all or none).
 */
export default function WavePlanDrawer({ kind, open, onClose, onCreated }: { kind: OrderKind; open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const meta = useOutboundMeta(kind).data;
  const [form] = Form.useForm<Values>();
  // the criteria last previewed and their waves; a change of the form sets them aside
  const [preview, setPreview] = useState<{ criteria: WavePlanCriteria; waves: PlannedWaveRow[] }>();
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState<'preview' | 'create'>();
  const [error, setError] = useState<string>();

  const fail = (e: unknown) => showSaveError(e, form, setError, t('kit.list.form.saveFailed'), t('kit.list.form.checkFields'));

  const runPreview = async () => {
    setError(undefined);
    setBusy('preview');
    try {
      const criteria = criteriaOf(form.getFieldsValue());
      const { waves } = await outboundApi.previewWavePlan(kind, criteria);
      setPreview({ criteria, waves });
      setStale(false);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(undefined);
    }
  };

  const create = async () => {
    if (!preview?.waves.length) return;
    setError(undefined);
    setBusy('create');
    try {
      const { waves } = await outboundApi.planWaves(kind, preview.criteria);
      message.success(t('outbound.plan.created', { count: waves.length }));
      setPreview(undefined);
      onCreated();
      onClose();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(undefined);
    }
  };

  const zoneText = (zone?: string) => (zone === undefined ? t('outbound.plan.anyZone') : zone === MIXED_ZONE ? t('outbound.plan.mixed') : zone);
  const waves = preview?.waves ?? [];
  const orders = waves.reduce((s, w) => s + w.orders, 0);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('outbound.plan.title')}
      width={screens.md ? 760 : '100%'}
      afterOpenChange={(shown) => {
        if (!shown) return;
        form.setFieldsValue({ cutoff: dayjs(), maxOrders: WAVE_PLAN_DEFAULT_ORDERS });
        setPreview(undefined);
        setStale(false);
        setError(undefined);
      }}
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button onClick={runPreview} loading={busy === 'preview'} data-testid="plan-preview">
            {t('outbound.plan.preview')}
          </Button>
          <Button type="primary" onClick={create} loading={busy === 'create'} disabled={!waves.length || !!busy} data-testid="plan-create">
            {t('outbound.plan.create')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="wave-plan"
        initialValues={{ cutoff: dayjs(), maxOrders: WAVE_PLAN_DEFAULT_ORDERS }}
        onValuesChange={() => {
          if (preview) setStale(true);
          setPreview(undefined);
        }}
      >
        <Form.Item name="carriers" label={t('outbound.plan.carriers')} extra={t('outbound.plan.carriersHint')}>
          <Select mode="multiple" allowClear options={carrierOptions(meta, i18n.language)} optionFilterProp="label" data-testid="plan-carriers" />
        </Form.Item>
        <Form.Item name="cutoff" label={t('outbound.plan.cutoff')} extra={t('outbound.plan.cutoffHint')}>
          <DatePicker showTime style={{ width: '100%' }} data-testid="plan-cutoff" />
        </Form.Item>
        <Form.Item name="zones" label={t('outbound.plan.zones')} extra={t('outbound.plan.zonesHint')}>
          <Select mode="multiple" allowClear options={(meta?.zones ?? []).map((z) => ({ value: z, label: z }))} data-testid="plan-zones" />
        </Form.Item>
        <Form.Item name="maxOrders" label={t('outbound.plan.maxOrders')}>
          <InputNumber min={1} max={WAVE_PLAN_MAX_ORDERS} precision={0} style={{ width: '100%' }} data-testid="plan-max" />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} role="alert" />}
      {preview ? (
        <>
          {waves.length > 0 && (
            <Typography.Paragraph strong data-testid="plan-summary">
              {t('outbound.plan.summary', { count: waves.length, orders })}
            </Typography.Paragraph>
          )}
          <Table<PlannedWaveRow>
            size="small"
            rowKey={(w) => w.orderNos[0]}
            dataSource={waves}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="plan-table"
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('outbound.plan.nothing')} /> }}
            columns={[
              { title: '#', render: (_, __, i) => i + 1, width: 40 },
              { title: t('outbound.order.carrier'), dataIndex: 'carrier' },
              { title: t('outbound.plan.zone'), dataIndex: 'zone', render: (_, w) => zoneText(w.zone) },
              { title: t('outbound.plan.orders'), dataIndex: 'orders', align: 'right' },
              { title: t('outbound.plan.lines'), dataIndex: 'lines', align: 'right' },
              { title: t('outbound.plan.units'), dataIndex: 'units', align: 'right' },
              {
                title: t('outbound.plan.orderNos'),
                dataIndex: 'orderNos',
                render: (_, w) => {
                  const more = w.orderNos.length - SHOWN_NOS;
                  const shown = w.orderNos.slice(0, SHOWN_NOS).join(', ');
                  if (more <= 0) return <Typography.Text style={{ maxWidth: 280, display: 'inline-block' }}>{shown}</Typography.Text>;
                  return (
                    <Tooltip title={w.orderNos.join(', ')}>
                      <Typography.Text style={{ maxWidth: 280, display: 'inline-block' }} tabIndex={0}>
                        {shown} {t('outbound.plan.more', { count: more })}
                      </Typography.Text>
                    </Tooltip>
                  );
                },
              },
            ]}
          />
        </>
      ) : (
        <Typography.Text type="secondary">{t(stale ? 'outbound.plan.stale' : 'outbound.plan.previewFirst')}</Typography.Text>
      )}
    </Drawer>
  );
}
