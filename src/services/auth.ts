import { request } from '@/utils/request';

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

export const login = (params: LoginParams) => request<{ token: string }>('POST', '/api/login', { ...params });
export const logout = () => request<void>('POST', '/api/logout');
export const fetchCurrentUser = () => request<CurrentUser>('GET', '/api/currentUser');
