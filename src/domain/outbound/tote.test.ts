import { isToteCode, normalizeTote, ordersWithoutTote, sameTote } from './tote';
import { pickSchema, toteBindSchema } from './schema';

describe('tote codes', () => {
  it('takes TOTE- and digits, or any 4–20 of A–Z 0–9 -, upper-cased and trimmed', () => {
    for (const ok of ['TOTE-0001', ' tote-12 ', 'AB12', 'X'.repeat(20), 'T-1-2']) expect(isToteCode(ok)).toBe(true);
    expect(normalizeTote(' tote-7 ')).toBe('TOTE-7');
  });
  it('refuses short, long, spaced or other characters', () => {
    for (const bad of ['', 'AB1', 'X'.repeat(21), 'TO TE1', 'TOTE_01', 'TOTÉ1', 'LOC/1']) expect(isToteCode(bad)).toBe(false);
  });
  it('compares codes as stored', () => {
    expect(sameTote('tote-1', 'TOTE-1')).toBe(true);
    expect(sameTote('TOTE-1', 'TOTE-2')).toBe(false);
    expect(sameTote(undefined, 'TOTE-1')).toBe(false);
  });
  it('lists the picking orders still without a tote', () => {
    const orders = [
      { id: 'a', status: 'picking', tote: 'TOTE-1' },
      { id: 'b', status: 'picking' },
      { id: 'c', status: 'cancelled' },
    ];
    expect(ordersWithoutTote(orders).map((o) => o.id)).toEqual(['b']);
  });
});

describe('tote request bodies', () => {
  it('bind: an order id and a tote code, normalized; a bad code is refused on the tote field', () => {
    expect(toteBindSchema.parse({ orderId: 'o1', tote: ' tote-9 ' })).toEqual({ orderId: 'o1', tote: 'TOTE-9' });
    const r = toteBindSchema.safeParse({ orderId: 'o1', tote: 'a b' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['tote']);
    expect(toteBindSchema.safeParse({ orderId: 'o1' }).success).toBe(false);
  });
  it('pick: the tote is optional and normalized', () => {
    expect(pickSchema.parse({ qty: 1 })).toEqual({ qty: 1 });
    expect(pickSchema.parse({ qty: 1, tote: 'tote-1' })).toMatchObject({ tote: 'TOTE-1' });
    expect(pickSchema.safeParse({ qty: 1, tote: '!!' }).success).toBe(false);
  });
});
