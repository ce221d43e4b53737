import { PageContainer } from '@ant-design/pro-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnMachine } from '@/domain/inbound/machine';
import { REASON_MAX } from '@/domain/inbound/schema';
import { eachRow } from '@/kits/list/enabledMachine';
import type { ListApi } from '@/kits/list/ListScreen';
import { inboundApi, type ReturnRow, type ReturnStatus } from '@/services/inbound';
import { failureText } from '@/utils/request';
import ReturnList from '../shared/ReturnList';
import CancelDialog from '../shared/CancelDialog';
import { actionLink } from '../shared/parts';
import GradeDialog from './GradeDialog';

/** The tab the page opens on: the returns it works on. */
const FIRST_TAB = 'created' satisfies ReturnStatus;

/**
 * Final processing of returns (223): every return by state; a preprocessed (or graded) return is
 * graded unit by unit (restock / damaged / destroy) or cancelled with a reason.
 */
export default function ReturnGrade() {
  const { t } = useTranslation();
  const list = useRef<ListApi<ReturnRow>>();
  const [grading, setGrading] = useState<ReturnRow>();
  const [cancelling, setCancelling] = useState<ReturnRow>();

  return (
    <PageContainer>
      <ReturnList
        listRef={list}
        columnsKey="inbound-return-grade"
        initialTab={FIRST_TAB}
        rowLinks={(r) => [
          actionLink(returnMachine.can('grade', r.status), 'grade', t('inbound.return.action.grade'), () => setGrading(r), `return-grade-${r.no}`),
          actionLink(returnMachine.can('cancel', r.status), 'cancel', t('inbound.action.cancel'), () => setCancelling(r), `return-cancel-${r.no}`, true),
        ]}
        bulk={[
          {
            action: 'cancel',
            danger: true,
            reason: { title: (count) => t('inbound.return.cancelMany', { count }), maxLength: REASON_MAX },
            run: (rows, reason) => eachRow(rows, (r) => r.no, (r) => inboundApi.cancelReturn(r.id, reason ?? ''), failureText),
          },
        ]}
      />
      {grading && (
        <GradeDialog
          row={grading}
          onClose={() => setGrading(undefined)}
          onSaved={() => {
            setGrading(undefined);
            list.current?.reload();
          }}
        />
      )}
      <CancelDialog
        row={cancelling}
        title={(r) => t('inbound.return.cancelQ', { no: r.no })}
        cancel={(r, reason) => inboundApi.cancelReturn(r.id, reason)}
        doneText={(r) => t('inbound.return.cancelled', { no: r.no })}
        onClose={() => setCancelling(undefined)}
        onDone={() => {
          setCancelling(undefined);
          list.current?.reload();
        }}
      />
    </PageContainer>
  );
}
