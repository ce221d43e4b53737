import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from '@umijs/max';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The task list's path. */
export const TASKS_PATH = '/task';
const FROM = 'from';
const FROM_TASKS = 'tasks';

/** A task's screen as the task list opens it: its link, marked as opened from the list (for `BackToTasks`). */
export const openFromTasks = (link: string) => `${link}${link.includes('?') ? '&' : '?'}${FROM}=${FROM_TASKS}`;

/** "Back to tasks" on a screen opened from the task list (its address carries `from=tasks`); nothing otherwise. */
export default function BackToTasks() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.get(FROM) !== FROM_TASKS) return null;
  return (
    <Link to={TASKS_PATH}>
      <Button icon={<ArrowLeftOutlined />} className="wms-touch" data-testid="back-to-tasks">
        {t('common.backToTasks')}
      </Button>
    </Link>
  );
}
