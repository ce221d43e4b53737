import { PageContainer, type ActionType } from '@ant-design/pro-components';
import { Button, Form, Grid, InputNumber, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QTY_MAX, type RelocationInput, type RelocationRow } from '@/domain/relocate';
import { ScanFields, ScanScreen, ScanStation, useScanStation, type ScanHit } from '@/kits/scan';
import { relocateApi, type RelocationSource } from '@/services/relocate';
import { failureText } from '@/utils/request';
import { CurrentRelocation, RelocationAside, useAddressedRelocation } from '../shared/StepScreen';
import RelocationForm from '../shared/RelocationForm';
import '@/pages/inbound/shared/putaway.less';

type Step = 'from' | 'what' | 'to';
const STEPS: Step[] = ['from', 'what', 'to'];
const PROMPTS: Record<Step, string> = { from: 'relocate.out.promptFrom', what: 'relocate.out.promptWhat', to: 'relocate.out.promptTo' };

type OutWrite = { input: RelocationInput } | { plannedId: string };

/**
 * Emergency relocation, source side (436): scan the source, what to take and how many, then the
 * target (or take the suggestion). The units are in transit until received and put away; planned
 * relocations (list, `?relocation=<id>`) are taken out by scanning their source.
 */
export default function RelocateOut() {
  const { t, i18n } = useTranslation();
  const compact = !Grid.useBreakpoint().md;
  const listRef = useRef<ActionType>();
  const [from, setFrom] = useState<string>();
  const [src, setSrc] = useState<RelocationSource>();
  const [qty, setQty] = useState(1);
  const [planned, setPlanned] = useState<RelocationRow>();
  const [outCount, setOut] = useState(0);
  const [creating, setCreating] = useState(false);
  const station = useScanStation({
    screen: 'relocate-out',
    writes: { out: (p: OutWrite, key: string) => ('plannedId' in p ? relocateApi.transition(p.plannedId, 'out', {}, key) : relocateApi.out(p.input, key)) },
    onDelivered: () => listRef.current?.reload(),
  });
  const choosePlanned = (r: RelocationRow) => {
    setPlanned(r);
    setFrom(undefined);
    setSrc(undefined);
    station.say({ type: 'info', text: t('relocate.out.chosenPlanned', { no: r.no, location: r.from }) });
  };
  useAddressedRelocation('created', choosePlanned, (text) => station.say({ type: 'warning', text }));

  const reset = () => {
    setFrom(undefined);
    setSrc(undefined);
    setPlanned(undefined);
  };
  const step: Step = !from ? 'from' : !src ? 'what' : 'to';

  const submit = async (write: OutWrite, label: string) => {
    const outcome = await station.submit('out', write, label);
    if (outcome.status === 'refused') return station.say({ type: 'error', text: failureText(outcome.error) });
    reset();
    setOut((n) => n + 1);
    if (outcome.status === 'sent') {
      const r = outcome.result as RelocationRow;
      station.say({ type: 'success', text: t('relocate.out.done', { no: r.no, sku: r.sku, qty: r.qty, from: r.from, to: r.to }) });
      listRef.current?.reload();
    }
    return undefined;
  };

  const takeOut = (to: string) => {
    if (!from || !src) return;
    const input: RelocationInput = { from, sku: src.sku, ...(src.lpn ? { lpn: src.lpn } : {}), qty, to, emergency: true };
    if (to === from) return station.say({ type: 'error', text: t('relocate.out.sameLocation', { location: to }) });
    if (src.suggested && to !== src.suggested) station.say({ type: 'warning', text: t('relocate.out.notSuggested', { suggested: src.suggested, location: to }) });
    return submit({ input }, `${qty} × ${src.sku} ${from} → ${to}`);
  };

  const onScan = async ({ code }: ScanHit) => {
    const c = code.trim().toUpperCase();
    if (planned) {
      if (c !== planned.from) return station.say({ type: 'error', text: t('relocate.out.wrongSource', { location: c, from: planned.from }) });
      return submit({ plannedId: planned.id }, planned.no);
    }
    if (step === 'from') {
      setFrom(c);
      return station.say({ type: 'info', text: t('relocate.out.fromOk', { location: c }) });
    }
    if (step === 'what') {
      try {
        const s = await relocateApi.source(from!, code);
        if (!s.available) return station.say({ type: 'error', text: t('relocate.out.nothing', { sku: s.sku, location: s.from }) });
        setSrc(s);
        setQty(s.available);
        return station.say({ type: 'info', text: t('relocate.out.whatOk', { sku: s.sku, available: s.available, location: s.from }) });
      } catch (e) {
        return station.say({ type: 'error', text: failureText(e) });
      }
    }
    return takeOut(c);
  };

  const header = planned ? (
    <CurrentRelocation r={planned} />
  ) : (
    (from || src) && (
      <div className="wms-putaway-current" data-testid="relocate-out-current">
        <ScanFields
          testId="relocate-out-fields"
          fields={[
            { label: t('relocate.from'), value: from, testId: 'relocate-out-from' },
            ...(src
              ? [
                  { label: t('relocate.sku'), value: src.sku },
                  { label: t('relocate.product'), value: i18n.language === 'zh' ? src.nameZh : src.nameEn },
                  { label: t('relocate.available'), value: src.available, testId: 'relocate-out-available' },
                  ...(src.lpn ? [{ label: t('relocate.lpn'), value: src.lpn }] : []),
                  { label: t('relocate.suggested'), value: src.suggested || t('relocate.noSuggestion'), testId: 'relocate-out-suggested' },
                ]
              : []),
          ]}
        />
        {src && (
          <Form.Item label={t('relocate.qty')} style={{ marginBottom: 0 }}>
            <InputNumber
              min={1}
              max={Math.min(src.available, QTY_MAX)}
              precision={0}
              value={qty}
              onChange={(v) => setQty(v ?? 1)}
              // Enter gives the scan field the focus back: the target's scan goes there
              onPressEnter={() => station.refocus()}
              aria-label={t('relocate.qty')}
              data-testid="relocate-out-qty"
            />
          </Form.Item>
        )}
      </div>
    )
  );

  return (
    <PageContainer
      extra={
        <Button onClick={() => setCreating(true)} data-testid="relocation-new">
          {t('relocate.form.open')}
        </Button>
      }
    >
      <ScanScreen aside={<RelocationAside status="created" title={t('relocate.out.planned')} listRef={listRef} onChoose={choosePlanned} />}>
        <ScanStation
          station={station}
          testId="relocate-out-station"
          title={t('relocate.out.title')}
          step={planned ? { label: t('relocate.out.promptPlanned', { location: planned.from }) } : { label: t(PROMPTS[step]), index: STEPS.indexOf(step) + 1, total: STEPS.length }}
          progress={{ done: outCount, total: outCount + (step === 'from' && !planned ? 0 : 1), testId: 'relocate-progress' }}
          header={header}
          scan={{ prompt: planned ? t('relocate.out.promptPlanned', { location: planned.from }) : t(PROMPTS[step]), onScan }}
          feedbackTestId="relocate-feedback"
          actions={
            (from || planned) && (
              <Space wrap style={{ width: compact ? '100%' : undefined }}>
                {src?.suggested && (
                  <Button type="primary" className="wms-touch" block={compact} onClick={() => takeOut(src.suggested)} data-testid="relocate-out-suggested-go">
                    {t('relocate.out.toSuggested', { location: src.suggested })}
                  </Button>
                )}
                <Button
                  className="wms-touch"
                  block={compact}
                  onClick={() => {
                    reset();
                    station.clear();
                  }}
                  data-testid="relocate-out-restart"
                >
                  {t('relocate.out.restart')}
                </Button>
              </Space>
            )
          }
        />
      </ScanScreen>
      {creating && (
        <RelocationForm
          onClose={() => {
            setCreating(false);
            station.refocus();
          }}
          onCreated={(r) => {
            setCreating(false);
            listRef.current?.reload();
            station.say({ type: 'info', text: t('relocate.form.created', { no: r.no, qty: r.qty, sku: r.sku, from: r.from, to: r.to }) });
          }}
        />
      )}
    </PageContainer>
  );
}
