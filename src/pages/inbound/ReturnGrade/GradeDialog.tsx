import { CheckOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { Alert, Button, Form, InputNumber, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { gradeSchema, QTY_MAX } from '@/domain/inbound/schema';
import FormDialog from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { useData } from '@/query';
import { inboundApi, type ReturnDetail, type ReturnRow } from '@/services/inbound';
import { failureText } from '@/utils/request';
import { LINE_TABLE, productColumn } from '../shared/parts';
import { gradeAddsUp, gradeAll, gradeDefaults, gradeRequest, gradeTotal, type GradeValues } from '../shared/returnLogic';
import { conditionLabel, gradeLabel } from '../shared/words';

const GRADES = ['restock', 'damaged', 'destroy'] as const;

interface Values {
  lines: GradeValues[];
}

/**
 * Grades a return per line: restocked, damaged and destroyed units must add up (here and on the
 * server). Starts from earlier grades, else all restocked (all damaged for a damaged parcel).
 */
export default function GradeDialog({ row, onClose, onSaved }: { row: ReturnRow; onClose: () => void; onSaved: (r: ReturnDetail) => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = schemaRules(gradeSchema, t);
  const { data: detail, error, loading } = useData(['inbound-return', row.id], () => inboundApi.return(row.id));
  // the fields take the answer once it has come (not a cached one being asked anew)
  useEffect(() => {
    if (detail && !loading) form.setFieldsValue({ lines: gradeDefaults(detail.lines, detail.condition) });
  }, [detail, loading, form]);
  const lines = detail?.lines ?? [];
  const values = Form.useWatch('lines', form) as GradeValues[] | undefined;
  const setAll = (grade: (typeof GRADES)[number]) => {
    form.setFieldsValue({ lines: gradeAll(lines, grade) });
    form.validateFields(lines.map((_, i) => ['lines', i, 'restock'])).catch(() => undefined);
  };

  return (
    <FormDialog<Values, ReturnDetail>
      name="gradeForm"
      form={form}
      width={760}
      title={t('inbound.grade.title', { no: row.no })}
      loading={!detail && !error}
      onClose={onClose}
      submitTestId="grade-save"
      testId="grade-form"
      save={(v) => inboundApi.grade(row.id, gradeRequest(v.lines))}
      savedText={(r) => t('inbound.grade.saved', { no: r.no })}
      onSaved={onSaved}
    >
      {error ? <Alert type="error" showIcon role="alert" message={failureText(error)} /> : null}
      {detail && (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            <Typography.Text>
              {t('inbound.return.condition')}: {conditionLabel(detail.condition, t)}
            </Typography.Text>
            {GRADES.map((g) => (
              <Button key={g} size="small" onClick={() => setAll(g)} data-testid={`grade-all-${g}`}>
                {t('inbound.grade.allTo', { grade: gradeLabel(g, t) })}
              </Button>
            ))}
          </Space>
          <Table
            {...LINE_TABLE}
            rowKey="sku"
            dataSource={lines}
            data-testid="grade-lines"
            columns={[
              productColumn<ReturnDetail['lines'][number]>(t, i18n.language),
              { title: t('inbound.return.qty'), dataIndex: 'qty' },
              ...GRADES.map((g) => ({
                title: gradeLabel(g, t),
                key: g,
                render: (_: unknown, l: ReturnDetail['lines'][number], i: number) => (
                  <Form.Item
                    name={['lines', i, g]}
                    style={{ margin: 0 }}
                    // the sum is checked on the first of the three: the server names it so (lines.N.restock)
                    dependencies={g === 'restock' ? [['lines', i, 'damaged'], ['lines', i, 'destroy']] : undefined}
                    rules={[
                      ...rules(['lines', g]),
                      ...(g === 'restock'
                        ? [
                            {
                              validator: async () => {
                                const v = form.getFieldValue(['lines', i]) as GradeValues | undefined;
                                if (v && !gradeAddsUp(v, l.qty)) throw new Error(t('inbound.grade.sumError', { qty: l.qty, sum: gradeTotal(v) }));
                              },
                            },
                          ]
                        : []),
                    ]}
                  >
                    <InputNumber min={0} max={QTY_MAX} precision={0} style={{ width: 96 }} aria-label={t('inbound.grade.inputLabel', { grade: gradeLabel(g, t), sku: l.sku })} data-testid={`grade-${g}-${i}`} />
                  </Form.Item>
                ),
              })),
              {
                title: t('inbound.grade.total'),
                key: 'total',
                render: (_, l, i) => {
                  const sum = gradeTotal(values?.[i] ?? {});
                  return (
                    // a total that adds up in the body colour with a tick: antd's success green is 2.2:1 on white
                    <Typography.Text type={sum === l.qty ? undefined : 'danger'} data-testid={`grade-total-${i}`}>
                      {sum === l.qty && <CheckOutlined aria-hidden />} {sum} / {l.qty}
                    </Typography.Text>
                  );
                },
              },
            ]}
          />
        </>
      )}
    </FormDialog>
  );
}
