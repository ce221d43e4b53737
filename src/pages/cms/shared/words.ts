import type { TFunction } from 'i18next';
import type { BookingAction, BookingStatus, CustomerOrderAction, CustomerOrderStatus } from '@/domain/cms/machine';
import { BOOKING_ACTION_KEYS, BOOKING_STATUS_KEYS, ORDER_ACTION_KEYS, ORDER_STATUS_KEYS } from './labels';

export const bookingStatusLabel = (s: BookingStatus, t: TFunction) => t(BOOKING_STATUS_KEYS[s]);
export const bookingActionLabel = (a: BookingAction | 'create', t: TFunction) => t(BOOKING_ACTION_KEYS[a]);
export const orderStatusLabel = (s: CustomerOrderStatus, t: TFunction) => t(ORDER_STATUS_KEYS[s]);
export const orderActionLabel = (a: CustomerOrderAction | 'create', t: TFunction) => t(ORDER_ACTION_KEYS[a]);

/** A product's name in the page's language. */
export const productName = (p: { nameZh: string; nameEn: string }, lang: string) => (lang === 'zh' ? p.nameZh || p.nameEn : p.nameEn || p.nameZh);

const COLORS: Record<string, string> = { requested: 'processing', submitted: 'processing', accepted: 'success', rejected: 'error', cancelled: 'default' };
export const stateColor = (s: string) => COLORS[s] ?? 'default';
