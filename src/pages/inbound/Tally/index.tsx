import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORK_LIST_PROPS } from '@/kits/list/layout';
import { ScanChooser, ScanScreen } from '@/kits/scan';
import { inboundApi, type NoticeRow } from '@/services/inbound';
import { formatDate } from '@/utils/date';
import { noticeOfScan } from '../shared/scanWork';
import TallyStation from './TallyStation';

/** Before a notice is open: scan its number or its container's. */
function ChooseNotice({ onChosen }: { onChosen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <ScanChooser
      screen="inbound-tally-choose"
      testId="tally-choose"
      title={t('inbound.tally.title')}
      prompt={t('inbound.tally.chooseNotice')}
      find={async (code) => noticeOfScan((await inboundApi.notices({ status: 'received', no: code, pageSize: 20 })).list, code)?.id}
      notFound={(code) => t('inbound.tally.noNotice', { code })}
      onChosen={onChosen}
    />
  );
}

/** Tally by scan (menu 107): the received notices; a notice chosen from the list or by scanning its number is tallied in the station. */
export default function Tally() {
  const { t } = useTranslation();
  const listRef = useRef<ActionType>();
  const [noticeId, setNoticeId] = useState<string>();
  const aside = (
    <ProTable<NoticeRow>
      headerTitle={t('inbound.tally.received')}
      rowKey="id"
      {...WORK_LIST_PROPS}
      actionRef={listRef}
      request={async ({ current, pageSize }) => {
        const p = await inboundApi.notices({ status: 'received', current, pageSize, sortField: 'updatedAt', sortOrder: 'ascend' });
        return { data: p.list, total: p.total, success: true };
      }}
      columns={[
        {
          title: t('inbound.tally.notice'),
          dataIndex: 'no',
          render: (_, n) => (
            <a className="wms-touch-link" onClick={() => setNoticeId(n.id)} data-testid={`notice-${n.no}`}>
              {n.no}
            </a>
          ),
        },
        { title: t('inbound.tally.container'), dataIndex: 'containerNo' },
        { title: t('inbound.tally.supplier'), dataIndex: 'supplier', responsive: ['md'] },
        { title: t('inbound.tally.dock'), dataIndex: 'dock' },
        { title: t('inbound.tally.countedOf'), render: (_, n) => `${n.goodQty + n.damagedQty}/${n.expectedQty}` },
        { title: t('inbound.tally.eta'), dataIndex: 'eta', render: (_, n) => formatDate(n.eta), responsive: ['md'] },
      ]}
    />
  );
  return (
    <PageContainer>
      <ScanScreen aside={aside}>{noticeId ? <TallyStation key={noticeId} id={noticeId} onChanged={() => listRef.current?.reload()} /> : <ChooseNotice onChosen={setNoticeId} />}</ScanScreen>
    </PageContainer>
  );
}
