import { CloudUploadOutlined, MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Col, Input, Progress, Row, Space, Typography, type InputRef } from 'antd';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStill } from '../still';
import { readScan, type ScanHit } from './readScan';
import type { ScanMessage, ScanStationState } from './useScanStation';
import './scan.less';

/** An element the user types into on purpose: a scan landing there is not stolen back. */
const isField = (el: Element | null) => !!el && (el.matches('input, textarea, select, [contenteditable="true"]') || !!el.closest('[role=combobox]'));
/** A dialog or a confirmation is open: the focus belongs to it until it closes. */
const overlayOpen = () => [...document.querySelectorAll('[role=dialog][aria-modal=true], .ant-popover:not(.ant-popover-hidden)')].some((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed');

/**
 * Input for a keyboard-wedge scanner: Enter hands over the trimmed value and clears, Esc clears.
 * It keeps the focus after every answer, a tap elsewhere, or a key typed with no field focused.
 */
export function ScanInput(props: { prompt: string; onScan: (value: string) => void; disabled?: boolean; testId?: string; status?: 'error' | 'warning'; focusSignal?: unknown; focusTick?: number; settled?: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<InputRef>(null);
  const [value, setValue] = useState('');
  const { disabled } = props;
  // again once the station has settled after an answer: a confirmation it closed may have held the focus
  useEffect(() => {
    if (!disabled && !overlayOpen()) ref.current?.focus();
  }, [disabled, props.prompt, props.focusSignal, props.focusTick, props.settled]);

  useEffect(() => {
    if (disabled) return undefined;
    const input = () => ref.current?.input ?? null;
    const takeBack = () => {
      const el = input();
      if (el && document.activeElement !== el && !isField(document.activeElement) && !overlayOpen()) ref.current?.focus();
    };
    // after the tap has done its work (opened a dialog, focused a field, pressed a button)
    const onPointerUp = () => window.setTimeout(takeBack, 0);
    const onKeyDown = (e: KeyboardEvent) => {
      // a printable key on no field: the scanner is typing; it goes to the scan field
      if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && !isField(document.activeElement) && !overlayOpen()) ref.current?.focus();
    };
    document.addEventListener('pointerup', onPointerUp, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [disabled]);

  return (
    <Input
      ref={ref}
      size="large"
      className="wms-scan-input"
      value={value}
      status={props.status}
      disabled={disabled}
      placeholder={props.prompt}
      aria-label={props.prompt}
      aria-describedby="wms-scan-keys"
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      enterKeyHint="go"
      data-testid={props.testId ?? 'scan-input'}
      title={t('kit.scan.keys')}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setValue('');
      }}
      onPressEnter={() => {
        const v = value.trim();
        setValue('');
        if (v) props.onScan(v);
      }}
    />
  );
}

/**
 * The result of the last scan: colour, icon and text, always in view. Errors are announced at
 * once (role=alert), the rest politely (role=status).
 */
export function ScanFeedback({ message, testIdPrefix = 'scan-feedback', last }: { message?: ScanMessage; testIdPrefix?: string; last?: boolean }) {
  const { t } = useTranslation();
  if (!message) return null;
  const urgent = message.type === 'error' || message.type === 'warning';
  return (
    <Alert
      showIcon
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      type={message.type}
      className="wms-scan-feedback"
      message={last && !message.dialog ? t('kit.scan.lastResult', { text: message.text }) : message.text}
      data-testid={`${testIdPrefix}-${message.type}`}
    />
  );
}

/** The scans waiting for the connection: their count, each scan, and Send now. */
export function ScanQueuePanel({ station }: { station: Pick<ScanStationState, 'waiting' | 'flush'> }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  if (!station.waiting.length) return null;
  const send = async () => {
    setSending(true);
    try {
      await station.flush();
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="wms-scan-queue" aria-labelledby="wms-scan-queue-title" data-testid="scan-queue">
      <div className="wms-scan-queue-head">
        <Badge count={station.waiting.length} color="orange" aria-hidden />
        <Typography.Text strong id="wms-scan-queue-title">
          {t('kit.scan.queue.title', { count: station.waiting.length })}
        </Typography.Text>
        <Button size="small" className="wms-touch" icon={<CloudUploadOutlined />} loading={sending} onClick={send} data-testid="scan-queue-send">
          {t('kit.scan.queue.send')}
        </Button>
      </div>
      <Typography.Text type="secondary">{t('kit.scan.queue.hint')}</Typography.Text>
      <ol className="wms-scan-queue-list">
        {station.waiting.map((x) => (
          <li key={x.key}>{x.label}</li>
        ))}
      </ol>
    </section>
  );
}

/** Values a scan filled in (a carton label's GTIN, lot, expiry…), each with its label. */
export function ScanFields({ fields, testId = 'scan-fields' }: { fields: { label: string; value?: ReactNode; testId?: string }[]; testId?: string }) {
  return (
    <dl className="wms-scan-fields" data-testid={testId}>
      {fields.map((f) => (
        <div key={f.label} data-testid={f.testId}>
          <dt>{f.label}</dt>
          <dd>{f.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** While an answer is being shown, what was on screen (React brings it up to date in the background); else the value. */
function useAfterAnswer<T>(value: T, answering: boolean): T {
  const deferred = useDeferredValue(value);
  return answering ? deferred : value;
}

export interface ScanStationProps {
  station: ScanStationState;
  title: ReactNode;
  /** Buttons beside the title (print…). */
  extra?: ReactNode;
  /** The current step: its words, and where it is among the steps. */
  step?: { label: string; index?: number; total?: number };
  /** What is done and what is left (a progress bar "done/total"). */
  progress?: { done: number; total: number; testId?: string };
  /** More facts for the header (the current task, the counts of a document). */
  header?: ReactNode;
  /** The scan field; without it (the work is done, the document closed) no field is shown. */
  scan?: { prompt: string; onScan: (read: ScanHit) => void; testId?: string; disabled?: boolean };
  /** The prefix of the result's test id (`<prefix>-success`…). */
  feedbackTestId?: string;
  /** The result is the last one of finished work ("Last scan: …"). */
  feedbackLast?: boolean;
  /** The station's actions under the field (short pick, confirm…). */
  actions?: ReactNode;
  testId?: string;
  /** Everything below: tables of the work, print sheets. */
  children?: ReactNode;
}

/**
 * One scan station in one column for a 360 px handheld: step and what is left, the scan field, the
 * last result, waiting scans, actions, the rest of the work; a GS1 scan that does not parse is answered here.
 */
export function ScanStation(p: ScanStationProps) {
  const { t } = useTranslation();
  const { station } = p;
  const onScan = (raw: string) => {
    const read = readScan(raw, t);
    if (!read.ok) {
      station.say({ type: 'error', text: read.message });
      return;
    }
    p.scan?.onScan(read);
  };
  const { step, progress } = p;
  // A new answer is painted first (the feedback, the progress), the rest of the work a frame later;
  // parts whose declaration did not change stay as they are.
  const answered = useRef(station.message);
  const answering = station.message !== answered.current;
  useEffect(() => {
    answered.current = station.message;
  });
  const header = useAfterAnswer(useStill(p.header), answering);
  const actions = useAfterAnswer(useStill(p.actions), answering);
  const extra = useStill(p.extra);
  const children = useAfterAnswer(p.children, answering);
  return (
    <Card
      className="wms-scan-station"
      title={p.title}
      extra={
        <Space size={4}>
          <Button
            className="wms-touch"
            type="text"
            icon={station.sound ? <SoundOutlined /> : <MutedOutlined />}
            aria-pressed={station.sound}
            aria-label={t('kit.scan.sound')}
            title={t('kit.scan.sound')}
            onClick={() => station.setSound(!station.sound)}
            data-testid="scan-sound"
          />
          {extra}
        </Space>
      }
      data-testid={p.testId}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {step && (
          <div className="wms-scan-step" data-testid="scan-step">
            {step.index && step.total ? t('kit.scan.step', { index: step.index, total: step.total, label: step.label }) : step.label}
          </div>
        )}
        {progress && (
          <Progress
            percent={progress.total ? Math.round((progress.done / progress.total) * 100) : 0}
            format={() => `${progress.done}/${progress.total}`}
            aria-label={t('kit.scan.left', { count: progress.total - progress.done })}
            data-testid={progress.testId ?? 'scan-progress'}
          />
        )}
        {header}
        {p.scan && <ScanInput prompt={p.scan.prompt} onScan={onScan} testId={p.scan.testId} disabled={p.scan.disabled} status={station.message?.type === 'error' ? 'error' : undefined} focusSignal={station.message} settled={!answering} focusTick={station.focusTick} />}
        {p.scan && (
          <Typography.Text type="secondary" id="wms-scan-keys" className="wms-scan-keys">
            {t('kit.scan.keys')}
          </Typography.Text>
        )}
        <ScanFeedback message={station.message} testIdPrefix={p.feedbackTestId} last={p.feedbackLast} />
        <ScanQueuePanel station={station} />
        {actions}
      </Space>
      {children}
    </Card>
  );
}

/** Spans of a scan screen: the station first and wide; the lists it is chosen from below it on a handheld, beside it on a wide screen. */
const ASIDE_COL = { xs: { span: 24, order: 2 }, xxl: { span: 10, order: 1 } };
const STATION_COL = { xs: { span: 24, order: 1 }, xxl: { span: 14, order: 2 } };

/** A scan screen: the lists that choose the work (`aside`) and the station (or a hint to choose). */
export function ScanScreen({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <Row gutter={[16, 16]} className="wms-scan-screen">
      <Col {...ASIDE_COL}>{aside}</Col>
      <Col {...STATION_COL}>{children}</Col>
    </Row>
  );
}
