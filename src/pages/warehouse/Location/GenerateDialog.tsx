import { CheckCircleOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, App, Button, Col, Form, InputNumber, Modal, Result, Row, Space, Switch, Table, Tag, Typography } from 'antd';
import Select from '@/components/Select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locationGenerateSchema, type LocationGenerateInput } from '@/domain/master';
import { showSaveError } from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { SourceSelect } from '@/kits/setup/SetupForm';
import { locationApi, type LocationPreview } from '@/services/master';
import { LOCATION_TYPE_KEYS, zoneOptions } from '../shared/options';
import { bodyProblems, countOf, generateBody, groupByRack, overCap, sameBody, type GenerateValues } from './generate';
import type { LabelData } from './LocationLabels';

/** The range fields, each a from / to pair, with their labels (literal keys). */
const RANGES = [
  { key: 'aisles', from: 'master.location.gen.aislesFrom', to: 'master.location.gen.aislesTo' },
  { key: 'racks', from: 'master.location.gen.racksFrom', to: 'master.location.gen.racksTo' },
  { key: 'levels', from: 'master.location.gen.levelsFrom', to: 'master.location.gen.levelsTo' },
] as const;
const BINS = { key: 'bins', from: 'master.location.gen.binsFrom', to: 'master.location.gen.binsTo' } as const;

const DEFAULTS: GenerateValues = { aisles: { from: 1, to: 1 }, racks: { from: 1, to: 1 }, levels: { from: 1, to: 1 }, withBins: false, bins: { from: 1, to: 1 }, type: 'shelf' };

/**
 * Locations by ranges (zone, aisles × racks × levels × bins): Preview lists every code, taken ones
 * marked; Generate makes exactly that set (all or none) and offers the labels.
 */
export default function GenerateDialog({ onClose, onGenerated, onPrint }: { onClose: () => void; onGenerated: () => void; onPrint: (labels: LabelData[]) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<GenerateValues>();
  const [values, setValues] = useState<GenerateValues>(DEFAULTS);
  const [preview, setPreview] = useState<{ body: LocationGenerateInput; result: LocationPreview }>();
  const [busy, setBusy] = useState<'preview' | 'generate'>();
  const [done, setDone] = useState<LabelData[]>();
  const rules = schemaRules(locationGenerateSchema, t);

  const count = countOf(values);
  const cap = overCap(count);
  const current = preview && sameBody(preview.body, generateBody(values)) ? preview : undefined;
  const taken = current ? current.result.codes.filter((c) => c.taken).length : 0;

  /** The body, once every field rule and the whole schema accept it; else the problems are on the fields. */
  const checkedBody = async () => {
    try {
      await form.validateFields();
    } catch {
      return undefined;
    }
    const body = generateBody(form.getFieldsValue(true));
    const problems = bodyProblems(body);
    if (!problems.length) return body;
    form.setFields(problems.map((p) => ({ name: p.name as never, errors: [t(p.key, p.vars)] })));
    return undefined;
  };

  const runPreview = async () => {
    const body = await checkedBody();
    if (!body) return;
    setBusy('preview');
    try {
      setPreview({ body, result: await locationApi.preview(body) });
    } catch (e) {
      setPreview(undefined);
      showSaveError(e, form, message.error, t('master.location.gen.previewFailed'), t('kit.list.form.checkFields'));
    } finally {
      setBusy(undefined);
    }
  };

  const runGenerate = async () => {
    if (!current) return;
    setBusy('generate');
    try {
      const { created } = await locationApi.generate(current.body);
      message.success(t('master.location.gen.done', { count: created }));
      setDone(current.result.codes.map((c) => ({ code: c.code, zone: current.body.zone, type: current.body.type })));
      onGenerated();
    } catch (e) {
      showSaveError(e, form, message.error, t('kit.list.form.saveFailed'), t('kit.list.form.checkFields'));
    } finally {
      setBusy(undefined);
    }
  };

  const rangeFields = (r: typeof BINS | (typeof RANGES)[number]) =>
    (['from', 'to'] as const).map((end) => (
      <Col key={`${r.key}-${end}`} xs={12} sm={6}>
        <Form.Item name={[r.key, end]} label={t(r[end])} rules={rules([r.key, end])} dependencies={end === 'to' ? [[r.key, 'from']] : undefined}>
          <InputNumber style={{ width: '100%' }} precision={0} />
        </Form.Item>
      </Col>
    ));

  const footer = done
    ? [
        <Button key="close" onClick={onClose} data-testid="location-gen-close">
          {t('master.location.gen.close')}
        </Button>,
        <Button key="print" type="primary" icon={<PrinterOutlined />} onClick={() => onPrint(done)} data-testid="location-gen-print">
          {t('master.location.gen.printThese', { count: done.length })}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="preview" onClick={runPreview} loading={busy === 'preview'} disabled={!!cap} data-testid="location-gen-preview">
          {t('master.location.gen.preview')}
        </Button>,
        <Button
          key="generate"
          type="primary"
          onClick={runGenerate}
          loading={busy === 'generate'}
          disabled={!current || taken > 0 || current.result.count === 0}
          data-testid="location-gen-submit"
        >
          {current ? t('master.location.gen.submitCount', { count: current.result.count }) : t('master.location.gen.submit')}
        </Button>,
      ];

  return (
    <Modal open title={t('master.location.gen.title')} width={760} onCancel={onClose} maskClosable={false} destroyOnHidden footer={footer} data-testid="location-gen">
      {done ? (
        <Result
          status="success"
          icon={<CheckCircleOutlined />}
          title={t('master.location.gen.done', { count: done.length })}
          subTitle={t('master.location.gen.doneHint')}
          data-testid="location-gen-done"
        />
      ) : (
        <Form<GenerateValues>
          form={form}
          name="locationGenerate"
          layout="vertical"
          initialValues={DEFAULTS}
          onValuesChange={(_, all) => setValues(form.getFieldsValue(true) ?? all)}
          autoComplete="off"
        >
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="zone" label={t('master.location.zone')} rules={rules('zone')}>
                <SourceSelect source={zoneOptions} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="type" label={t('master.location.type')} rules={rules('type')}>
                <Select options={Object.entries(LOCATION_TYPE_KEYS).map(([value, key]) => ({ value, label: t(key) }))} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="capacity" label={t('master.location.capacity')} rules={rules('capacity')}>
                <InputNumber style={{ width: '100%' }} precision={0} />
              </Form.Item>
            </Col>
            {RANGES.flatMap(rangeFields)}
            <Col xs={12} sm={6}>
              <Form.Item name="pickSeq" label={t('master.location.gen.pickSeq')} rules={rules('pickSeq')} extra={t('master.location.gen.pickSeqHint')}>
                <InputNumber style={{ width: '100%' }} precision={0} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="withBins" label={t('master.location.gen.withBins')} valuePropName="checked" extra={t('master.location.gen.withBinsHint')}>
                <Switch />
              </Form.Item>
            </Col>
            {values.withBins && rangeFields(BINS)}
          </Row>
          {cap ? (
            <Alert type="error" showIcon message={t('server.master.generateTooMany', cap)} data-testid="location-gen-cap" />
          ) : (
            count !== undefined && <Typography.Text type="secondary">{t('master.location.gen.willMake', { count })}</Typography.Text>
          )}
          {preview && !current && !cap && <Alert style={{ marginTop: 12 }} type="warning" showIcon message={t('master.location.gen.stale')} />}
          {current && (
            <div style={{ marginTop: 12 }} data-testid="location-gen-result">
              <Alert
                type={taken ? 'warning' : 'info'}
                showIcon
                message={
                  <Space wrap>
                    <span data-testid="location-gen-count">{t('master.location.gen.count', { count: current.result.count })}</span>
                    {taken > 0 && <span data-testid="location-gen-taken">{t('master.location.gen.taken', { count: taken })}</span>}
                  </Space>
                }
              />
              <Table
                size="small"
                style={{ marginTop: 8 }}
                rowKey="rack"
                dataSource={groupByRack(current.result.codes)}
                pagination={{ pageSize: 8, showSizeChanger: false, hideOnSinglePage: true }}
                columns={[
                  { title: t('master.location.gen.rack'), dataIndex: 'rack', width: 120 },
                  {
                    title: t('master.location.gen.codes'),
                    render: (_, g) => (
                      <Space size={[4, 4]} wrap>
                        {g.codes.map((c) => (
                          <Tag key={c.code} color={c.taken ? 'error' : 'default'} data-testid="location-gen-code" data-taken={c.taken ? 'true' : 'false'}>
                            {c.taken ? t('master.location.gen.codeTaken', { code: c.code }) : c.code}
                          </Tag>
                        ))}
                      </Space>
                    ),
                  },
                ]}
              />
            </div>
          )}
        </Form>
      )}
    </Modal>
  );
}
