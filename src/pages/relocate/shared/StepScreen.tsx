import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { Alert, Button, Grid, Tag } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelocationAction, RelocationRow, RelocationStatus } from '@/domain/relocate';
import { WORK_LIST_PROPS } from '@/kits/list/layout';
import { ScanFields, ScanScreen, ScanStation, useScanStation, type ScanHit } from '@/kits/scan';
import { useData } from '@/query';
import { relocateApi } from '@/services/relocate';
import { failureText } from '@/utils/request';
import { useProductName } from './parts';
import { statusLabel } from './labels';
import '@/pages/inbound/shared/putaway.less';

interface StepWrite {
  id: string;
  action: RelocationAction;
  location?: string;
}

/** The relocation a scan names among `open`: by its number, else by its SKU or pallet when only one carries it. */
export function relocationOf(open: RelocationRow[], code: string): { hit?: RelocationRow; count: number } {
  const c = code.trim().toUpperCase();
  const byNo = open.find((r) => r.no === c || r.id === c);
  if (byNo) return { hit: byNo, count: 1 };
  const by = open.filter((r) => r.sku === c || r.lpn === c);
  return { hit: by.length === 1 ? by[0] : undefined, count: by.length };
}

/** The relocation being worked on, large: what, how many, from where, to where. */
export function CurrentRelocation({ r, extra }: { r: RelocationRow; extra?: ReactNode }) {
  const { t } = useTranslation();
  const name = useProductName();
  return (
    <div className="wms-putaway-current" data-testid="relocation-current">
      <div className="wms-putaway-target">
        <span>{t('relocate.to')}</span>
        <b data-testid="relocation-target">{r.to}</b>
      </div>
      <ScanFields
        testId="relocation-fields"
        fields={[
          { label: t('relocate.no'), value: r.no, testId: 'relocation-no' },
          { label: t('relocate.sku'), value: r.sku },
          { label: t('relocate.qty'), value: r.qty },
          { label: t('relocate.from'), value: r.from },
          ...(r.lpn ? [{ label: t('relocate.lpn'), value: r.lpn }] : []),
        ]}
      />
      <div className="wms-putaway-product">{name(r)}</div>
      {r.replenish && <ReplenishTag r={r} />}
      {extra}
    </div>
  );
}

/** A replenishment's mark: to which pick face, and why (below min, or short of its allocations). */
export function ReplenishTag({ r }: { r: Pick<RelocationRow, 'no' | 'replenish'> }) {
  const { t } = useTranslation();
  if (!r.replenish) return null;
  return (
    <Tag color={r.replenish === 'shortfall' ? 'red' : 'blue'} data-testid={`replenish-${r.no}`}>
      {t(r.replenish === 'shortfall' ? 'relocate.replenish.shortfall' : 'relocate.replenish.min')}
    </Tag>
  );
}

/** A list of relocations in one state beside a station: a tap chooses one. */
export function RelocationAside({ status, title, listRef, onChoose }: { status: RelocationStatus; title: string; listRef: React.MutableRefObject<ActionType | undefined>; onChoose: (r: RelocationRow) => void }) {
  const { t } = useTranslation();
  const name = useProductName();
  return (
    <ProTable<RelocationRow>
      headerTitle={title}
      rowKey="id"
      {...WORK_LIST_PROPS}
      actionRef={listRef}
      request={async ({ current, pageSize }) => {
        const p = await relocateApi.list({ status, current, pageSize });
        return { data: p.list, total: p.total, success: true };
      }}
      columns={[
        {
          title: t('relocate.no'),
          dataIndex: 'no',
          render: (_, r) => (
            <>
              <a className="wms-touch-link" onClick={() => onChoose(r)} data-testid={`open-${r.no}`}>
                {r.no}
              </a>
              {r.replenish && (
                <div>
                  <ReplenishTag r={r} />
                </div>
              )}
            </>
          ),
        },
        { title: t('relocate.sku'), dataIndex: 'sku' },
        { title: t('relocate.product'), render: (_, r) => name(r), responsive: ['md'] },
        { title: t('relocate.qty'), dataIndex: 'qty' },
        { title: t('relocate.from'), dataIndex: 'from', responsive: ['md'] },
        { title: t('relocate.to'), dataIndex: 'to' },
      ]}
    />
  );
}

/** The relocation named by the page's address (`?relocation=<id>`, from the task list), if it is in `status`. */
export function useAddressedRelocation(status: RelocationStatus, choose: (r: RelocationRow) => void, say: (text: string) => void) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('relocation');
  useEffect(() => {
    if (!id) return;
    relocateApi.get(id).then(
      (r) => (r.status === status ? choose(r) : say(t('relocate.scan.notInState', { no: r.no, status: statusLabel(r.status, t) }))),
      (e) => say(failureText(e)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}

const PROMPTS = {
  relocation: 'relocate.scan.promptRelocation',
  location: 'relocate.scan.promptTarget',
} as const;

/**
 * A relocation's target side (435, 437): receive units in transit (scan the relocation or its
 * SKU / pallet), or put them away (the planned location shown large; another is allowed and recorded).
 */
export default function StepScreen({ action }: { action: 'receive' | 'putaway' }) {
  const { t } = useTranslation();
  const compact = !Grid.useBreakpoint().md;
  const status: RelocationStatus = action === 'receive' ? 'inTransit' : 'received';
  const listRef = useRef<ActionType>();
  const open = useData(['relocate-open', status, 500], () => relocateApi.list({ status, pageSize: 500 }));
  const [current, setCurrent] = useState<RelocationRow>();
  const [doneCount, setDone] = useState(0);
  const reload = () => {
    open.refresh();
    listRef.current?.reload();
  };
  const station = useScanStation({
    screen: `relocate-${action}`,
    writes: { step: (p: StepWrite, key: string) => relocateApi.transition(p.id, p.action, p.location ? { location: p.location } : {}, key) },
    onDelivered: () => reload(),
  });
  const choose = (r: RelocationRow) => {
    setCurrent(r);
    station.say({ type: 'info', text: t(action === 'receive' ? 'relocate.scan.chosenReceive' : 'relocate.scan.chosenPutaway', { no: r.no, sku: r.sku, qty: r.qty, location: r.to }) });
  };
  useAddressedRelocation(status, choose, (text) => station.say({ type: 'warning', text }));

  const send = async (r: RelocationRow, location?: string) => {
    const label = location ? `${r.no} → ${location}` : r.no;
    const outcome = await station.submit('step', { id: r.id, action, ...(location ? { location } : {}) }, label);
    if (outcome.status === 'refused') return station.say({ type: 'error', text: failureText(outcome.error) });
    setCurrent(undefined);
    setDone((n) => n + 1);
    if (outcome.status === 'sent') {
      const parts = [t(action === 'receive' ? 'relocate.scan.received' : 'relocate.scan.putAway', { no: r.no, sku: r.sku, qty: r.qty, location: location ?? '' })];
      if (location && location !== r.to) parts.push(t('relocate.scan.offPlan', { planned: r.to }));
      station.say({ type: 'success', text: parts.join(' ') });
      reload();
    }
    return undefined;
  };

  const scanRelocation = async (code: string) => {
    let list: RelocationRow[];
    try {
      list = (await relocateApi.list({ status, pageSize: 500 })).list;
    } catch (e) {
      return station.say({ type: 'error', text: failureText(e) });
    }
    const { hit, count } = relocationOf(list, code);
    if (!hit) return station.say({ type: 'error', text: t(count > 1 ? 'relocate.scan.ambiguous' : 'relocate.scan.noRelocation', { code, count }) });
    if (action === 'receive') return send(hit);
    return choose(hit);
  };

  const scanLocation = async (r: RelocationRow, code: string) => {
    const location = code.trim().toUpperCase();
    // another relocation's number: that one instead
    const other = relocationOf(open.data?.list ?? [], location);
    if (other.hit && other.hit.no === location) return choose(other.hit);
    if (location !== r.to) station.say({ type: 'warning', text: t('relocate.scan.notPlanned', { planned: r.to, location }) });
    return send(r, location);
  };

  const onScan = ({ code }: ScanHit) => (action === 'putaway' && current ? scanLocation(current, code) : scanRelocation(code));
  const step: keyof typeof PROMPTS = action === 'putaway' && current ? 'location' : 'relocation';
  const left = open.data?.total ?? 0;
  const title = t(action === 'receive' ? 'relocate.in.title' : 'relocate.putaway.title');

  const aside = <RelocationAside status={status} title={t(action === 'receive' ? 'relocate.in.open' : 'relocate.putaway.open')} listRef={listRef} onChoose={choose} />;
  return (
    <PageContainer>
      <ScanScreen aside={aside}>
        <ScanStation
          station={station}
          testId={`relocate-${action}-station`}
          title={title}
          step={{ label: t(PROMPTS[step]), index: step === 'location' ? 2 : 1, total: action === 'putaway' ? 2 : 1 }}
          progress={{ done: doneCount, total: doneCount + left, testId: 'relocate-progress' }}
          header={
            current ? (
              <CurrentRelocation r={current} />
            ) : (
              open.data && !left && <Alert type="success" showIcon message={t('relocate.scan.allDone')} data-testid="relocate-all-done" />
            )
          }
          scan={{ prompt: t(PROMPTS[step]), onScan }}
          feedbackTestId="relocate-feedback"
          actions={
            current && (
              <>
                {action === 'receive' && (
                  <Button type="primary" className="wms-touch" block={compact} onClick={() => send(current)} data-testid="relocate-receive">
                    {t('relocate.action.receive')}
                  </Button>
                )}
                <Button
                  className="wms-touch"
                  block={compact}
                  onClick={() => {
                    setCurrent(undefined);
                    station.clear();
                  }}
                  data-testid="relocate-other"
                >
                  {t('relocate.scan.other')}
                </Button>
              </>
            )
          }
        />
      </ScanScreen>
    </PageContainer>
  );
}
