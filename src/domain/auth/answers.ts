import * as z from 'zod/mini';

/**
 * Answers of sign-in and the current user (mock/auth.ts), checked by src/services/auth.ts. zod/mini
 * (its functions tree-shake): the login page loads these and is measured by `npm run bench`.
 */
export const loginAnswer = z.looseObject({ token: z.string() });

const brief = z.looseObject({ id: z.string(), code: z.string(), name: z.string() });

/** The signed-in user: its menu ids in the current warehouse, its warehouses and roles. */
export const currentUserAnswer = z.looseObject({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  menuIds: z.array(z.string()),
  warehouses: z.array(brief),
  roles: z.array(brief),
});
