/**
 * Put-back tasks as the task list's work (mock/_lib/task): a cancelled order's picked units to
 * return to a shelf, one task per put-back, done once someone confirms the location.
 */
import type { WorkItem } from '../../../src/domain/task/work';
import { getOutbound } from './index';
import type { Order, Putback, WarehouseData } from './types';

/** The task list's id of a put-back (its holder alone confirms it). */
export const putbackTaskId = (pb: Pick<Putback, 'id'>) => `putaway:putback:${pb.id}`;

export function putbackWork(warehouseId: string): WorkItem[] {
  const wh = getOutbound().warehouses[warehouseId];
  if (!wh) return [];
  return wh.putbacks.map((pb) => {
    const skus = new Set(pb.lines.map((l) => l.sku));
    return {
      id: putbackTaskId(pb),
      kind: 'putaway' as const,
      docNo: pb.no,
      ...(skus.size === 1 ? { sku: [...skus][0] } : {}),
      qty: pb.lines.reduce((s, l) => s + l.qty, 0),
      location: pb.lines[0]?.from,
      ...(pb.location ? { to: pb.location } : {}),
      progress: pb.status === 'done' ? ('done' as const) : ('open' as const),
      ...(pb.doneBy ? { operator: pb.doneBy } : {}),
      createdAt: pb.createdAt,
      // the order list opens the cancelled order's drawer, where the put-back is confirmed
      link: `/outbound/${pb.kind}?no=${encodeURIComponent(pb.orderNo)}&putback=${encodeURIComponent(pb.no)}`,
    };
  });
}

/** An order's state and every backorder split from it (and from those), in the order they were made. */
export function orderProgress(wh: WarehouseData, orderId: string) {
  const o = wh.orderById.get(orderId);
  if (!o) return undefined;
  const backorders: { no: string; status: Order['status'] }[] = [];
  const next = [...(o.backorders ?? [])];
  for (let i = 0; i < next.length && i < 1000; i++) {
    const b = wh.orderByNo.get(next[i]);
    if (!b) continue;
    backorders.push({ no: b.no, status: b.status });
    next.push(...(b.backorders ?? []));
  }
  return { status: o.status, backorders };
}
