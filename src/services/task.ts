import { reference } from '@/query';
import { request } from '@/utils/request';
import type { Task, TaskDetail, TaskPriority, TaskState } from '@/domain/task';
import { checked } from './shape';
import { taskDetailAnswer, taskDoneAnswer, taskPageAnswer, taskUsersAnswer } from '@/domain/task/answers';

export type { Task, TaskDetail, TaskPriority, TaskState };

export interface TaskUser {
  id: string;
  name: string;
  username: string;
}

export type TaskPage = { list: Task[]; total: number; counts: Record<TaskState, number>; all: number; supervisor: boolean };

type Done = { done: string[] };

export const taskApi = {
  /** The list: filters `kind`, `priority`, `assignee` (a user id, `me`, `none`), `docNo`, `sku`, `location`; `status` the tab; the caller's own first unless sorted. */
  list: (q: Record<string, unknown>) => checked(taskPageAnswer, request<TaskPage>('GET', '/api/tasks', { ...q })),
  detail: (id: string) => checked(taskDetailAnswer, request<TaskDetail>('GET', '/api/tasks/detail', { id })),
  users: () => checked(taskUsersAnswer, request<TaskUser[]>('GET', '/api/tasks/users')),
  claim: (ids: string[]) => checked(taskDoneAnswer, request<Done>('POST', '/api/tasks/claim', { ids })),
  release: (ids: string[]) => checked(taskDoneAnswer, request<Done>('POST', '/api/tasks/release', { ids })),
  assign: (ids: string[], userId: string) => checked(taskDoneAnswer, request<Done>('POST', '/api/tasks/assign', { ids, userId })),
  priority: (ids: string[], priority: TaskPriority) => checked(taskDoneAnswer, request<Done>('POST', '/api/tasks/priority', { ids, priority })),
};

/** The people a task may be assigned to: one request for the list's filter, cells and dialogs. */
export const taskUsers = reference('task-users', () => taskApi.users());
