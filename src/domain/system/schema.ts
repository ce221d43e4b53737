import { z } from 'zod';
import {
  DESCRIPTION_MAX,
  EMAIL_MAX,
  ID_MAX,
  isEmail,
  LIST_MAX,
  LOGIN_PASSWORD_MAX,
  LOGIN_USERNAME_MAX,
  NAME_MAX,
  PASSWORD_RE,
  PHONE_MAX,
  PHONE_RE,
  ROLE_CODE_RE,
  ROLE_NAME_MAX,
  USERNAME_RE,
} from './rules';

export * from './rules';

/**
 * Sign-in and user / role request bodies: the mock parses each with `parseBody`, the services take
 * their types from here. A field's zod error text is its translation key; unknown fields are dropped.
 */

/** Which administration screen calls (see mock/system.ts). */
export const scopeSchema = z.enum(['system', 'warehouse', 'admin'], { error: 'server.system.badScope' });
export type AdminScope = z.infer<typeof scopeSchema>;

const required = (key: string) => ({ error: key });

const idList = (key: string) => z.array(z.string(required(key)).max(ID_MAX, required(key)), required(key)).max(LIST_MAX, required(key));

const userFields = {
  username: z.string(required('server.user.usernameRequired')).trim().min(1, required('server.user.usernameRequired')).regex(USERNAME_RE, required('server.user.usernameFormat')),
  name: z.string(required('server.user.nameRequired')).trim().min(1, required('server.user.nameRequired')).max(NAME_MAX, required('server.user.nameLength')),
  phone: z
    .string(required('server.user.phoneFormat'))
    .trim()
    .max(PHONE_MAX, required('server.user.phoneFormat'))
    .refine((v) => v === '' || PHONE_RE.test(v), required('server.user.phoneFormat')),
  email: z
    .string(required('server.user.emailFormat'))
    .trim()
    .max(EMAIL_MAX, required('server.user.emailLength'))
    .refine((v) => v === '' || isEmail(v), required('server.user.emailFormat')),
  password: z.string(required('server.user.passwordRequired')).min(1, required('server.user.passwordRequired')).regex(PASSWORD_RE, required('server.user.passwordWeak')),
  roleIds: idList('server.user.roleInvalid'),
  warehouseIds: idList('server.user.warehouseInvalid'),
  enabled: z.boolean(required('server.user.enabledInvalid')),
};

/** POST /api/system/users */
export const userCreateSchema = z.strictObject({
  scope: scopeSchema.optional(),
  username: userFields.username,
  name: userFields.name,
  phone: userFields.phone.default(''),
  email: userFields.email.default(''),
  password: userFields.password,
  roleIds: userFields.roleIds.default([]),
  warehouseIds: userFields.warehouseIds.default([]),
  enabled: userFields.enabled.default(true),
});

/** PUT /api/system/users/:id: every field optional (absent = unchanged); the username cannot change. */
export const userUpdateSchema = z.strictObject({
  scope: scopeSchema.optional(),
  username: z.string(required('server.user.usernameFixed')).trim().max(LOGIN_USERNAME_MAX, required('server.user.usernameFixed')).optional(),
  name: userFields.name.optional(),
  phone: userFields.phone.optional(),
  email: userFields.email.optional(),
  roleIds: userFields.roleIds.optional(),
  warehouseIds: userFields.warehouseIds.optional(),
  enabled: userFields.enabled.optional(),
});

/** PATCH /api/system/users/:id/enabled */
export const userEnabledSchema = z.strictObject({ scope: scopeSchema.optional(), enabled: userFields.enabled });

/** A body that only names the screen (POST …/reset-password); an empty body is fine. */
export const scopeOnlySchema = z.strictObject({ scope: scopeSchema.optional() }).optional();

const roleFields = {
  code: z.string(required('server.role.codeRequired')).trim().min(1, required('server.role.codeRequired')).regex(ROLE_CODE_RE, required('server.role.codeFormat')),
  name: z.string(required('server.role.nameRequired')).trim().min(1, required('server.role.nameRequired')).max(ROLE_NAME_MAX, required('server.role.nameLength')),
  description: z.string().trim().max(DESCRIPTION_MAX, required('server.role.descriptionLength')),
  /** The warehouse a warehouse-menu role is limited to; '' = every warehouse. */
  warehouseId: z.string().trim().max(ID_MAX, required('server.role.warehouseInvalid')),
  menuIds: idList('server.role.menuIdInvalid'),
};

/** POST /api/system/roles */
export const roleCreateSchema = z.strictObject({
  scope: scopeSchema.optional(),
  code: roleFields.code,
  name: roleFields.name,
  description: roleFields.description.default(''),
  warehouseId: roleFields.warehouseId.optional(),
  menuIds: roleFields.menuIds.default([]),
});

/** PUT /api/system/roles/:id: every field optional (absent = unchanged). */
export const roleUpdateSchema = z.strictObject({
  scope: scopeSchema.optional(),
  code: roleFields.code.optional(),
  name: roleFields.name.optional(),
  description: roleFields.description.optional(),
  warehouseId: roleFields.warehouseId.optional(),
  menuIds: roleFields.menuIds.optional(),
});

/** PUT /api/system/roles/:id/permissions: exactly the ids the role holds afterwards. */
export const rolePermissionsSchema = z.strictObject({ scope: scopeSchema.optional(), menuIds: roleFields.menuIds });

/** A request that takes no body (POST /api/logout): nothing, or an empty object. */
export const emptyBodySchema = z.strictObject({}).optional();

/** POST /api/login */
export const loginSchema = z.strictObject({
  username: z.string(required('server.login.usernameRequired')).trim().min(1, required('server.login.usernameRequired')).max(LOGIN_USERNAME_MAX),
  password: z.string(required('server.login.passwordRequired')).min(1, required('server.login.passwordRequired')).max(LOGIN_PASSWORD_MAX),
});

type Body<S extends z.ZodType> = Omit<NonNullable<z.input<S>>, 'scope'>;
/** What the console sends (the screen's scope is added by the service). */
export type UserCreateBody = Body<typeof userCreateSchema>;
export type UserUpdateBody = Body<typeof userUpdateSchema>;
export type RoleCreateBody = Body<typeof roleCreateSchema>;
export type RoleUpdateBody = Body<typeof roleUpdateSchema>;
export type LoginBody = z.input<typeof loginSchema>;
