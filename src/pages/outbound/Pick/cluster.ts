import { ordersWithoutTote } from '@/domain/outbound/tote';
import type { PickTask, WaveOrder } from '@/services/outbound';

/** A waiting bind of the scan queue: a tote for an order of a wave. */
export interface ToteWrite {
  waveId: string;
  orderId: string;
  tote: string;
}

/** The wave's orders with the totes of the binds still waiting in the scan queue. */
export function withWaitingTotes(orders: WaveOrder[], waiting: { op: string; payload: unknown }[], waveId: string): WaveOrder[] {
  const binds = waiting.filter((x) => x.op === 'tote' && (x.payload as ToteWrite).waveId === waveId).map((x) => x.payload as ToteWrite);
  if (!binds.length) return orders;
  return orders.map((o) => ({ ...o, tote: [...binds].reverse().find((b) => b.orderId === o.id)?.tote ?? o.tote }));
}

/**
 * Where a cluster pick stands: on when chosen, else once an order has a tote; the next order without
 * a tote is bound first (`binding`) while a task is open, then each task goes to its tote (`taskTote`).
 */
export function clusterState(orders: WaveOrder[], task: PickTask | undefined, choice: boolean | undefined) {
  const cluster = choice ?? orders.some((o) => o.tote);
  const unbound = cluster && task ? ordersWithoutTote(orders) : [];
  return {
    cluster,
    binding: unbound[0] as WaveOrder | undefined,
    unbound: unbound.length,
    /** The orders a tote is shown for: those being picked, and those with one. */
    toteOrders: orders.filter((o) => o.status === 'picking' || o.tote),
    taskTote: task && orders.find((o) => o.id === task.orderId)?.tote,
  };
}
