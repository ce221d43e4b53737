import { useReference } from '@/query';
import { outboundMeta, type OrderKind } from '@/services/outbound';

/** The carriers and docks of an order kind in the current warehouse, shared by the list's filter, the order form and delivery. */
export function useOutboundMeta(kind: OrderKind) {
  return useReference(outboundMeta(kind));
}
