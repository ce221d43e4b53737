import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { Alert, Button, Checkbox, Form, Grid, Input, Modal, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORK_LIST_PROPS } from '@/kits/list/layout';
import { afterAnswer, ScanFields, ScanScreen, ScanStation, useScanStation, type ScanHit } from '@/kits/scan';
import { keyOf, queryClient, useData } from '@/query';
import { inboundApi, type PutawayRow } from '@/services/inbound';
import { fetchScanRules, type ScanRule } from '@/services/master';
import { OPERATION_CODES } from '@/domain/master/scan';
import type { ScanStep } from '@/domain/master/types';
import { failureText } from '@/utils/request';
import BackToTasks from '@/pages/task/shared/BackToTasks';
import { chooseTask, namesPallet, offSuggestion } from './scanWork';
import './putaway.less';

export type PutawaySource = 'notice' | 'return';
type Step = 'pallet' | 'location';
const STEPS: Step[] = ['pallet', 'location'];
/** The steps' prompts (literal keys: the locale tests see them). */
const PROMPTS: Record<Step, string> = { pallet: 'inbound.putaway.promptPallet', location: 'inbound.putaway.promptLocation' };

interface PutawayWrite {
  source: PutawaySource;
  docId: string;
  taskId: string;
  location: string;
  /** The pallet's label as scanned (none when the pallet was chosen by its product or from the list). */
  lpn?: string;
  /** Steps confirmed without a scan (the location typed by hand), and an override of the scan rule. */
  unscanned?: ScanStep[];
  override?: boolean;
}

/** The steps' words (literal keys: the locale tests see them). */
const STEP_KEYS: Record<ScanStep, string> = { location: 'inbound.scanStep.location', sku: 'inbound.scanStep.sku', lpn: 'inbound.scanStep.lpn', quantity: 'inbound.scanStep.quantity' };

/** The putaway operation's scan rule, as the station shows it: the steps it requires. */
function ScanRuleNote({ rule }: { rule?: ScanRule }) {
  const { t, i18n } = useTranslation();
  if (!rule?.scanRequired.length) return null;
  const name = i18n.language === 'zh' ? rule.nameZh : rule.nameEn;
  return (
    <div className="wms-putaway-rule" data-testid="putaway-scan-rule">
      {t('inbound.putaway.scanRule', { operation: name })}{' '}
      {rule.scanRequired.map((s) => (
        <Tag key={s}>{t(STEP_KEYS[s])}</Tag>
      ))}
    </div>
  );
}

/** The location typed by hand (a label that will not scan): sent as not scanned, overriding the rule when asked. */
function ManualLocation({ open, rule, onCancel, onSend }: { open: boolean; rule?: ScanRule; onCancel: () => void; onSend: (location: string, override: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ location: string; override?: boolean }>();
  return (
    <Modal
      open={open}
      destroyOnHidden
      title={t('inbound.putaway.manualTitle')}
      okText={t('inbound.putaway.manualSend')}
      cancelText={t('common.cancel')}
      onCancel={onCancel}
      onOk={() => form.validateFields().then((v) => onSend(v.location.trim().toUpperCase(), !!v.override))}
      okButtonProps={{ ...({ 'data-testid': 'putaway-manual-send' } as Record<string, string>) }}
    >
      <Form form={form} layout="vertical" preserve={false} name="putawayManual">
        <Form.Item name="location" label={t('inbound.putaway.location')} rules={[{ required: true, whitespace: true, message: t('inbound.putaway.manualRequired') }]}>
          <Input autoFocus autoComplete="off" data-testid="putaway-manual-location" />
        </Form.Item>
        {rule?.mayOverride && (
          <Form.Item name="override" valuePropName="checked" extra={t('inbound.putaway.overrideHint')}>
            <Checkbox data-testid="putaway-manual-override">{t('inbound.putaway.override')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** All open tasks of the source (the station matches scans against every one, not the page shown). */
const allOpen = (source: PutawaySource) => inboundApi.putawayTasks(source, { pageSize: 500 });

/** The pallet being put away: what it carries, where it waits, and the suggested location, large. */
function CurrentPallet({ task }: { task: PutawayRow }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="wms-putaway-current" data-testid="putaway-current">
      <div className="wms-putaway-target">
        <span>{t('inbound.putaway.suggested')}</span>
        <b data-testid="putaway-suggested">{task.suggested || t('inbound.putaway.noSuggestion')}</b>
      </div>
      <ScanFields
        testId="putaway-pallet"
        fields={[
          { label: t('inbound.putaway.lpn'), value: task.lpn, testId: 'putaway-lpn' },
          { label: t('inbound.putaway.sku'), value: task.sku },
          { label: t('inbound.putaway.qty'), value: task.qty },
          { label: t('inbound.putaway.from'), value: task.from },
          { label: t('inbound.putaway.doc'), value: task.docNo },
        ]}
      />
      <div className="wms-putaway-product">{i18n.language === 'zh' ? task.nameZh : task.nameEn}</div>
    </div>
  );
}

/**
 * The putaway station: scan the pallet (or the product when only one open pallet carries it), then
 * the location; the suggested one is shown large, another may be scanned. The server completes a
 * document when its last pallet is on a shelf.
 */
function PutawayStation({ source, chosen, onDone }: { source: PutawaySource; chosen: { task?: PutawayRow; n: number }; onDone: () => void }) {
  const { t } = useTranslation();
  const compact = !Grid.useBreakpoint().md;
  const tasksKey = ['inbound-putaway-open', source];
  const tasks = useData(tasksKey, () => allOpen(source));
  const [task, setTask] = useState<PutawayRow>();
  const [scannedLpn, setScannedLpn] = useState<string>();
  const [shelved, setShelved] = useState(0);
  const [manual, setManual] = useState(false);
  const rules = useData(['scan-rules'], fetchScanRules);
  const rule = rules.data?.find((r) => r.code === OPERATION_CODES.putaway);
  const station = useScanStation({
    screen: `inbound-putaway-${source}`,
    writes: { putaway: (p: PutawayWrite, key: string) => inboundApi.putaway(p.source, p.docId, p.taskId, p.location, p.lpn, key, { unscanned: p.unscanned, override: p.override }) },
    onDelivered: () => {
      tasks.refresh();
      onDone();
    },
  });
  const step: Step = task ? 'location' : 'pallet';
  const waitingIds = new Set(station.waiting.map((w) => (w.payload as PutawayWrite).taskId));
  const open = (tasks.data?.list ?? []).filter((x) => !waitingIds.has(x.id));
  const next = open[0];

  const take = (x: PutawayRow, lpn?: string) => {
    setTask(x);
    setScannedLpn(lpn);
    station.say({ type: 'info', text: t(x.suggested ? 'inbound.putaway.palletOk' : 'inbound.putaway.palletOkNoSuggestion', { lpn: x.lpn, sku: x.sku, qty: x.qty, location: x.suggested }) });
  };

  // a pallet chosen from the list (a tap instead of its scan): its location step
  useEffect(() => {
    if (chosen.task) take(chosen.task);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen.n]);

  // opened from the task list (`?task=<id>&doc=<id>`): that pallet, once the open tasks are in, once
  const [params] = useSearchParams();
  const asked = params.get('task');
  const askedDoc = params.get('doc');
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    if (taken || !asked || !tasks.data) return;
    setTaken(true);
    const x = tasks.data.list.find((r) => r.id === asked && (!askedDoc || r.docId === askedDoc));
    if (x) take(x);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tasks.data, asked]);

  // `sscc`: the AI 00 of a GS1 pallet label, which names the pallet before the goods it carries
  const scanPallet = async (code: string, sscc?: string) => {
    // a pallet of the list named by its own label: taken at once (the server refuses one gone since);
    // anything else is looked for in the open pallets as they are now
    const listed = open.find((x) => namesPallet(x, code, sscc));
    if (listed) return take(listed, listed.lpn);
    let list: PutawayRow[];
    try {
      list = (await allOpen(source)).list.filter((x) => !waitingIds.has(x.id));
    } catch (e) {
      return station.say({ type: 'error', text: failureText(e) });
    }
    queryClient.setQueryData<typeof tasks.data>(keyOf('data', ...tasksKey), (d) => d && { ...d, list, total: list.length });
    const choice = chooseTask(list, code, sscc);
    if ('task' in choice) return take(choice.task, namesPallet(choice.task, code, sscc) ? choice.task.lpn : undefined);
    if (choice.problem === 'ambiguous') return station.say({ type: 'error', text: t('inbound.putaway.skuOnPallets', { code, count: choice.count }) });
    return station.say({ type: 'error', text: t('inbound.putaway.noPallet', { code }) });
  };

  const scanLocation = async (current: PutawayRow, code: string, sscc?: string, byHand?: { override: boolean }) => {
    const location = code.toUpperCase();
    // another open pallet's label: that pallet instead
    const other = byHand ? undefined : open.find((x) => x.id !== current.id && namesPallet(x, code, sscc));
    if (other) return take(other, other.lpn);
    const off = offSuggestion(current.suggested, location);
    if (off) station.say({ type: 'warning', text: t('inbound.putaway.notSuggested', { suggested: off, location, lpn: current.lpn }) });
    const proof = byHand ? { unscanned: ['location' as const], ...(byHand.override ? { override: true } : {}) } : {};
    const outcome = await station.submit('putaway', { source, docId: current.docId, taskId: current.id, location, ...(scannedLpn ? { lpn: scannedLpn } : {}), ...proof }, `${current.lpn} → ${location}`);
    if (outcome.status === 'refused') return station.say({ type: 'error', text: failureText(outcome.error) });
    setTask(undefined);
    setScannedLpn(undefined);
    setShelved((n) => n + 1);
    if (outcome.status === 'sent') {
      // the pallet leaves the open ones with the answer; the list is asked again after it is shown
      queryClient.setQueryData<typeof tasks.data>(keyOf('data', ...tasksKey), (d) => d && { ...d, list: d.list.filter((x) => x.id !== current.id), total: d.total - 1 });
      const { open: left } = outcome.result;
      const parts = [t('inbound.putaway.done', { lpn: current.lpn, location })];
      if (off) parts.push(t('inbound.putaway.doneOff', { suggested: off }));
      if (!left) parts.push(t(source === 'notice' ? 'inbound.putaway.noticeComplete' : 'inbound.putaway.returnComplete', { no: current.docNo }));
      station.say({ type: 'success', text: parts.join(' ') });
      afterAnswer(() => {
        tasks.refresh();
        onDone();
      });
    }
    return undefined;
  };

  const onScan = ({ code, gs1 }: ScanHit) => (task ? scanLocation(task, code, gs1?.sscc) : scanPallet(code, gs1?.sscc));
  const total = shelved + open.length + (task && !open.some((x) => x.id === task.id) ? 1 : 0);

  return (
    <ScanStation
      station={station}
      testId="putaway-station"
      title={t(source === 'notice' ? 'inbound.putaway.title' : 'inbound.putaway.titleReturn')}
      step={{ label: t(PROMPTS[step]), index: STEPS.indexOf(step) + 1, total: STEPS.length }}
      progress={{ done: shelved, total, testId: 'putaway-progress' }}
      header={
        task ? (
          <>
            <CurrentPallet task={task} />
            <ScanRuleNote rule={rule} />
          </>
        ) : next ? (
          <div className="wms-putaway-next" data-testid="putaway-next">
            {t('inbound.putaway.next', { lpn: next.lpn, sku: next.sku, qty: next.qty, from: next.from })}
          </div>
        ) : (
          tasks.data && <Alert type="success" showIcon message={t('inbound.putaway.allDone')} data-testid="putaway-all-done" />
        )
      }
      scan={{ prompt: t(PROMPTS[step]), onScan }}
      feedbackTestId="putaway-feedback"
      actions={
        task && (
          <>
            <Button
              className="wms-touch"
              block={compact}
              onClick={() => {
                setTask(undefined);
                station.clear();
              }}
              data-testid="putaway-other"
            >
              {t('inbound.putaway.otherPallet')}
            </Button>
            <Button className="wms-touch" block={compact} onClick={() => setManual(true)} data-testid="putaway-manual">
              {t('inbound.putaway.manual')}
            </Button>
            <ManualLocation
              open={manual}
              rule={rule}
              onCancel={() => setManual(false)}
              onSend={(location, override) => {
                setManual(false);
                void scanLocation(task, location, undefined, { override });
              }}
            />
          </>
        )
      }
    />
  );
}

/** Putaway of tallied notices' (menu 63) or booked returns' (menu 211) pallets: the open tasks and the station. */
export default function PutawayScreen({ source }: { source: PutawaySource }) {
  const { t, i18n } = useTranslation();
  const listRef = useRef<ActionType>();
  const [q, setQ] = useState('');
  // a task chosen from the list (n: each tap, the same task again too)
  const [chosen, setChosen] = useState<{ task?: PutawayRow; n: number }>({ n: 0 });
  const aside = (
    <ProTable<PutawayRow>
      headerTitle={t('inbound.putaway.openTasks')}
      rowKey="id"
      {...WORK_LIST_PROPS}
      actionRef={listRef}
      params={{ q }}
      toolBarRender={() => [
        <Input.Search
          key="q"
          allowClear
          placeholder={t('inbound.putaway.search')}
          aria-label={t('inbound.putaway.search')}
          onSearch={(v) => setQ(v.trim())}
          style={{ width: 200 }}
          data-testid="putaway-search"
        />,
      ]}
      request={async ({ current, pageSize, q: text }) => {
        const p = await inboundApi.putawayTasks(source, { q: text || undefined, current, pageSize });
        return { data: p.list, total: p.total, success: true };
      }}
      columns={[
        {
          title: t('inbound.putaway.lpn'),
          dataIndex: 'lpn',
          render: (_, x) => (
            <a className="wms-touch-link" onClick={() => setChosen((c) => ({ task: x, n: c.n + 1 }))} data-testid={`task-${x.lpn}`}>
              {x.lpn}
            </a>
          ),
        },
        { title: t('inbound.putaway.sku'), dataIndex: 'sku' },
        { title: t('inbound.putaway.product'), render: (_, x) => (i18n.language === 'zh' ? x.nameZh : x.nameEn), responsive: ['md'] },
        { title: t('inbound.putaway.qty'), dataIndex: 'qty' },
        { title: t('inbound.putaway.from'), dataIndex: 'from', responsive: ['md'] },
        { title: t('inbound.putaway.suggested'), dataIndex: 'suggested', render: (_, x) => x.suggested || <Tag color="warning">{t('inbound.putaway.noSuggestion')}</Tag> },
        { title: t('inbound.putaway.doc'), dataIndex: 'docNo' },
      ]}
    />
  );
  return (
    <PageContainer extra={<BackToTasks />}>
      <ScanScreen aside={aside}>
        <PutawayStation key={source} source={source} chosen={chosen} onDone={() => listRef.current?.reload()} />
      </ScanScreen>
    </PageContainer>
  );
}
