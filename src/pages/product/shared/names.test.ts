import { entryLabel, localName } from './names';

jest.mock('@/services/master', () => ({ basicApi: { options: jest.fn() } }));

test("a name in the user's language, the other one when it is empty", () => {
  const cup = { nameZh: '杯子', nameEn: 'Cup' };
  expect(localName(cup, 'zh')).toBe('杯子');
  expect(localName(cup, 'zh-CN')).toBe('杯子');
  expect(localName(cup, 'en')).toBe('Cup');
  expect(localName(cup, 'en-US')).toBe('Cup');
  expect(localName({ nameZh: '杯子', nameEn: '' }, 'en')).toBe('杯子');
  expect(localName({ nameZh: '', nameEn: 'Cup' }, 'zh')).toBe('Cup');
  expect(localName({}, 'zh')).toBe('');
});

test('a dictionary entry as a select offers it: its name and its code (what import files write)', () => {
  expect(entryLabel({ code: 'PCS', nameZh: '件', nameEn: 'Piece' }, 'zh')).toBe('件 (PCS)');
  expect(entryLabel({ code: 'PCS', nameZh: '件', nameEn: 'Piece' }, 'en')).toBe('Piece (PCS)');
  expect(entryLabel({ code: 'KG', nameZh: '', nameEn: 'KG' }, 'en')).toBe('KG');
});
