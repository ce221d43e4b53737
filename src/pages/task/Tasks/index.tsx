import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { history, useAccess, useSearchParams } from '@umijs/max';
import { useMemoizedFn } from 'ahooks';
import { App, Button, Form, Input, Select, Space, Tag, Typography, type SelectProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_KINDS, TASK_PRIORITIES, TASK_STATES, TASK_SUPERVISOR_ID, taskMachine, type TaskAction } from '@/domain/task';
import ListScreen, { type DrawerSpec, type ListApi, type RowActionsSpec, type StatesSpec } from '@/kits/list/ListScreen';
import { NOWRAP } from '@/kits/list/layout';
import { useReference } from '@/query';
import { relocateApi } from '@/services/relocate';
import { taskApi, taskUsers, type Task, type TaskPriority } from '@/services/task';
import { formatDateTime } from '@/utils/date';
import { failureText } from '@/utils/request';
import { openFromTasks } from '../shared/BackToTasks';
import { ACTION_KEYS, ageOf, KIND_KEYS, PRIORITY_COLORS, PRIORITY_KEYS, STATE_COLORS, STATE_KEYS } from '../shared/labels';
import AssignDialog from './AssignDialog';
import { RowLink } from '@/kits/list/RowLink';

/** Row actions offered on the list (assigning needs a person: its own dialog). */
const ROW_ACTIONS: readonly TaskAction[] = ['claim', 'release'];
const FILTER_KEYS = { docNo: 'task.docNo', sku: 'task.sku', location: 'task.location' } as const;
const isOpen = (x: Task) => x.state === 'pending' || x.state === 'inProgress';
const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined => (values as readonly string[]).includes(v ?? '') ? (v as T) : undefined;
/** The filter bar's values as the list query (several kinds and priorities, comma-separated). */
const toTaskQuery = (v: Record<string, any>) => ({ ...v, kind: v.kind?.length ? v.kind.join(',') : undefined, priority: v.priority?.length ? v.priority.join(',') : undefined });
/** The people tasks can be assigned to: one request for the filter and the assign dialog. */
const useTaskUsers = () => useReference(taskUsers);

/** The assignee filter: me, nobody, or a person; the people's answer renders this select alone, not the list. */
function AssigneeSelect(props: SelectProps) {
  const { t } = useTranslation();
  const { data: users } = useTaskUsers();
  const options = [{ value: 'me', label: t('task.assignee.me') }, { value: 'none', label: t('task.assignee.none') }, ...(users ?? []).map((u) => ({ value: u.id, label: u.name }))];
  return <Select allowClear options={options} {...props} />;
}

/**
 * The one task list (menu 178) for every area's operator work, so operators have a single queue: own
 * tasks first, then by priority and age. Claim and release one's own; a supervisor assigns and sets
 * priorities. "Open" goes to the task's scan screen, which comes back here.
 */
export default function Tasks() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useRef<ListApi<Task>>();
  // the supervisor's right in this warehouse (the server checks it again on every write)
  const supervisor = useAccess().holds(TASK_SUPERVISOR_ID);
  const [assigning, setAssigning] = useState<Task[]>();
  const users = useTaskUsers().data ?? [];
  // a link (the home dashboard's figures) opens the list on a state and a priority
  const [params] = useSearchParams();
  const initialTab = oneOf(TASK_STATES, params.get('status'));
  const priority = oneOf(TASK_PRIORITIES, params.get('priority'));

  const states: StatesSpec<Task, Task['state'], TaskAction> = {
    machine: taskMachine,
    initialTab,
    status: (x) => x.state,
    stateLabel: (s) => t(STATE_KEYS[s]),
    actionLabel: (a) => t(ACTION_KEYS[a]),
  };

  const setPriority = useMemoizedFn(async (x: Task, priority: TaskPriority) => {
    try {
      await taskApi.priority([x.id], priority);
      message.success(t('task.priority.done', { doc: x.docNo, priority: t(PRIORITY_KEYS[priority]) }));
      list.current?.reload();
    } catch (e) {
      message.error(failureText(e));
    }
  });

  // The actions cells compare what these show (kits/list/cellUpdates.ts): the page's late answers
  // (its users) do not render every row's actions again.
  const rowActions: RowActionsSpec<Task, TaskAction> = {
    actions: ROW_ACTIONS,
    confirm: (action, x) => t(action === 'claim' ? 'task.confirm.claim' : 'task.confirm.release', { doc: x.docNo, kind: t(KIND_KEYS[x.kind]) }),
    run: (x, action) => (action === 'claim' ? taskApi.claim([x.id]) : taskApi.release([x.id])),
    doneText: (action, x) => t(action === 'claim' ? 'task.claimed' : 'task.released', { doc: x.docNo }),
    // claim: not a task someone else holds; release: one's own, or anybody's for a supervisor
    disabled: (action, x) => (action === 'claim' ? !!x.assigneeId : !x.assigneeId || (!x.mine && !supervisor)),
    danger: (action) => action === 'release',
    testId: (action, x) => `task-${action}-${x.id}`,
  };
  const rowLinks = (x: Task) => (
    <>
      <RowLink onClick={() => history.push(openFromTasks(x.link))} data-testid={`task-open-${x.id}`}>
        {t('task.open')}
      </RowLink>
      {supervisor && isOpen(x) && (
        <RowLink onClick={() => setAssigning([x])} data-testid={`task-assign-${x.id}`}>
          {t(x.assigneeId ? 'task.action.reassign' : 'task.action.assign')}
        </RowLink>
      )}
    </>
  );
  const drawer: DrawerSpec<Task> = {
    testId: 'task-drawer',
    // wide enough for a move's "from → to" on one line
    width: 760,
    title: (x) => t('task.title', { kind: t(KIND_KEYS[x.kind]), doc: x.docNo }),
    view: async (x) => {
      const d = await taskApi.detail(x.id);
      return {
        fields: [
          [t('task.state'), <Tag key="s" color={STATE_COLORS[d.state]}>{t(STATE_KEYS[d.state])}</Tag>],
          [t('task.kind'), t(KIND_KEYS[d.kind])],
          [t('task.docNo'), d.docNo],
          !!d.sku && [t('task.sku'), `${d.sku}${d.qty !== undefined ? ` × ${d.qty}` : ''}`],
          !!d.location && [t('task.location'), `${d.location}${d.to ? ` → ${d.to}` : ''}`],
          [
            t('task.priority'),
            supervisor && isOpen(d) ? (
              <Select
                key="p"
                size="small"
                style={{ width: 120 }}
                aria-label={t('task.priority')}
                defaultValue={d.priority}
                onChange={(p) => setPriority(d, p)}
                options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(PRIORITY_KEYS[p]) }))}
              />
            ) : (
              <Tag key="p" color={PRIORITY_COLORS[d.priority]}>{t(PRIORITY_KEYS[d.priority])}</Tag>
            ),
          ],
          [t('task.assignee'), d.assignee ?? '—'],
          !!d.claimedAt && [t('task.claimedAt'), formatDateTime(d.claimedAt)],
          !!d.operator && [t('task.operator'), d.operator],
          [t('task.createdAt'), formatDateTime(d.createdAt)],
        ],
        // newest first
        history: [...d.history].reverse().map((h, i) => ({
          key: String(i),
          action: t(ACTION_KEYS[h.action]),
          operator: h.operator,
          at: h.at,
          note: h.to ? t('task.history.to', { name: h.to }) : h.priority ? t(PRIORITY_KEYS[h.priority]) : undefined,
        })),
      };
    },
  };

  // the supervisor's "generate replenishment": pick faces below min or short get their tasks (none twice)
  const [generating, setGenerating] = useState(false);
  const generate = async () => {
    setGenerating(true);
    try {
      const { created } = await relocateApi.replenish();
      if (created.length) message.success(t('task.replenish.made', { count: created.length }));
      else message.info(t('task.replenish.none'));
      list.current?.reload();
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setGenerating(false);
    }
  };

  const filters = [
    <Form.Item key="kind" name="kind" label={t('task.kind')}>
      <Select mode="multiple" allowClear options={TASK_KINDS.map((k) => ({ value: k, label: t(KIND_KEYS[k]) }))} />
    </Form.Item>,
    <Form.Item key="priority" name="priority" label={t('task.priority')}>
      <Select mode="multiple" allowClear options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(PRIORITY_KEYS[p]) }))} />
    </Form.Item>,
    <Form.Item key="assignee" name="assignee" label={t('task.assignee')}>
      <AssigneeSelect />
    </Form.Item>,
    ...(['docNo', 'sku', 'location'] as const).map((name) => (
      <Form.Item key={name} name={name} label={t(FILTER_KEYS[name])}>
        <Input placeholder={t('filter.input')} allowClear />
      </Form.Item>
    )),
  ];

  // declared with what its cells read (the language): the page's own late answers (users, the
  // supervisor flag) then leave the rows as they are (kits/list/cellUpdates.ts)
  const columns = (api: ListApi<Task>): ProColumns<Task>[] => [
    {
      title: t('task.kind'),
      dataIndex: 'kind',
      sorter: true,
      className: NOWRAP,
      render: (_, x) => (
        <Space size={4}>
          <Tag>{t(KIND_KEYS[x.kind])}</Tag>
          {x.mine && isOpen(x) && <Tag color="gold" data-testid="task-mine">{t('task.mine')}</Tag>}
        </Space>
      ),
    },
    { title: t('task.docNo'), dataIndex: 'docNo', sorter: true, className: NOWRAP, render: (_, x) => <a onClick={() => api.view(x)} data-testid={`task-view-${x.id}`}>{x.docNo}</a> },
    {
      title: t('task.what'),
      dataIndex: 'sku',
      render: (_, x) => (
        <div>
          {x.sku ? <Typography.Text code>{x.sku}</Typography.Text> : null}
          {x.qty !== undefined && <span>{x.sku ? ` × ${x.qty}` : t('task.units', { qty: x.qty })}</span>}
          <div className={NOWRAP}>
            {x.location ?? ''}
            {x.to ? ` → ${x.to}` : ''}
          </div>
        </div>
      ),
    },
    { title: t('task.state'), dataIndex: 'state', render: (_, x) => <Tag color={STATE_COLORS[x.state]} data-testid={`task-state-${x.id}`}>{t(STATE_KEYS[x.state])}</Tag> },
    { title: t('task.priority'), dataIndex: 'priority', sorter: true, render: (_, x) => <Tag color={PRIORITY_COLORS[x.priority]}>{t(PRIORITY_KEYS[x.priority])}</Tag> },
    { title: t('task.assignee'), dataIndex: 'assignee', sorter: true, render: (_, x) => <span data-testid={`task-assignee-${x.id}`}>{x.assignee ?? '—'}</span> },
    {
      title: t('task.age'),
      dataIndex: 'createdAt',
      sorter: true,
      className: NOWRAP,
      render: (_, x) => {
        const age = ageOf(x.createdAt);
        return <span title={formatDateTime(x.createdAt)}>{t(age.key, { count: age.count })}</span>;
      },
    },
  ];

  const bulk = [
    {
      action: 'claim' as const,
      run: async (rows: Task[]) => {
        await taskApi.claim(rows.map((x) => x.id));
        return t('task.claimedMany', { count: rows.length });
      },
    },
  ];
  const selectionTools = (rows: Task[]) =>
    supervisor && (
      <Button disabled={!rows.some(isOpen)} onClick={() => setAssigning(rows.filter(isOpen))} data-testid="tasks-bulk-assign">
        {t('task.assign.bulk')}
      </Button>
    );

  return (
    <PageContainer
      extra={
        supervisor && (
          <Button onClick={generate} loading={generating} data-testid="tasks-replenish">
            {t('task.replenish.generate')}
          </Button>
        )
      }
    >
      <ListScreen<Task, Task['state'], TaskAction>
        key={params.toString()}
        initialFilters={priority ? { priority: [priority] } : undefined}
        name="tasks"
        listRef={list}
        columns={columns}
        fetch={taskApi.list}
        states={states}
        filters={filters}
        toQuery={toTaskQuery}
        rowActions={rowActions}
        rowLinks={rowLinks}
        bulk={bulk}
        selectionTools={selectionTools}
        drawer={drawer}
      />
      {assigning && (
        <AssignDialog
          tasks={assigning}
          users={users}
          onClose={() => setAssigning(undefined)}
          onSaved={() => {
            setAssigning(undefined);
            list.current?.reload();
          }}
        />
      )}
    </PageContainer>
  );
}

