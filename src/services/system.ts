import { request } from '@/utils/request';
import { checked } from './shape';
import { adminUserAnswer, adminUserPageAnswer, auditHistoryAnswer, resetPasswordAnswer, roleAnswer, rolePageAnswer, userOptionsAnswer } from '@/domain/system/answers';
import type { MenuSet } from '@/domain/menu';
import type { AdminScope, RoleCreateBody, RoleUpdateBody, UserCreateBody, UserUpdateBody } from '@/domain/system/schema';
import type { AuditRecord } from './types/system';

/**
 * User and role administration. `scope` names the screen that calls (see mock/system.ts):
 * 'system' (250/255), 'warehouse' (187/361, limited to the Current-Warehouse) or 'admin' (261/266).
 * The request bodies are the mock's schemas (src/domain/system/schema.ts).
 */
export type { AdminScope };

export interface Paged<T> {
  list: T[];
  total: number;
  current: number;
  pageSize: number;
}

export interface ListParams {
  current?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
}

export interface RoleBrief {
  id: string;
  code: string;
  name: string;
  warehouseId?: string;
}

export interface AdminUser {
  id: string;
  username: string;
  name: string;
  phone: string;
  email: string;
  kind: MenuSet;
  roleIds: string[];
  roles: RoleBrief[];
  warehouseIds: string[];
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface UserQuery extends ListParams {
  username?: string;
  name?: string;
  phone?: string;
  enabled?: 'true' | 'false';
  roleId?: string;
}

/** What the user form holds: a new user's fields (an edit sends them without username and password). */
export type UserInput = UserCreateBody;
export type UserUpdate = UserUpdateBody;

export interface UserOptions {
  roles: RoleBrief[];
  warehouses: { id: string; code: string; name: string }[];
}

export interface Role {
  id: string;
  code: string;
  name: string;
  description: string;
  menuSet: MenuSet;
  warehouseId?: string;
  menuIds: string[];
  createdAt: string;
  updatedAt: string;
  userCount?: number;
}

export interface RoleQuery extends ListParams {
  code?: string;
  name?: string;
}

export type RoleInput = RoleCreateBody;
export type RoleUpdate = RoleUpdateBody;

export type { AuditRecord };

/** The body of a 400: `fields` maps form fields to (translated) messages. */
export interface ValidationBody {
  message?: string;
  fields?: Record<string, string>;
}

export const listUsers = (scope: AdminScope, q: UserQuery) => checked(adminUserPageAnswer, request<Paged<AdminUser>>('GET', '/api/system/users', { scope, ...q }));
export const userOptions = (scope: AdminScope) => checked(userOptionsAnswer, request<UserOptions>('GET', '/api/system/user-options', { scope }));
export const createUser = (scope: AdminScope, input: UserInput) => checked(adminUserAnswer, request<AdminUser>('POST', '/api/system/users', { scope, ...input }));
export const updateUser = (scope: AdminScope, id: string, input: UserUpdate) =>
  checked(adminUserAnswer, request<AdminUser>('PUT', '/api/system/users/:id', { scope, id, ...input }));
export const setUserEnabled = (scope: AdminScope, id: string, enabled: boolean) =>
  checked(adminUserAnswer, request<AdminUser>('PATCH', '/api/system/users/:id/enabled', { scope, id, enabled }));
export const resetPassword = (scope: AdminScope, id: string) =>
  checked(resetPasswordAnswer, request<{ password: string }>('POST', '/api/system/users/:id/reset-password', { scope, id }));
export const deleteUser = (scope: AdminScope, id: string) => request<void>('DELETE', '/api/system/users/:id', { scope, id });
export const userHistory = (scope: AdminScope, id: string) => checked(auditHistoryAnswer, request<AuditRecord[]>('GET', '/api/system/users/:id/history', { scope, id }));

export const listRoles = (scope: AdminScope, q: RoleQuery) => checked(rolePageAnswer, request<Paged<Role>>('GET', '/api/system/roles', { scope, ...q }));
export const createRole = (scope: AdminScope, input: RoleInput) => checked(roleAnswer, request<Role>('POST', '/api/system/roles', { scope, ...input }));
export const updateRole = (scope: AdminScope, id: string, input: RoleUpdate) => checked(roleAnswer, request<Role>('PUT', '/api/system/roles/:id', { scope, id, ...input }));
export const saveRolePermissions = (scope: AdminScope, id: string, menuIds: string[]) =>
  checked(roleAnswer, request<Role>('PUT', '/api/system/roles/:id/permissions', { scope, id, menuIds }));
export const deleteRole = (scope: AdminScope, id: string) => request<void>('DELETE', '/api/system/roles/:id', { scope, id });
export const roleHistory = (scope: AdminScope, id: string) => checked(auditHistoryAnswer, request<AuditRecord[]>('GET', '/api/system/roles/:id/history', { scope, id }));
