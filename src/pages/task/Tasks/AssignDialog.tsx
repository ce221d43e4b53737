import { Form } from 'antd';
import Select from '@/components/Select';
import { useTranslation } from 'react-i18next';
import { taskAssignSchema } from '@/domain/task';
import FormDialog from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { taskApi, type Task, type TaskUser } from '@/services/task';

/** Assigns (or reassigns) tasks to a user of the warehouse. */
export default function AssignDialog({ tasks, users, onClose, onSaved }: { tasks: Task[]; users: TaskUser[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const rules = schemaRules(taskAssignSchema, t);
  const held = tasks.length === 1 ? tasks[0].assigneeId : undefined;
  return (
    <FormDialog<{ userId: string }>
      name="taskAssign"
      testId="task-assign-form"
      submitTestId="task-assign-save"
      title={tasks.length === 1 ? t('task.assign.titleOne', { doc: tasks[0].docNo }) : t('task.assign.titleMany', { count: tasks.length })}
      initialValues={held ? { userId: held } : {}}
      onClose={onClose}
      save={({ userId }) => taskApi.assign(tasks.map((x) => x.id), userId)}
      savedText={() => t('task.assign.done', { count: tasks.length })}
      onSaved={onSaved}
    >
      <Form.Item name="userId" label={t('task.assignee')} rules={rules('userId')}>
        <Select
          showSearch
          optionFilterProp="label"
          aria-label={t('task.assignee')}
          data-testid="task-assign-user"
          options={users.map((u) => ({ value: u.id, label: `${u.name} (${u.username})` }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
