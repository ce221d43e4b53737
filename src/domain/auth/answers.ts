import { z } from 'zod';
import { id, record, text } from '../contract';

/**
 * Answers of sign-in and the current user (mock/auth.ts). The login page does not import this file
 * (it stays small: src/services/auth.ts checks by hand); the mock's contract does.
 */
export const loginAnswer = record({ token: text });

const brief = record({ id, code: text, name: text });

/** The signed-in user: its menu ids in the current warehouse, its warehouses and roles. */
export const currentUserAnswer = record({
  id,
  username: text,
  name: text,
  menuIds: z.array(id),
  warehouses: z.array(brief),
  roles: z.array(brief),
});
