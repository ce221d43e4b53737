import type { TFunction } from 'i18next';
import type { OutboundMeta } from '@/services/outbound';
import { carrierFilterOptions, carrierLabel, carrierOptions } from './carriers';

const meta: OutboundMeta = {
  carriers: [
    { code: 'SF', nameZh: 'SF-zh', nameEn: 'SF Express' },
    { code: 'UPS', nameZh: 'UPS', nameEn: 'UPS' },
  ],
  disabledCarriers: [{ code: 'ZTO', nameZh: 'ZTO-zh', nameEn: 'ZTO Express' }],
  docks: [],
  zones: [],
};
const t = ((k: string) => `t:${k}`) as unknown as TFunction;

test('a carrier shows its code and its name in the page language, the code once when both are the same', () => {
  expect(carrierLabel(meta.carriers[0], 'zh-CN')).toBe('SF · SF-zh');
  expect(carrierLabel(meta.carriers[0], 'en')).toBe('SF · SF Express');
  expect(carrierLabel(meta.carriers[1], 'en')).toBe('UPS');
});

test('new orders and manifests are offered the enabled carriers; an edited order keeps its disabled or unknown one', () => {
  expect(carrierOptions(meta, 'en').map((o) => o.value)).toEqual(['SF', 'UPS']);
  expect(carrierOptions(meta, 'en', 'SF').map((o) => o.value)).toEqual(['SF', 'UPS']);
  expect(carrierOptions(meta, 'en', 'ZTO').at(-1)).toEqual({ value: 'ZTO', label: 'ZTO · ZTO Express' });
  expect(carrierOptions(meta, 'en', 'GONE').at(-1)).toEqual({ value: 'GONE', label: 'GONE' });
  expect(carrierOptions(undefined, 'en')).toEqual([]);
});

test('the list filter offers the disabled carriers too, marked', () => {
  expect(carrierFilterOptions(meta, 'en', t).map((o) => o.label)).toEqual(['SF · SF Express', 'UPS', 'ZTO · ZTO Express (t:outbound.carrier.disabled)']);
});
