import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useEffect, useRef } from 'react';
import { Col, DatePicker, Form, Input, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTAINER_MAX, LOT_MAX, NOTE_MAX, noticeSchema, QTY_MAX, SKU_MAX, SUPPLIER_MAX } from '@/domain/inbound/schema';
import FormDialog from '@/kits/list/FormDialog';
import FormLines from '@/kits/list/FormLines';
import { schemaRules } from '@/kits/list/schemaRules';
import { useData } from '@/query';
import { inboundApi, type NoticeDetail, type NoticeInput, type NoticeRow } from '@/services/inbound';
import { dateText } from '../shared/dateText';

/** A line as the form holds it: empty optional fields are '' or null until sent. */
interface LineValues {
  sku?: string;
  expected?: number;
  lot?: string;
  expiry?: string | null;
}
interface Values {
  supplier?: string;
  containerNo?: string;
  eta?: string | null;
  note?: string;
  lines: LineValues[];
}

/**
 * A new line's optional fields start empty rather than absent: a refused save puts the server's
 * problem of a line's field (`lines.1.expiry`) on a field the form holds.
 */
const NEW_LINE: LineValues = { lot: '', expiry: null };
/** The lines' column titles and widths (of 24). */
const LINE_COLUMNS: [string, number][] = [
  ['inbound.notice.sku', 8],
  ['inbound.line.expected', 4],
  ['inbound.line.lot', 5],
  ['inbound.line.expiry', 5],
];

/** The request body from the form's values: empty optional fields left out. */
export function toNoticeInput(v: Values): NoticeInput {
  return {
    supplier: v.supplier ?? '',
    containerNo: v.containerNo ?? '',
    eta: v.eta ?? '',
    ...(v.note?.trim() ? { note: v.note } : {}),
    lines: v.lines.map((l) => ({
      sku: l.sku ?? '',
      expected: l.expected as number,
      ...(l.lot?.trim() ? { lot: l.lot.trim() } : {}),
      ...(l.expiry ? { expiry: l.expiry } : {}),
    })),
  };
}

/**
 * Creates a notice, or edits one still created. Fields are checked with noticeSchema; the server's
 * checks (unknown SKU, missing expiry, a container on another open notice) land on their fields.
 */
export default function NoticeForm(props: { notice?: NoticeRow; onClose: () => void; onSaved: (n: NoticeDetail) => void }) {
  const { notice } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = schemaRules(noticeSchema, t);
  const detail = useData(['inbound-notice', notice?.id], () => inboundApi.notice(notice!.id), { enabled: !!notice });
  const loading = !!notice && detail.loading;
  // the fields take each answer once it has come (not a cached one being asked anew)
  const filled = useRef<NoticeDetail>();
  useEffect(() => {
    const d = detail.data;
    if (!d || detail.loading || filled.current === d) return;
    filled.current = d;
    form.setFieldsValue({
      supplier: d.supplier,
      containerNo: d.containerNo,
      eta: d.eta,
      note: d.note,
      lines: d.lines.map((l) => ({ sku: l.sku, expected: l.expected, lot: l.lot ?? '', expiry: l.expiry ?? null })),
    });
  }, [detail.data, detail.loading, form]);

  return (
    <FormDialog<Values, NoticeDetail>
      // ids prefixed (noticeForm_supplier): the list's filter bar has a #supplier too
      name="noticeForm"
      form={form}
      width={880}
      grid
      loading={loading}
      title={notice ? t('inbound.notice.edit', { no: notice.no }) : t('inbound.notice.new')}
      initialValues={{ lines: [{ ...NEW_LINE }], eta: null }}
      onClose={props.onClose}
      submitTestId="notice-save"
      testId="notice-form"
      save={(v) => (notice ? inboundApi.updateNotice(notice.id, toNoticeInput(v)) : inboundApi.createNotice(toNoticeInput(v)))}
      savedText={(n) => (notice ? t('inbound.notice.saved', { no: n.no }) : t('inbound.notice.created', { no: n.no }))}
      onSaved={props.onSaved}
    >
      <ProFormText name="supplier" label={t('inbound.notice.supplier')} colProps={{ span: 8 }} rules={rules('supplier')} fieldProps={{ maxLength: SUPPLIER_MAX }} />
      <ProFormText name="containerNo" label={t('inbound.notice.containerNo')} colProps={{ span: 8 }} rules={rules('containerNo')} fieldProps={{ maxLength: CONTAINER_MAX }} />
      <Col span={8}>
        <Form.Item name="eta" label={t('inbound.notice.eta')} rules={rules('eta')} {...dateText}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <ProFormTextArea name="note" label={t('inbound.notice.note')} colProps={{ span: 24 }} rules={rules('note')} fieldProps={{ maxLength: NOTE_MAX, rows: 2 }} />
      <Col span={24}>
        <FormLines
          name="lines"
          label={t('inbound.notice.lines')}
          newLine={NEW_LINE}
          addText={t('inbound.line.add')}
          removeText={t('inbound.line.remove')}
          requiredText={t('inbound.lines.required')}
          testId="notice-line"
          header={
            // the lines' column titles (the fields show theirs only while empty)
            <Row gutter={8} aria-hidden>
              {LINE_COLUMNS.map(([key, span]) => (
                <Col key={key} span={span}>
                  <Typography.Text type="secondary">{t(key)}</Typography.Text>
                </Col>
              ))}
            </Row>
          }
          line={(f) => (
            <>
              <Col span={8}>
                <Form.Item name={[f.name, 'sku']} rules={rules(['lines', 'sku'])}>
                  <Input placeholder={t('inbound.notice.sku.placeholder')} maxLength={SKU_MAX} aria-label={t('inbound.line.sku')} />
                </Form.Item>
              </Col>
              <Col span={4}>
                <Form.Item name={[f.name, 'expected']} rules={rules(['lines', 'expected'])}>
                  <InputNumber placeholder={t('inbound.line.expected')} aria-label={t('inbound.line.expected')} min={1} max={QTY_MAX} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={5}>
                <Form.Item name={[f.name, 'lot']} rules={rules(['lines', 'lot'])}>
                  <Input placeholder={t('inbound.line.lot')} aria-label={t('inbound.line.lot')} maxLength={LOT_MAX} />
                </Form.Item>
              </Col>
              <Col span={5}>
                <Form.Item name={[f.name, 'expiry']} rules={rules(['lines', 'expiry'])} {...dateText}>
                  <DatePicker placeholder={t('inbound.line.expiry')} aria-label={t('inbound.line.expiry')} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </>
          )}
        />
      </Col>
    </FormDialog>
  );
}
