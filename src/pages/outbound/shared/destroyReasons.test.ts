import type { TFunction } from 'i18next';
import type { DestroyReasons } from '@/services/outbound';
import { reasonFilterOptions, reasonName, reasonOptions } from './destroyReasons';

const reasons: DestroyReasons = {
  reasons: [
    { code: 'DAMAGED', nameZh: 'damaged-zh', nameEn: 'Damaged' },
    { code: 'RECALL', nameZh: 'recall-zh', nameEn: '' },
  ],
  disabledReasons: [{ code: 'EXPIRED', nameZh: 'expired-zh', nameEn: 'Expired' }],
};
const t = ((k: string) => `t:${k}`) as unknown as TFunction;

test("a reason is named by its dictionary entry in the page's language, a disabled one too; an unknown code (or none loaded yet) as it is", () => {
  expect(reasonName(reasons, 'DAMAGED', 'zh-CN')).toBe('damaged-zh');
  expect(reasonName(reasons, 'DAMAGED', 'en')).toBe('Damaged');
  expect(reasonName(reasons, 'EXPIRED', 'en')).toBe('Expired');
  // a name missing in one language: the other one
  expect(reasonName(reasons, 'RECALL', 'en')).toBe('recall-zh');
  expect(reasonName(reasons, 'GONE', 'en')).toBe('GONE');
  expect(reasonName(undefined, 'DAMAGED', 'en')).toBe('DAMAGED');
});

test('a new destroy order is offered the enabled reasons, in order, by name', () => {
  expect(reasonOptions(reasons, 'en')).toEqual([
    { value: 'DAMAGED', label: 'Damaged' },
    { value: 'RECALL', label: 'recall-zh' },
  ]);
  expect(reasonOptions(undefined, 'en')).toEqual([]);
});

test('the list filter offers the disabled reasons too, marked', () => {
  expect(reasonFilterOptions(reasons, 'zh-CN', t).map((o) => o.label)).toEqual(['damaged-zh', 'recall-zh', 'expired-zh (t:outbound.destroy.reasonDisabled)']);
});
