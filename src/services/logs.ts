import i18n from 'i18next';
import { reference } from '@/query';
import { request } from '@/utils/request';
import type { LogDetail, LogRow } from '@/domain/logs';
import { checked } from './shape';
import { logDetailAnswer, logPageAnswer, logTypesAnswer } from '@/domain/logs/answers';

export type { LogDetail, LogRow };

export interface LogQuery {
  current?: number;
  pageSize?: number;
  [filter: string]: unknown;
}

export const logsApi = {
  /** The audit trail, newest first: filters `user` (part of the name), `type` (comma list of kinds), `record` (part of its number), `from` / `to` (ISO). */
  list: (q: LogQuery) => checked(logPageAnswer, request<{ list: LogRow[]; total: number }>('GET', '/api/logs', { ...q })),
  get: (id: string) => checked(logDetailAnswer, request<LogDetail>('GET', '/api/logs/:id', { id })),
  types: () => checked(logTypesAnswer, request<{ value: string; label: string }[]>('GET', '/api/logs/types')),
};

/** The log kinds, named in `lang` (the server's words). */
export const logTypes = (lang: string = i18n.language) => reference(['logs-types', lang], () => logsApi.types());
