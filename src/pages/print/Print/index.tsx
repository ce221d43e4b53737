import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Card, Col, InputNumber, Radio, Row, Select, Space, Switch, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { loadBarcodes } from '@/components/Print/barcodeLoader';
import { DownloadOutlined, PrinterOutlined, SendOutlined } from '@ant-design/icons';
import { PrintPreview, StationPaper } from '@/components/Print/PrintSheet';
import { paperFor } from '@/domain/print/station';
import { COPIES_MAX, PRINT_TEMPLATES, ZPL_KIND, type PrintTemplate, type TemplateSetting, type ZplTemplate } from '@/domain/print';
import { DPI_VALUES, stockOf, zplOf, type Dpi } from '@/domain/print/zpl';
import { saveBlob } from '@/kits/list/csv';
import { NOWRAP } from '@/kits/list/layout';
import ListScreen, { type ListApi, type ListQuery } from '@/kits/list/ListScreen';
import { keyOf, queryClient, useData } from '@/query';
import { printApi, type PrintRecord } from '@/services/print';
import { formatDateTime } from '@/utils/date';
import { failureText } from '@/utils/request';
import { PAPER_KEYS, SAMPLE_SUBJECT, TEMPLATE_KEYS } from './labels';
// The templates are the sheets of other areas' screens, in those areas' words: the print area
// loads their translation files too (namespace-rules.json).
import TemplateSheet, { sampleZplLabel } from './samples';
import './print.less';
import { RowLink } from '@/kits/list/RowLink';


/**
 * The print centre (388): templates with their paper, each switched on or off and sent to a printer
 * of the warehouse's bindings. The preview is drawn by the same sheet the screen prints, so what is
 * seen is what prints; the history reprints the same copies.
 */
export default function PrintCentre() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [template, setTemplate] = useState<PrintTemplate>('shippingLabel');
  const [copies, setCopies] = useState(1);
  const [busy, setBusy] = useState(false);
  const [dpi, setDpi] = useState<Dpi>(203);
  const history = useRef<ListApi<PrintRecord>>();
  const settings = useData(['print-settings'], printApi.settings);
  const setting = (tp: PrintTemplate) => settings.data?.templates.find((s) => s.template === tp);
  const printers = settings.data?.printers ?? [];
  const name = (tp: PrintTemplate) => t(TEMPLATE_KEYS[tp]);
  const printerText = (code: string) => (code ? code : t('print.browserPrinter'));

  const save = async (tp: PrintTemplate, change: Partial<TemplateSetting>) => {
    const now = setting(tp);
    if (!now) return;
    try {
      const saved = await printApi.saveSetting(tp, { enabled: change.enabled ?? now.enabled, printer: change.printer ?? now.printer });
      queryClient.setQueryData<typeof settings.data>(keyOf('data', 'print-settings'), (d) => d && { ...d, templates: d.templates.map((s) => (s.template === tp ? saved : s)) });
      message.success(t('print.saved', { name: name(tp) }));
    } catch (e) {
      message.error(failureText(e));
    }
  };

  /** Prints the template's sheet (the browser's dialog), then records the print. */
  const print = async (tp: PrintTemplate, n: number, reprintOf?: string) => {
    setBusy(true);
    try {
      await loadBarcodes().catch(() => undefined);
      flushSync(() => {
        setTemplate(tp);
        setCopies(n);
      });
      window.print();
      const r = reprintOf ? await printApi.reprint(reprintOf) : await printApi.print({ template: tp, copies: n, subject: SAMPLE_SUBJECT[tp] });
      message.success(t('print.printed', { name: name(tp), printer: printerText(r.printer), copies: r.copies }));
      history.current?.reload();
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const station = settings.data?.station;
  const stock = stockOf(station?.labelSize, dpi);
  const zplLabel = ZPL_KIND[template] ? sampleZplLabel(template, t) : undefined;

  /** The label as a .zpl file, drawn on the station's label size at the chosen resolution. */
  const downloadZpl = () => {
    if (!zplLabel) return;
    const file = `${template}-${SAMPLE_SUBJECT[template]}-${dpi}dpi.zpl`;
    saveBlob(file, new Blob([zplOf(zplLabel, stock, copies)], { type: 'text/plain;charset=utf-8' }));
    message.success(t('print.zpl.downloaded', { file }));
  };

  /** The label to the station's printer as ZPL: the print centre keeps the job and its ZPL. */
  const sendZpl = async () => {
    if (!zplLabel || !ZPL_KIND[template]) return;
    setBusy(true);
    try {
      const r = await printApi.zpl({ template: template as ZplTemplate, copies, dpi, label: zplLabel });
      message.success(t('print.zpl.sent', { name: name(template), printer: r.printer, copies: r.copies }));
      history.current?.reload();
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };
  const sizeText = t('print.zpl.sizeMm', { w: stock.widthMm, h: stock.heightMm });

  const columns: ProColumns<PrintRecord>[] = [
    { title: t('print.at'), dataIndex: 'at', sorter: true, className: NOWRAP, render: (_, r) => formatDateTime(r.at) },
    { title: t('print.templateName'), dataIndex: 'template', sorter: true, render: (_, r) => name(r.template) },
    { title: t('print.subject'), dataIndex: 'subject' },
    { title: t('print.copies'), dataIndex: 'copies' },
    { title: t('print.printer'), dataIndex: 'printer', render: (_, r) => printerText(r.printer) },
    { title: t('print.format'), dataIndex: 'zpl', search: false, className: NOWRAP, render: (_, r) => (r.zpl ? t('print.format.zpl', { dpi: r.dpi }) : t('print.format.browser')) },
    { title: t('print.operator'), dataIndex: 'operator', sorter: true },
    { title: t('print.reprintOf'), dataIndex: 'reprintOf', render: (_, r) => (r.reprintOf ? t('print.kind.reprint') : t('print.kind.first')) },
  ];

  const current = setting(template);
  // a label takes the station's label size, and goes to its printer (src/domain/print/station.ts)
  const paper = paperFor(template, station);
  return (
    <PageContainer>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={11}>
          <Card title={t('print.templates')} loading={settings.loading && !settings.data}>
            <Radio.Group value={template} onChange={(e) => setTemplate(e.target.value)} style={{ width: '100%' }}>
              <Table<PrintTemplate>
                size="small"
                rowKey={(tp) => tp}
                pagination={false}
                dataSource={[...PRINT_TEMPLATES]}
                data-testid="print-templates"
                columns={[
                  { title: t('print.templateName'), className: NOWRAP, render: (_, tp) => <Radio value={tp} data-testid={`template-${tp}`}>{name(tp)}</Radio> },
                  { title: t('print.paper'), render: (_, tp) => t(PAPER_KEYS[paperFor(tp, station)]), className: NOWRAP },
                  {
                    title: t('print.enabled'),
                    render: (_, tp) => <Switch size="small" checked={setting(tp)?.enabled} aria-label={t('print.enabledOf', { name: name(tp) })} onChange={(on) => save(tp, { enabled: on })} data-testid={`template-enabled-${tp}`} />,
                  },
                  {
                    title: t('print.printer'),
                    render: (_, tp) => (
                      <Select
                        size="small"
                        style={{ width: 170 }}
                        popupMatchSelectWidth={false}
                        value={setting(tp)?.printer ?? ''}
                        aria-label={t('print.printerOf', { name: name(tp) })}
                        onChange={(v) => save(tp, { printer: v })}
                        options={[{ value: '', label: t('print.browserPrinter') }, ...printers.map((p) => ({ value: p.code, label: `${p.code} · ${p.model}` }))]}
                        data-testid={`template-printer-${tp}`}
                      />
                    ),
                  },
                ]}
              />
            </Radio.Group>
          </Card>
        </Col>
        <Col xs={24} xl={13}>
          <Card
            title={t('print.previewOf', { name: name(template) })}
            extra={
              <Space wrap>
                <Typography.Text type="secondary">{t(PAPER_KEYS[paper])}</Typography.Text>
                <InputNumber min={1} max={COPIES_MAX} precision={0} value={copies} onChange={(v) => setCopies(v ?? 1)} aria-label={t('print.copies')} style={{ width: 80 }} data-testid="print-copies" />
                <Button type="primary" icon={<PrinterOutlined />} loading={busy} disabled={!current?.enabled} onClick={() => print(template, copies)} data-testid="print-now">
                  {t('print.print')}
                </Button>
              </Space>
            }
          >
            {current && !current.enabled && <Typography.Paragraph type="warning">{t('print.off')}</Typography.Paragraph>}
            {zplLabel && (
              <Space wrap className="wms-print-zpl" data-testid="print-zpl">
                <Typography.Text type="secondary" data-testid="print-station">
                  {station?.station ? t('print.zpl.station', { station: station.station, size: sizeText, printer: station.printer }) : t('print.zpl.noStation', { size: sizeText })}
                </Typography.Text>
                <Select<Dpi>
                  size="small"
                  value={dpi}
                  onChange={setDpi}
                  aria-label={t('print.zpl.dpi')}
                  options={DPI_VALUES.map((d) => ({ value: d, label: t('print.zpl.dpiValue', { dpi: d }) }))}
                  style={{ width: 100 }}
                  data-testid="print-dpi"
                />
                <Button size="small" icon={<DownloadOutlined />} onClick={downloadZpl} data-testid="print-zpl-download">
                  {t('print.zpl.download')}
                </Button>
                <Button size="small" icon={<SendOutlined />} loading={busy} disabled={!current?.enabled} onClick={sendZpl} data-testid="print-zpl-send">
                  {t('print.zpl.send')}
                </Button>
              </Space>
            )}
            <div className="wms-print-stage" data-testid="print-preview" data-template={template}>
              <PrintPreview>
                <StationPaper paper={paper}>
                  <TemplateSheet template={template} copies={copies} t={t} />
                </StationPaper>
              </PrintPreview>
            </div>
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('print.history')}>
            <ListScreen<PrintRecord>
              name="print-history"
              listRef={history}
              columns={columns}
              fetch={(q: ListQuery) => printApi.jobs(q as Record<string, string>)}
              rowLinks={(r) => (
                <RowLink disabled={busy || !setting(r.template)?.enabled} onClick={() => print(r.template, r.copies, r.id)} data-testid={`print-reprint-${r.id}`}>
                  {t('print.reprint')}
                </RowLink>
              )}
              exportAs={{
                fileName: 'print-history',
                columns: [
                  { header: t('print.at'), cell: (r) => formatDateTime(r.at) },
                  { header: t('print.templateName'), cell: (r) => name(r.template) },
                  { header: t('print.subject'), cell: (r) => r.subject },
                  { header: t('print.copies'), cell: (r) => r.copies },
                  { header: t('print.printer'), cell: (r) => printerText(r.printer) },
                  { header: t('print.format'), cell: (r) => (r.zpl ? t('print.format.zpl', { dpi: r.dpi }) : t('print.format.browser')) },
                  { header: t('print.operator'), cell: (r) => r.operator },
                ],
              }}
            />
          </Card>
        </Col>
      </Row>
      {/* the printed sheet (hidden on screen) */}
      <StationPaper paper={paper}>
        <TemplateSheet template={template} copies={copies} t={t} />
      </StationPaper>
    </PageContainer>
  );
}
