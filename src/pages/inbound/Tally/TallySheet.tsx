import { useTranslation } from 'react-i18next';
import PrintSheet, { PrintMeta } from '@/components/Print/PrintSheet';
import type { DictionaryName, NoticeDetail } from '@/services/inbound';
import { formatDate, formatDateTime } from '@/utils/date';
import { STATUS_KEYS } from '../shared/labels';
import { entryName } from '../shared/words';
import { goodDiff } from '../shared/scanWork';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The A4 tally sheet of a notice: its facts, each line expected / good / damaged / difference / reason, and the signatures. */
export default function TallySheet({ notice, lines, reasons }: { notice: NoticeDetail; lines: NoticeDetail['lines']; reasons?: DictionaryName[] }) {
  const { t, i18n } = useTranslation();
  const name = (l: NoticeDetail['lines'][number]) => (i18n.language === 'zh' ? l.nameZh : l.nameEn);
  return (
    <PrintSheet size="a4" testId="tally-sheet">
      <h2>{t('inbound.tally.sheetTitle', { no: notice.no })}</h2>
      <PrintMeta
        items={[
          [t('inbound.tally.container'), notice.containerNo],
          [t('inbound.tally.supplier'), notice.supplier],
          [t('inbound.tally.dock'), notice.dock],
          [t('inbound.tally.eta'), formatDate(notice.eta)],
          [t('inbound.tally.state'), t(STATUS_KEYS[notice.status])],
          [t('inbound.tally.variance'), notice.variancePct !== undefined ? `${notice.variancePct}%` : ''],
          [t('inbound.tally.printedAt'), formatDateTime(new Date())],
        ]}
      />
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('inbound.tally.sku')}</th>
            <th>{t('inbound.tally.product')}</th>
            <th>{t('inbound.tally.lotExpiry')}</th>
            <th>{t('inbound.tally.expected')}</th>
            <th>{t('inbound.tally.good')}</th>
            <th>{t('inbound.tally.damaged')}</th>
            <th>{t('inbound.tally.diff')}</th>
            <th>{t('inbound.tally.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${l.sku}|${l.lot ?? ''}`}>
              <td>{i + 1}</td>
              <td>{l.sku}</td>
              <td>{name(l)}</td>
              <td>{[l.lot, l.expiry && formatDate(l.expiry)].filter(Boolean).join(' / ')}</td>
              <td>{l.expected}</td>
              <td>{l.good}</td>
              <td>{l.damaged}</td>
              <td>{signed(goodDiff(l))}</td>
              <td>{entryName(reasons, l.reason, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="wms-print-signatures">
        <div>{t('inbound.tally.signClerk')}</div>
        <div>{t('inbound.tally.signDriver')}</div>
        <div>{t('inbound.tally.signSupervisor')}</div>
      </div>
    </PrintSheet>
  );
}
