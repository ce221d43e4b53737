import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Alert, App, Button, Col, Form, InputNumber, Radio, Row, Skeleton, Space, Switch } from 'antd';
import Select from '@/components/Select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_SIZES, warehouseConfigSchema, type UnknownLotRule, type WarehouseConfigInput } from '@/domain/master';
import History from '@/kits/list/History';
import { showSaveError } from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { auditToHistory, type OptionSource, type SetupField } from '@/kits/setup/fields';
import { SourceSelect } from '@/kits/setup/SetupForm';
import { keyOf, queryClient, useData } from '@/query';
import { basicApi, warehouseConfigApi, type WarehouseConfig } from '@/services/master';
import { localName } from '@/utils/localName';
import { failureText } from '@/utils/request';
import { ALLOCATION_RULE_KEYS, positions, printerOptions } from '../shared/options';

/** What the tally does with a lot the notice did not name (literal keys: the locale tests see them). */
const UNKNOWN_LOT_KEYS = { newLine: 'master.config.unknownLot.newLine', refuse: 'master.config.unknownLot.refuse' } as const satisfies Record<UnknownLotRule, string>;

/** The config's fields as its history names them. */
const FIELDS: SetupField<WarehouseConfig>[] = [
  { key: 'allocationRule', label: 'master.config.allocationRule', options: ALLOCATION_RULE_KEYS },
  { key: 'blindCount', label: 'master.config.blindCount', kind: 'flag' },
  { key: 'recountVariancePct', label: 'master.config.recountVariancePct', kind: 'number' },
  { key: 'unknownLot', label: 'master.config.unknownLot', options: UNKNOWN_LOT_KEYS },
  { key: 'stations', label: 'master.config.stations', value: (c) => c.stations.map((s) => `${s.station} ${s.labelSize} ${s.printer || '-'}`) },
  { key: 'defaultUnit', label: 'master.config.defaultUnit' },
  { key: 'defaultCartonUnit', label: 'master.config.defaultCartonUnit' },
];

/**
 * The current warehouse's rules that other screens read: allocation FIFO / FEFO, blind count, the
 * variance that sends a count to be counted again, default units, label size and printer per station.
 * A refused save keeps everything typed and marks the fields.
 */
export default function WarehouseConfigPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<WarehouseConfigInput>();
  const [saving, setSaving] = useState(false);
  const { initialState } = useModel('@@initialState');
  const configKey = ['master-warehouse-config', initialState?.warehouseId];
  const { data, loading, error, refresh } = useData(configKey, warehouseConfigApi.get);
  const rules = schemaRules(warehouseConfigSchema, t);
  const units: OptionSource = { cacheKey: `master-units-${i18n.language}`, load: async () => (await basicApi.options('unit')).map((u) => ({ value: u.code, label: `${u.code} · ${localName(u, i18n.language)}` })) };
  const stations: OptionSource = { cacheKey: 'master-position-codes', load: async () => (await positions()).list.map((p) => ({ value: p.code, label: `${p.code} · ${p.name}` })) };

  const save = async (values: WarehouseConfigInput) => {
    setSaving(true);
    try {
      // a cleared printer is '': the printer bound to the station (device bindings)
      const saved = await warehouseConfigApi.save({ ...values, stations: (values.stations ?? []).map((s) => ({ ...s, printer: s.printer ?? '' })) });
      message.success(t('master.config.saved'));
      queryClient.setQueryData<typeof data>(keyOf('data', ...configKey), (old) => (old ? { ...old, ...saved } : old));
      refresh();
    } catch (e) {
      showSaveError(e, form, message.error, t('kit.list.form.saveFailed'), t('kit.list.form.checkFields'));
    } finally {
      setSaving(false);
    }
  };

  if (error && !data) return <PageContainer><Alert type="error" showIcon role="alert" message={failureText(error)} action={<Button onClick={refresh}>{t('common.retry')}</Button>} /></PageContainer>;
  return (
    <PageContainer content={t('master.config.intro')}>
      {loading && !data ? (
        <Skeleton active />
      ) : (
        <Row gutter={16}>
          <Col xs={24} xl={15}>
            <ProCard title={t('master.config.rules')}>
              <Form<WarehouseConfigInput> key={`${initialState?.warehouseId}-${data?.history.length}`} form={form} layout="vertical" initialValues={data} onFinish={save} name="warehouseConfig" data-testid="config-form">
                {/* no rule: a radio group is never empty (a rule's aria-required is not allowed on its group) */}
                <Form.Item name="allocationRule" label={t('master.config.allocationRule')} extra={t('master.config.allocationHint')}>
                  <Radio.Group options={Object.entries(ALLOCATION_RULE_KEYS).map(([value, key]) => ({ value, label: t(key) }))} />
                </Form.Item>
                <Form.Item name="unknownLot" label={t('master.config.unknownLot')} extra={t('master.config.unknownLotHint')}>
                  <Radio.Group options={Object.entries(UNKNOWN_LOT_KEYS).map(([value, key]) => ({ value, label: t(key) }))} data-testid="config-unknown-lot" />
                </Form.Item>
                <Row gutter={12}>
                  <Col xs={24} sm={12}>
                    <Form.Item name="blindCount" label={t('master.config.blindCount')} valuePropName="checked" extra={t('master.config.blindCountHint')}>
                      <Switch />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12}>
                    <Form.Item name="recountVariancePct" label={t('master.config.recountVariancePct')} rules={rules('recountVariancePct')} extra={t('master.config.recountHint')}>
                      <InputNumber addonAfter="%" style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12}>
                    <Form.Item name="defaultUnit" label={t('master.config.defaultUnit')} rules={rules('defaultUnit')} extra={t('master.config.defaultUnitHint')}>
                      <SourceSelect source={units} />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item label={t('master.config.stations')} extra={t('master.config.stationsHint')}>
                  <Form.List name="stations">
                    {(items, { add, remove }) => (
                      <>
                        {items.map((item) => (
                          <Space key={item.key} align="start" wrap data-testid="config-station">
                            <Form.Item name={[item.name, 'station']} rules={rules(['stations', 'station'])} style={{ width: 200 }}>
                              <SourceSelect source={stations} placeholder={t('master.config.station')} aria-label={t('master.config.station')} />
                            </Form.Item>
                            <Form.Item name={[item.name, 'labelSize']} rules={rules(['stations', 'labelSize'])} style={{ width: 140 }}>
                              <Select aria-label={t('master.config.labelSize')} options={LABEL_SIZES.map((s) => ({ value: s, label: s === 'A4' ? 'A4' : `${s.replace('x', ' × ')} mm` }))} />
                            </Form.Item>
                            <Form.Item name={[item.name, 'printer']} rules={rules(['stations', 'printer'])} style={{ width: 240 }}>
                              <SourceSelect source={printerOptions} allowClear placeholder={t('master.config.boundPrinter')} aria-label={t('master.config.printer')} />
                            </Form.Item>
                            <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('master.config.removeStation')} onClick={() => remove(item.name)} />
                          </Space>
                        ))}
                        <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ labelSize: '100x150' })} data-testid="config-add-station">
                          {t('master.config.addStation')}
                        </Button>
                      </>
                    )}
                  </Form.List>
                </Form.Item>
                <Space>
                  <Button type="primary" htmlType="submit" loading={saving} data-testid="config-save">
                    {t('kit.list.form.save')}
                  </Button>
                  <Button htmlType="button" onClick={() => form.resetFields()}>
                    {t('master.config.undo')}
                  </Button>
                </Space>
              </Form>
            </ProCard>
          </Col>
          <Col xs={24} xl={9}>
            <ProCard title={t('kit.list.history')}>
              <History key={data?.history.length} source={auditToHistory(data?.history ?? [], FIELDS, t)} />
            </ProCard>
          </Col>
        </Row>
      )}
    </PageContainer>
  );
}
