import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORK_LIST_PROPS } from '@/kits/list/layout';
import { ScanChooser, ScanScreen } from '@/kits/scan';
import { countApi, type CounterTask } from '@/services/count';
import { TaskStatusTag } from '../shared/countParts';
import CountStation from './CountStation';

/** The open task of a scanned location, if one is under count. */
async function taskAt(location: string): Promise<CounterTask | undefined> {
  const page = await countApi.work({ location: location.trim().toUpperCase(), pageSize: 1 });
  return page.list[0];
}

/** Before a location is chosen: scan it. */
function ChooseLocation({ onChosen }: { onChosen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <ScanChooser
      screen="inventory-count-choose"
      testId="count-choose"
      title={t('inventory.count.stationTitle')}
      prompt={t('inventory.count.chooseLocation')}
      find={async (code) => (await taskAt(code))?.id}
      notFound={(code) => t('inventory.count.noTask', { location: code.toUpperCase() })}
      onChosen={onChosen}
      feedbackTestId="count-feedback"
    />
  );
}

/**
 * The location-driven count (menu 173), on a handheld: scan a location under count (or open its
 * task from the list, or from the task list with `?task=…`), then count what is on it by scan.
 */
export default function Count() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const listRef = useRef<ActionType>();
  // a task opened from the task list or the SKU count: its location is still to be scanned
  const [chosen, setChosen] = useState<{ id: string; located: boolean } | undefined>(() => (params.get('task') ? { id: params.get('task')!, located: false } : undefined));

  const next = async (location: string) => {
    const task = await taskAt(location).catch(() => undefined);
    listRef.current?.reload();
    if (!task) return false;
    setChosen({ id: task.id, located: true });
    return true;
  };

  const aside = (
    <ProTable<CounterTask>
      headerTitle={t('inventory.count.openTasks')}
      rowKey="id"
      {...WORK_LIST_PROPS}
      actionRef={listRef}
      request={async ({ current, pageSize }) => {
        const p = await countApi.work({ current, pageSize });
        return { data: p.list, total: p.total, success: true };
      }}
      columns={[
        {
          title: t('inventory.location'),
          dataIndex: 'location',
          render: (_, x) => (
            <a className="wms-touch-link" onClick={() => setChosen({ id: x.id, located: false })} data-testid={`count-task-${x.location}`}>
              {x.location}
            </a>
          ),
        },
        { title: t('inventory.count.plan'), dataIndex: 'planNo' },
        { title: t('inventory.count.status'), dataIndex: 'status', render: (_, x) => <TaskStatusTag status={x.status} /> },
      ]}
    />
  );
  return (
    <PageContainer>
      <ScanScreen aside={aside}>
        {chosen ? (
          <CountStation key={`${chosen.id}|${chosen.located}`} id={chosen.id} located={chosen.located} onNext={next} onChanged={() => listRef.current?.reload()} />
        ) : (
          <ChooseLocation onChosen={(id) => setChosen({ id, located: true })} />
        )}
      </ScanScreen>
    </PageContainer>
  );
}
