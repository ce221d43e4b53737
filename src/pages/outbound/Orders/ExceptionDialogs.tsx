import { Alert, App, Button, Input, Modal, Radio, Space, Spin, Table, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MAX, type ShortRest } from '@/domain/outbound/schema';
import { useData } from '@/query';
import { outboundApi, type OrderKind, type OrderRow } from '@/services/outbound';
import { errorText } from '../shared/format';

interface DialogProps {
  kind: OrderKind;
  order: OrderRow;
  onClose: () => void;
  /** The order changed: the list reloads. */
  onDone: () => void;
}

/**
 * The order's lines as the supervisor decides on them (read when the dialog opens), and its write:
 * busy while it runs, a refusal shown in the dialog (what was chosen or typed stays).
 */
function useDecision(kind: OrderKind, id: string) {
  const { data: detail, error: readError } = useData(['outbound-order', kind, id], () => outboundApi.order(kind, id));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await write();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return { detail, error: error ?? (readError && errorText(readError)), setError, busy, run };
}

/** A decision's dialog: Not now, its confirming button, a spinner while the order loads, a refusal under it. */
function DecisionModal(p: {
  testId: string;
  title: string;
  width?: number;
  onClose: () => void;
  ok: { label: string; danger: boolean; busy: boolean; disabled: boolean; onClick: () => void };
  loading: boolean;
  error?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={p.width}
      title={p.title}
      onCancel={p.onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={p.onClose}>
          {t('outbound.exception.keep')}
        </Button>,
        <Button key="ok" type="primary" danger={p.ok.danger} loading={p.ok.busy} disabled={p.ok.disabled} onClick={p.ok.onClick} data-testid={`${p.testId}-ok`}>
          {p.ok.label}
        </Button>,
      ]}
    >
      <div data-testid={`${p.testId}-dialog`}>
        {p.loading && !p.error && <Spin />}
        {p.children}
        {p.error && <Alert type="error" showIcon role="alert" message={p.error} data-testid={`${p.testId}-error`} style={{ marginTop: 12 }} />}
      </div>
    </Modal>
  );
}

/**
 * Ship short an exception order: what was picked goes on to label and ship; the supervisor chooses whether the units not picked become a
 * backorder order or are cancelled. The dialog is the confirmation; a refusal stays in it with the choice kept.
 */
export function ShipShortDialog({ kind, order, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { detail, error, busy, run } = useDecision(kind, order.id);
  const [rest, setRest] = useState<ShortRest>('backorder');
  const picked = detail?.lines.reduce((n, l) => n + l.picked, 0) ?? 0;
  const submit = () =>
    run(async () => {
      const done = await outboundApi.shipShort(kind, order.id, rest);
      const backorder = done.backorders[done.backorders.length - 1]?.no;
      message.success(rest === 'backorder' && backorder ? t('outbound.shipShort.doneBackorder', { no: order.no, backorder }) : t('outbound.shipShort.done', { no: order.no }));
      onDone();
    });
  return (
    <DecisionModal
      testId="ship-short"
      width={620}
      title={t('outbound.shipShort.title', { no: order.no })}
      onClose={onClose}
      ok={{ label: t('outbound.action.shipShort'), danger: rest === 'cancel', busy, disabled: !detail || !picked, onClick: submit }}
      loading={!detail}
      error={error}
    >
        {detail && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Table
              size="small"
              rowKey="sku"
              pagination={false}
              dataSource={detail.lines}
              data-testid="ship-short-lines"
              columns={[
                { title: t('outbound.sku'), dataIndex: 'sku' },
                { title: t('outbound.shipShort.ordered'), dataIndex: 'qty' },
                { title: t('outbound.picked'), dataIndex: 'picked' },
                { title: t('outbound.shipShort.rest'), key: 'rest', render: (_, l) => l.qty - l.picked },
              ]}
            />
            {picked ? (
              <>
                <Typography.Text>{t('outbound.shipShort.intro')}</Typography.Text>
                <Radio.Group value={rest} onChange={(e) => setRest(e.target.value)} data-testid="ship-short-rest">
                  <Space direction="vertical">
                    <Radio value="backorder" data-testid="ship-short-backorder">
                      {t('outbound.shipShort.backorder')}
                    </Radio>
                    <Radio value="cancel" data-testid="ship-short-cancel-rest">
                      {t('outbound.shipShort.cancelRest')}
                    </Radio>
                  </Space>
                </Radio.Group>
              </>
            ) : (
              <Alert type="warning" showIcon message={t('outbound.shipShort.nothingPicked')} />
            )}
          </Space>
        )}
    </DecisionModal>
  );
}

/**
 * Cancel an exception order: a reason, and what happens to its picked units (a put-back task that
 * holds them until it is confirmed on a location). A refusal stays in the dialog with the reason kept.
 */
export function ExceptionCancelDialog({ kind, order, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { detail, error, setError, busy, run } = useDecision(kind, order.id);
  const [reason, setReason] = useState('');
  const picked = detail?.lines.reduce((n, l) => n + l.picked, 0) ?? 0;
  const submit = () =>
    run(async () => {
      const result = await outboundApi.bulk(kind, 'cancel', [order.id], reason.trim());
      if (result.failed.length) {
        setError(result.failed[0].message);
        return;
      }
      const after = picked ? await outboundApi.order(kind, order.id).catch(() => undefined) : undefined;
      message.success(after?.putback ? t('outbound.exceptionCancel.donePutback', { no: order.no, putback: after.putback.no }) : t('outbound.exceptionCancel.done', { no: order.no }));
      onDone();
    });
  return (
    <DecisionModal
      testId="exception-cancel"
      title={t('outbound.exceptionCancel.title', { no: order.no })}
      onClose={onClose}
      ok={{ label: t('outbound.exceptionCancel.ok'), danger: true, busy, disabled: !detail || !reason.trim(), onClick: submit }}
      loading={!detail}
      error={error}
    >
        {detail && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Alert type={picked ? 'warning' : 'info'} showIcon message={picked ? t('outbound.exceptionCancel.putback', { count: picked }) : t('outbound.exceptionCancel.nothingPicked')} />
            <label htmlFor="exception-cancel-reason">{t('outbound.reason')}</label>
            <Input.TextArea id="exception-cancel-reason" style={{ marginBottom: 16 }} value={reason} maxLength={REASON_MAX} showCount autoFocus onChange={(e) => setReason(e.target.value)} data-testid="exception-cancel-reason" />
          </Space>
        )}
    </DecisionModal>
  );
}
