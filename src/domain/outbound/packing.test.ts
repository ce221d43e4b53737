import { cartonUnits, openCarton, packComplete, packedOf, packProgress, packScanRefusal, type PackCarton } from './packing';
import { packCloseSchema, packScanSchema } from './schema';

const lines = [
  { sku: 'A', picked: 3 },
  { sku: 'B', picked: 1 },
];
const closed = (seq: number, items: PackCarton['items'], weight = 1): PackCarton => ({ seq, status: 'closed', items, weight });
const open = (seq: number, items: PackCarton['items'] = []): PackCarton => ({ seq, status: 'open', items });

describe('pack bench rules', () => {
  it('counts what is packed and left per line, over every carton', () => {
    const cartons = [closed(1, [{ sku: 'A', qty: 2 }]), open(2, [{ sku: 'A', qty: 1 }, { sku: 'B', qty: 1 }])];
    expect(packedOf(cartons, 'A')).toBe(3);
    expect(packProgress(lines, cartons)).toEqual([
      { sku: 'A', picked: 3, packed: 3, left: 0 },
      { sku: 'B', picked: 1, packed: 1, left: 0 },
    ]);
    expect(openCarton(cartons)?.seq).toBe(2);
    expect(cartonUnits(cartons[1])).toBe(2);
  });

  it('a scan needs an open carton, a product of the order, and units of it left', () => {
    expect(packScanRefusal(lines, [], 'A')).toBe('noOpenCarton');
    expect(packScanRefusal(lines, [closed(1, [{ sku: 'A', qty: 1 }])], 'A')).toBe('noOpenCarton');
    expect(packScanRefusal(lines, [open(1)], 'C')).toBe('notOnOrder');
    expect(packScanRefusal(lines, [open(1)], undefined)).toBe('notOnOrder');
    expect(packScanRefusal([{ sku: 'C', picked: 0 }], [open(1)], 'C')).toBe('notOnOrder');
    expect(packScanRefusal(lines, [open(1, [{ sku: 'B', qty: 1 }])], 'B')).toBe('fullyPacked');
    expect(packScanRefusal(lines, [closed(1, [{ sku: 'A', qty: 2 }]), open(2)], 'A', 2)).toBe('fullyPacked');
    expect(packScanRefusal(lines, [closed(1, [{ sku: 'A', qty: 2 }]), open(2)], 'A')).toBeUndefined();
  });

  it('complete: some carton, none open, every picked unit in one', () => {
    expect(packComplete(lines, [])).toBe(false);
    expect(packComplete(lines, [closed(1, [{ sku: 'A', qty: 3 }])])).toBe(false);
    expect(packComplete(lines, [closed(1, [{ sku: 'A', qty: 3 }]), open(2, [{ sku: 'B', qty: 1 }])])).toBe(false);
    expect(packComplete(lines, [closed(1, [{ sku: 'A', qty: 3 }]), closed(2, [{ sku: 'B', qty: 1 }])])).toBe(true);
  });

  it('a scan names a code (and units); closing needs a weight above 0', () => {
    expect(packScanSchema.parse({ code: ' 6901234567892 ' })).toEqual({ code: '6901234567892' });
    expect(packScanSchema.safeParse({ code: '' }).success).toBe(false);
    expect(packScanSchema.safeParse({ code: 'A', qty: 0 }).success).toBe(false);
    expect(packCloseSchema.parse({ weight: 1.25 })).toEqual({ weight: 1.25 });
    for (const weight of [undefined, 0, -1, '2', 1000]) expect(packCloseSchema.safeParse({ weight }).success).toBe(false);
    expect(packCloseSchema.safeParse({}).error?.issues[0].message).toBe('server.outbound.pack.weightRequired');
  });
});
