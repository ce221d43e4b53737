import { request } from '@/utils/request';
import { checkedLean, listOf, record, text } from './leanShape';

export interface WarehouseBrief {
  id: string;
  code: string;
  name: string;
}

export interface CurrentUser {
  id: string;
  username: string;
  name: string;
  /** Menu ids the user holds through its roles: the permission keys. */
  menuIds: string[];
  /** Warehouses the user may work in. */
  warehouses: WarehouseBrief[];
  roles: { id: string; code: string; name: string }[];
}

export interface LoginParams {
  username: string;
  password: string;
}

const brief = record({ id: text, code: text, name: text });
/** The answers' checks, as src/domain/auth/answers.ts (zod, for the contract) declares them. */
export const leanLoginAnswer = record({ token: text });
export const leanCurrentUserAnswer = record({ id: text, username: text, name: text, menuIds: listOf(text), warehouses: listOf(brief), roles: listOf(brief) });

export const login = (params: LoginParams) => checkedLean(leanLoginAnswer, request<{ token: string }>('POST', '/api/login', { ...params }));
export const logout = () => request<void>('POST', '/api/logout');
export const fetchCurrentUser = () => checkedLean(leanCurrentUserAnswer, request<CurrentUser>('GET', '/api/currentUser'));
