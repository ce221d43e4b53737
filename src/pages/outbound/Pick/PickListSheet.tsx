import { useTranslation } from 'react-i18next';
import PrintSheet, { PrintMeta } from '@/components/Print/PrintSheet';
import type { PickTask, WaveDetail } from '@/services/outbound';
import { fmtDateTime, productName } from '../shared/format';
import { statusLabel } from '../shared/labels';

/** A wave's A4 pick list: its facts, each task in pick sequence (location, SKU, product, order, qty, a box to tick), the picker's signature. */
export default function PickListSheet({ wave, tasks, done }: { wave: Pick<WaveDetail, 'no' | 'createdAt' | 'status'>; tasks: PickTask[]; done: number }) {
  const { t, i18n } = useTranslation();
  return (
    <PrintSheet size="a4" testId="picklist-sheet">
      <h2>
        {t('outbound.pick.listTitle')} {wave.no}
      </h2>
      <PrintMeta
        items={[
          [t('outbound.order.createdAt'), fmtDateTime(wave.createdAt)],
          [t('outbound.order.status'), statusLabel(wave.status, t)],
          [t('outbound.pick.progress'), `${done}/${tasks.length}`],
        ]}
      />
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('outbound.location')}</th>
            <th>{t('outbound.sku')}</th>
            <th>{t('outbound.product')}</th>
            <th>{t('outbound.order.no')}</th>
            <th>{t('outbound.qty')}</th>
            <th>{t('outbound.picked')}</th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((x, i) => (
            <tr key={x.id}>
              <td>{i + 1}</td>
              <td>{x.location}</td>
              <td>{x.sku}</td>
              <td>{productName(x, i18n.language)}</td>
              <td>{x.orderNo}</td>
              <td>{x.qty}</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
      <div className="wms-print-signatures">
        <div>{t('outbound.pick.signPicker')}</div>
        <div>{t('outbound.print.printedAt')}</div>
      </div>
    </PrintSheet>
  );
}
