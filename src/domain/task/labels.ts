/**
 * The task states as literal translation keys: the task list shows them
 * (src/pages/task/shared/labels.ts) and the mock's dashboard names them. Relative imports only:
 * the mock imports this file.
 */
import type { TaskState } from './index';

export const STATE_KEYS: Record<TaskState, string> = {
  pending: 'task.state.pending',
  inProgress: 'task.state.inProgress',
  done: 'task.state.done',
  cancelled: 'task.state.cancelled',
};
