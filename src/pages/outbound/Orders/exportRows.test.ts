import i18next, { type TFunction } from 'i18next';
import { readTexts } from '@/testing/texts';

const en = readTexts('en');
const zh = readTexts('zh');
import type { OrderRow } from '@/services/outbound';
import { exportTable } from './exportRows';

const row: OrderRow = {
  id: 'o1', no: 'SO1', kind: 'b2c', status: 'shipped', source: 'manual', receiverName: 'Ann', city: 'Shenzhen', carrier: 'SF',
  service: 'express', cartons: 1, lineCount: 2, totalQty: 3, skus: ['A', 'B'], trackingNos: ['T1'], printCount: 0,
  createdAt: new Date(2026, 10, 1, 9, 30).toISOString(), updatedAt: new Date(2026, 10, 1, 9, 30).toISOString(),
};

async function tIn(lng: 'zh' | 'en'): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { zh: { common: zh }, en: { common: en } }, defaultNS: 'common', keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
  return instance.t;
}

describe('order export', () => {
  test('enums are exported as the words the screen shows, not their codes', async () => {
    const [header, cells] = exportTable([row, { ...row, source: 'Shop 1', status: 'allocated' }], await tIn('en'));
    expect(header).toEqual(['Order no', 'Status', 'Source', 'Receiver', 'City', 'Carrier', 'Lines', 'Qty', 'SKUs', 'Tracking no', 'Created']);
    expect(cells).toEqual(['SO1', 'Shipped', 'Entered manually', 'Ann', 'Shenzhen', 'SF', 2, 3, 'A B', 'T1', '2026-11-01 09:30']);
    const second = exportTable([{ ...row, source: 'Shop 1', status: 'allocated' }], await tIn('en'))[1];
    expect(second.slice(1, 3)).toEqual([en['outbound.status.allocated'], 'Shop 1']);
  });

  test('in Chinese too', async () => {
    const [header, cells] = exportTable([row], await tIn('zh'));
    expect(header[1]).toBe(zh['outbound.export.status']);
    expect(cells[1]).toBe(zh['outbound.status.shipped']);
    expect(cells[2]).toBe(zh['outbound.source.manual']);
    expect(cells).not.toContain('manual');
    expect(cells).not.toContain('shipped');
  });
});

describe('plural texts', () => {
  test('English says "1 order" and "2 orders"; Chinese has one form', async () => {
    const t = await tIn('en');
    expect(t('outbound.manifest.shipped', { count: 1 })).toBe('1 order shipped');
    expect(t('outbound.manifest.shipped', { count: 2 })).toBe('2 orders shipped');
    expect(t('kit.list.export.done', { count: 1 })).toBe('Exported 1 row');
    expect(t('outbound.label.printed', { count: 1 })).toBe('1 label sent to print');
    const tz = await tIn('zh');
    expect(tz('outbound.manifest.shipped', { count: 1 })).toBe('已发运 1 单');
    expect(tz('outbound.manifest.shipped', { count: 3 })).toBe('已发运 3 单');
  });

  test('every English text that counts has its singular form', () => {
    const counted = Object.entries(en).filter(([key, text]) => text.includes('{{count}}') && !key.endsWith('_one') && !key.startsWith('server.'));
    // Texts where the count stands apart from any noun ("(3)", "3 selected", ": 3 done") need none.
    const apart = /\(\{\{count\}\}\)|\{\{count\}\} selected|\{\{count\}\} done|\{\{count\}\} failed/;
    const missing = counted.filter(([key, text]) => !apart.test(text) && !(`${key}_one` in en)).map(([key]) => key);
    expect(missing).toEqual([]);
  });
});
