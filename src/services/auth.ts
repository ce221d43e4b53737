import { request } from '@/utils/request';
import { checked, is } from './shape';

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

const brief = is.shape({ id: is.string });
/** What the console reads of the current user: without it every menu and page would be empty. */
const currentUserShape = is.shape({ id: is.string, username: is.string, menuIds: is.arrayOf(is.string), warehouses: is.arrayOf(brief), roles: is.arrayOf(brief) });

export const login = (params: LoginParams) => checked(is.shape({ token: is.string }), request<{ token: string }>('POST', '/api/login', { ...params }));
export const logout = () => request<void>('POST', '/api/logout');
export const fetchCurrentUser = () => checked(currentUserShape, request<CurrentUser>('GET', '/api/currentUser'));
