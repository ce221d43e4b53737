import { ORDER_STATUSES, orderMachine } from './machine';
import { putbackConfirmSchema, SHORT_REST, shipShortSchema } from './schema';

describe('order machine: exceptions that resolve', () => {
  it('an exception is re-allocated, shipped short (to picked) or cancelled; nothing else', () => {
    expect(orderMachine.allowed('exception')).toEqual(['resolve', 'shipShort', 'cancel']);
    expect(orderMachine.target('resolve')).toBe('allocated');
    expect(orderMachine.target('shipShort')).toBe('picked');
    expect(orderMachine.target('cancel')).toBe('cancelled');
  });

  it('ship short starts from an exception only', () => {
    expect(ORDER_STATUSES.filter((s) => orderMachine.can('shipShort', s))).toEqual(['exception']);
  });

  it('cancel: before picking, or from an exception; never once picked, labelled or shipped', () => {
    expect(ORDER_STATUSES.filter((s) => orderMachine.can('cancel', s))).toEqual(['created', 'allocated', 'exception']);
  });

  it('no state is a dead end but shipped and cancelled', () => {
    expect(orderMachine.final).toEqual(['shipped', 'cancelled']);
  });

  it('ship short names what becomes of the rest; a put-back names its location', () => {
    expect(SHORT_REST).toEqual(['backorder', 'cancel']);
    expect(shipShortSchema.parse({ rest: 'backorder' })).toEqual({ rest: 'backorder' });
    expect(shipShortSchema.safeParse({}).success).toBe(false);
    expect(shipShortSchema.safeParse({ rest: 'later' }).success).toBe(false);
    expect(shipShortSchema.safeParse({ rest: 'cancel', extra: 1 }).success).toBe(false);
    expect(putbackConfirmSchema.parse({ location: ' a-01-01-01 ' })).toEqual({ location: 'A-01-01-01' });
    expect(putbackConfirmSchema.safeParse({ location: '' }).success).toBe(false);
  });

  it('packing sits between picking and labels: pack from picked, label from packed only', () => {
    expect(ORDER_STATUSES.filter((s) => orderMachine.can('pack', s))).toEqual(['picked']);
    expect(orderMachine.target('pack')).toBe('packed');
    expect(ORDER_STATUSES.filter((s) => orderMachine.can('label', s))).toEqual(['packed']);
    expect(orderMachine.allowed('picked')).toEqual(['pack']);
    // a short-shipped order goes on to the pack bench with what was picked
    expect(orderMachine.allowed(orderMachine.target('shipShort'))).toEqual(['pack']);
  });
});
