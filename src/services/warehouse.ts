import { request } from '@/utils/request';
import type { ScanStep } from '@/domain/master/types';
import { scanRulesAnswer } from '@/domain/master/answers';
import { checked } from './shape';
import type { Warehouse } from './types/warehouse';

export type { Warehouse };

/** The warehouse the request is scoped to (the Current-Warehouse header). */
export const fetchCurrentWarehouse = () => request<Warehouse>('GET', '/api/warehouses/current');

/** An operation's scan rule as a station shows it (the caller's warehouse). */
export interface ScanRule {
  code: string;
  nameZh: string;
  nameEn: string;
  scanRequired: ScanStep[];
  /** The caller holds one of the operation's override roles. */
  mayOverride: boolean;
}

/** The enabled operations' scan rules, for the scan stations. */
export const fetchScanRules = () => checked(scanRulesAnswer, request<ScanRule[]>('GET', '/api/warehouses/current/scan-rules'));
