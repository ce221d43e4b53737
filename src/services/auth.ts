import { request } from '@/utils/request';
import { currentUserAnswer, loginAnswer } from '@/domain/auth/answers';
import { checked } from './shape';

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

export const login = (params: LoginParams) => checked(loginAnswer, request<{ token: string }>('POST', '/api/login', { ...params }));
export const logout = () => request<void>('POST', '/api/logout');
export const fetchCurrentUser = () => checked(currentUserAnswer, request<CurrentUser>('GET', '/api/currentUser'));
