import { z } from 'zod';
import { id, isoDate, record, tabbedPageOf, text } from '../contract';
import { TASK_STATES, taskMachine } from './index';
import { TASK_KINDS, TASK_PRIORITIES } from './work';

/**
 * Answers of the task list's routes (mock/task.ts); the contract: mock/_lib/contract.ts,
 * src/domain/contract. Relative imports only: the mock imports this file.
 */
const priority = z.enum(TASK_PRIORITIES);

/** A row of the task list: the area's work, its derived state, holder and effective priority. */
export const taskAnswer = record({
  id,
  kind: z.enum(TASK_KINDS),
  docNo: text,
  sku: text.optional(),
  qty: z.number().optional(),
  location: text.optional(),
  to: text.optional(),
  progress: z.enum(['open', 'started', 'done', 'cancelled']),
  operator: text.optional(),
  createdAt: isoDate,
  link: text,
  state: z.enum(TASK_STATES),
  priority,
  assigneeId: id.optional(),
  assignee: text.optional(),
  claimedAt: isoDate.optional(),
  mine: z.boolean(),
});

/** The list: a page with a count per state, and whether the caller has the supervisor's right. */
export const taskPageAnswer = tabbedPageOf(taskAnswer).extend({ supervisor: z.boolean() });

export const taskHistoryEntryAnswer = record({
  action: z.enum([...taskMachine.actions, 'reassign', 'priority']),
  at: isoDate,
  operator: text,
  to: text.optional(),
  priority: priority.optional(),
});
export const taskDetailAnswer = taskAnswer.extend({ history: z.array(taskHistoryEntryAnswer) });

/** Who may be given tasks here. */
export const taskUsersAnswer = z.array(record({ id, name: text, username: text }));

/** A write on tasks: the ids it was asked for (all done, or nothing: a refusal changes none). */
export const taskDoneAnswer = record({ done: z.array(id) });
