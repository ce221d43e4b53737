import { defineMachine } from './machine';
import { destroyMachine, orderMachine } from './outbound/machine';

describe('defineMachine', () => {
  const door = defineMachine({
    states: ['open', 'closed', 'gone'] as const,
    initial: 'open',
    edges: { close: { from: ['open'], to: 'closed' }, open: { from: ['closed'], to: 'open' }, remove: { from: ['open', 'closed'], to: 'gone' } },
  });

  it('allows an action only from its listed states', () => {
    expect(door.can('close', 'open')).toBe(true);
    expect(door.can('close', 'closed')).toBe(false);
    expect(door.allowed('closed')).toEqual(['open', 'remove']);
    expect(door.allowed('closed', ['remove'])).toEqual(['remove']);
    expect(door.target('remove')).toBe('gone');
  });

  it('knows the final states', () => {
    expect(door.final).toEqual(['gone']);
  });

  it('knows only its own actions: a property every object has is no edge (constructor, __proto__…)', () => {
    const m = defineMachine({ states: ['a', 'b'] as const, initial: 'a', edges: { go: { from: ['a'], to: 'b' } } });
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) expect(m.can(name as 'go', 'a')).toBe(false);
    expect(m.can('go', 'a')).toBe(true);
  });

  it('refuses an edge that names an unknown state', () => {
    expect(() => defineMachine({ states: ['a'] as const, initial: 'a', edges: { go: { from: ['a'], to: 'b' as 'a' } } })).toThrow(/unknown state/);
  });
});

describe('outbound machines', () => {
  it('an order can be cancelled until picking starts or from an exception, and shipped only when labelled', () => {
    expect(orderMachine.states.filter((s) => orderMachine.can('cancel', s))).toEqual(['created', 'allocated', 'exception']);
    expect(orderMachine.states.filter((s) => orderMachine.can('ship', s))).toEqual(['labelled']);
    expect(orderMachine.final).toEqual(['shipped', 'cancelled']);
  });

  it('a destroy order is approved, then executed; executed and cancelled are final', () => {
    expect(destroyMachine.allowed('created')).toEqual(['approve', 'cancel']);
    expect(destroyMachine.allowed('approved')).toEqual(['execute', 'cancel']);
    expect(destroyMachine.final).toEqual(['executed', 'cancelled']);
  });
});
