import { PageContainer } from '@ant-design/pro-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { eachRow } from '@/kits/list/enabledMachine';
import { inboundApi, type ReturnDetail, type ReturnRow, type ReturnStatus } from '@/services/inbound';
import { failureText } from '@/utils/request';
import ReturnList from '../shared/ReturnList';
import { bookPlan } from '../shared/returnLogic';

/** The tab the page opens on: the returns it works on. */
const FIRST_TAB = 'graded' satisfies ReturnStatus;

/** The confirmation of a booking: what each grade's units will become. */
export function bookConfirmText(r: ReturnRow, t: TFunction): string {
  const plan = bookPlan(r);
  const parts = [
    plan.restock > 0 && t('inbound.book.restock', { count: plan.restock }),
    plan.damaged > 0 && t('inbound.book.damaged', { count: plan.damaged }),
    plan.destroy > 0 && t('inbound.book.destroy', { count: plan.destroy }),
    plan.shelvedAtOnce && t('inbound.book.shelvedAtOnce'),
  ].filter(Boolean);
  return t('inbound.book.question', { no: r.no, parts: parts.join(t('inbound.book.separator')) });
}

/** What a booking made: the pallet(s) waiting for putaway, the destroy order. */
export function bookedNote(r: ReturnDetail, t: TFunction): string {
  return [
    r.lpns.length > 0 && t('inbound.book.onPallet', { lpn: r.lpns.join(', ') }),
    !!r.destroyNo && t('inbound.return.destroyOrder', { no: r.destroyNo }),
    r.status === 'shelved' && t('inbound.book.shelved'),
  ]
    .filter(Boolean)
    .join(t('inbound.book.separator'));
}

/**
 * Booking graded returns into stock (472), one by one or in bulk: restocked units onto a returns-area
 * pallet, damaged and destroy-graded ones into the damaged area (the latter under a new destroy order).
 * Each booking shows its pallet and destroy order so the operator can follow them up.
 */
export default function ReturnBook() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <ReturnList
        columnsKey="inbound-return-book"
        initialTab={FIRST_TAB}
        rowActions={{
          actions: ['book'],
          confirm: (_, r) => bookConfirmText(r, t),
          run: (r) => inboundApi.book(r.id),
          doneText: (_, r, result) => t('inbound.book.done', { no: r.no, result: bookedNote(result as ReturnDetail, t) }),
          testId: (_, r) => `return-book-${r.no}`,
        }}
        bulk={[
          {
            action: 'book',
            run: (rows) => eachRow(rows, (r) => r.no, (r) => inboundApi.book(r.id), failureText, (result) => bookedNote(result, t)),
          },
        ]}
      />
    </PageContainer>
  );
}
