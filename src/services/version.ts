import { request } from '@/utils/request';

/** The deployed front-end version; a change means the open page is outdated. */
export const getVersion = () => request<string | number>('GET', '/api/getVersion');
