import type { PickTask, WaveOrder } from '@/services/outbound';
import { clusterState, withWaitingTotes } from './cluster';

const orders: WaveOrder[] = [
  { id: 'o1', no: 'SO1', status: 'picking' },
  { id: 'o2', no: 'SO2', status: 'picking' },
];
const task = { id: 't1', orderId: 'o2', orderNo: 'SO2' } as PickTask;

describe('cluster pick state', () => {
  it('is off without totes unless chosen; chosen, the orders without a tote are bound first, in order', () => {
    expect(clusterState(orders, task, undefined)).toMatchObject({ cluster: false, binding: undefined });
    expect(clusterState(orders, task, true)).toMatchObject({ cluster: true, binding: { id: 'o1' }, unbound: 2 });
    const one = [{ ...orders[0], tote: 'TOTE-1' }, orders[1]];
    expect(clusterState(one, task, undefined)).toMatchObject({ cluster: true, binding: { id: 'o2' }, unbound: 1 });
    expect(clusterState(one, task, false)).toMatchObject({ cluster: false, binding: undefined });
  });
  it('all bound: the trip, each task into its order\'s tote; no open task: nothing to bind', () => {
    const both = [{ ...orders[0], tote: 'TOTE-1' }, { ...orders[1], tote: 'TOTE-2' }];
    expect(clusterState(both, task, undefined)).toMatchObject({ cluster: true, binding: undefined, taskTote: 'TOTE-2' });
    expect(clusterState(orders, undefined, true)).toMatchObject({ binding: undefined });
  });
  it('a cancelled order without a tote is not waited for', () => {
    const cancelled: WaveOrder[] = [{ ...orders[0], status: 'cancelled' }, { ...orders[1], tote: 'TOTE-2' }];
    expect(clusterState(cancelled, task, undefined)).toMatchObject({ binding: undefined, toteOrders: [{ id: 'o2' }] });
  });
  it('a bind waiting in the scan queue counts as bound (the last one of an order wins)', () => {
    const waiting = [
      { op: 'tote', payload: { waveId: 'w1', orderId: 'o1', tote: 'TOTE-1' } },
      { op: 'tote', payload: { waveId: 'w1', orderId: 'o1', tote: 'TOTE-9' } },
      { op: 'tote', payload: { waveId: 'w2', orderId: 'o2', tote: 'TOTE-2' } },
      { op: 'pick', payload: { waveId: 'w1', taskId: 't1', qty: 1 } },
    ];
    expect(withWaitingTotes(orders, waiting, 'w1').map((o) => o.tote)).toEqual(['TOTE-9', undefined]);
    expect(withWaitingTotes(orders, [], 'w1')).toBe(orders);
  });
});
