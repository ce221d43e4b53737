import { useLocation } from '@umijs/max';
import type { OrderKind } from '@/services/outbound';

/** B2C or B2B: the two menus open the same screens, told apart by the path (/outbound/b2b/…). */
export const orderKindOf = (pathname: string): OrderKind => (/^\/outbound\/b2b(\/|$)/.test(pathname) ? 'b2b' : 'b2c');

export function useOrderKind(): OrderKind {
  return orderKindOf(useLocation().pathname);
}
