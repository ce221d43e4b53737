import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trailerMachine, TRAILER_EDITABLE } from '@/domain/inbound/machine';
import { createdAtColumn } from '@/kits/list/columns';
import ListScreen, { type ListApi, type StatesSpec } from '@/kits/list/ListScreen';
import { NOWRAP } from '@/kits/list/layout';
import type { RecordView } from '@/kits/list/RecordDrawer';
import { carrierLabel } from '@/pages/outbound/shared/carriers';
import { inboundApi, type InboundMeta, type ListQuery as InboundQuery, type TrailerAction, type TrailerRow, type TrailerStatus } from '@/services/inbound';
import { useInboundMeta } from '../shared/useInboundMeta';
import { formatDate, formatDateTime } from '@/utils/date';
import CancelDialog from '../shared/CancelDialog';
import { actionLink, numberColumn } from '../shared/parts';
import StateTag from '../shared/StateTag';
import { trailerActionLabel, trailerStatusLabel } from '../shared/words';
import DockDialog from './DockDialog';
import TrailerForm from './TrailerForm';

const TrailerTag = ({ status }: { status: TrailerStatus }) => {
  const { t } = useTranslation();
  return <StateTag status={status} label={trailerStatusLabel(status, t)} />;
};

/** The confirmation of a row action that needs nothing more than a yes. */
const CONFIRM_KEYS: Partial<Record<TrailerAction, string>> = { unload: 'inbound.trailer.unloadQ', finish: 'inbound.trailer.finishQ' };

/** A carrier's code and name in the page's language (the code alone when the dictionary has none). */
const carrierText = (meta: InboundMeta | undefined, code: string, lang: string) => {
  const c = meta?.carriers.find((x) => x.code === code);
  return c ? carrierLabel(c, lang) : code;
};

async function trailerView(row: TrailerRow, meta: InboundMeta | undefined, t: TFunction, lang: string): Promise<RecordView> {
  const d = await inboundApi.trailer(row.id);
  return {
    fields: [
      [t('inbound.trailer.status'), <TrailerTag key="s" status={d.status} />],
      [t('inbound.trailer.plate'), d.trailerNo],
      [t('inbound.trailer.carrier'), carrierText(meta, d.carrier, lang)],
      [t('inbound.trailer.eta'), formatDate(d.eta)],
      [t('inbound.trailer.expectedParcels'), d.expectedParcels],
      [t('inbound.trailer.dock'), d.dock || '—'],
      [t('inbound.trailer.returns'), <span key="r" data-testid="trailer-returns">{d.returns}</span>],
      [t('inbound.trailer.createdAt'), formatDateTime(d.createdAt)],
      !!d.note && [t('inbound.trailer.note'), d.note],
    ],
    history: d.history
      .map((h, i) => ({ key: String(i), action: trailerActionLabel(h.action, t), state: <TrailerTag status={h.to} />, operator: h.operator, at: h.at, note: h.note }))
      .reverse(),
  };
}

/**
 * Trailers bringing returns (318): state tabs with counts, filters (number / plate, carrier, dock),
 * create and edit (while expected), arrival at a free inbound dock, unloading, finish (the dock is
 * free again), cancel with a reason; the drawer has the history and the returns that came on it.
 */
export default function Trailer() {
  const { t, i18n } = useTranslation();
  const list = useRef<ListApi<TrailerRow>>();
  const [editing, setEditing] = useState<TrailerRow | 'new'>();
  const [arriving, setArriving] = useState<TrailerRow>();
  const [cancelling, setCancelling] = useState<TrailerRow>();
  const { data: meta } = useInboundMeta();
  const reload = () => list.current?.reload();

  const states: StatesSpec<TrailerRow, TrailerStatus, TrailerAction> = {
    machine: trailerMachine,
    status: (r) => r.status,
    stateLabel: (s) => trailerStatusLabel(s, t),
    actionLabel: (a) => trailerActionLabel(a, t),
  };

  const columns = (api: ListApi<TrailerRow>): ProColumns<TrailerRow>[] => [
    numberColumn(api, t('inbound.trailer.no'), t('inbound.trailer.noPlaceholder'), (r) => `trailer-${r.no}`),
    { title: t('inbound.trailer.plate'), dataIndex: 'trailerNo', sorter: true, hideInSearch: true },
    { title: t('inbound.trailer.status'), dataIndex: 'status', sorter: true, hideInSearch: true, render: (_, r) => <TrailerTag status={r.status} /> },
    {
      title: t('inbound.trailer.carrier'),
      dataIndex: 'carrier',
      valueType: 'select',
      valueEnum: new Map((meta?.carriers ?? []).map((c) => [c.code, { text: carrierLabel(c, i18n.language) }])),
      className: NOWRAP,
      render: (_, r) => carrierText(meta, r.carrier, i18n.language),
    },
    { title: t('inbound.trailer.eta'), dataIndex: 'eta', sorter: true, hideInSearch: true, className: NOWRAP, render: (_, r) => formatDate(r.eta) },
    { title: t('inbound.trailer.expectedParcels'), dataIndex: 'expectedParcels', sorter: true, hideInSearch: true },
    {
      title: t('inbound.trailer.dock'),
      dataIndex: 'dock',
      valueType: 'select',
      valueEnum: new Map((meta?.docks ?? []).map((d) => [d.code, { text: `${d.code} · ${d.name}` }])),
      render: (_, r) => <span data-testid={`trailer-dock-${r.no}`}>{r.dock || '—'}</span>,
    },
    { title: t('inbound.trailer.returns'), dataIndex: 'returns', hideInSearch: true },
    createdAtColumn<TrailerRow>(t('inbound.trailer.createdAt')),
  ];

  return (
    <PageContainer>
      <ListScreen<TrailerRow, TrailerStatus, TrailerAction>
        name="trailer"
        listRef={list}
        columnsKey="inbound-trailers"
        columns={columns}
        fetch={(q) => inboundApi.trailers(q as InboundQuery)}
        states={states}
        rowActions={{
          actions: ['unload', 'finish'],
          confirm: (action, r) => t(CONFIRM_KEYS[action]!, { no: r.no, plate: r.trailerNo, dock: r.dock }),
          run: (r, action) => inboundApi.trailerAction(r.id, action),
          doneText: (action, r) => t('inbound.trailer.done', { no: r.no, action: trailerActionLabel(action, t) }),
          testId: (action, r) => `trailer-${action}-${r.no}`,
        }}
        rowLinks={(r) => [
          actionLink(TRAILER_EDITABLE.includes(r.status), 'edit', t('inbound.action.edit'), () => setEditing(r), `trailer-edit-${r.no}`),
          actionLink(trailerMachine.can('arrive', r.status), 'arrive', t('inbound.action.arrive'), () => setArriving(r), `trailer-arrive-${r.no}`),
          actionLink(trailerMachine.can('cancel', r.status), 'cancel', t('inbound.action.cancel'), () => setCancelling(r), `trailer-cancel-${r.no}`, true),
        ]}
        drawer={{ testId: 'trailer-drawer', title: (r) => t('inbound.trailer.title', { no: r.no }), view: (r) => trailerView(r, meta, t, i18n.language) }}
        create={{ label: t('inbound.trailer.new'), onClick: () => setEditing('new') }}
      />
      {editing && (
        <TrailerForm
          trailer={editing === 'new' ? undefined : editing}
          meta={meta}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
      {arriving && (
        <DockDialog
          trailer={arriving}
          onClose={() => setArriving(undefined)}
          onSaved={() => {
            setArriving(undefined);
            reload();
          }}
        />
      )}
      <CancelDialog
        row={cancelling}
        title={(r) => t('inbound.trailer.cancelQ', { no: r.no, plate: r.trailerNo })}
        cancel={(r, reason) => inboundApi.trailerAction(r.id, 'cancel', { reason })}
        doneText={(r) => t('inbound.trailer.cancelled', { no: r.no })}
        onClose={() => setCancelling(undefined)}
        onDone={() => {
          setCancelling(undefined);
          reload();
        }}
      />
    </PageContainer>
  );
}
