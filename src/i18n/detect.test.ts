import { detectLanguage } from './detect';

describe('language on start', () => {
  test('the stored lang wins over everything', () => {
    expect(detectLanguage({ stored: 'en', cookie: 'zh', browser: ['zh-CN'] })).toBe('en');
    expect(detectLanguage({ stored: 'zh', cookie: 'en', browser: ['en-US'] })).toBe('zh');
  });
  test('then the lang cookie', () => {
    expect(detectLanguage({ stored: null, cookie: 'en', browser: ['zh-CN'] })).toBe('en');
    expect(detectLanguage({ cookie: 'zh', browser: ['en-US'] })).toBe('zh');
  });
  test('then the browser language: zh if it contains zh, otherwise en', () => {
    expect(detectLanguage({ browser: ['zh-TW', 'en'] })).toBe('zh');
    expect(detectLanguage({ browser: ['en-GB', 'zh-CN'] })).toBe('zh');
    expect(detectLanguage({ browser: ['fr-FR', 'de'] })).toBe('en');
    expect(detectLanguage({ browser: 'en-US' })).toBe('en');
  });
  test('unsupported stored or cookie values are skipped', () => {
    expect(detectLanguage({ stored: 'fr', cookie: 'de', browser: ['en-US'] })).toBe('en');
  });
  test('zh when nothing decides', () => {
    expect(detectLanguage({})).toBe('zh');
    expect(detectLanguage({ browser: [] })).toBe('zh');
  });
});
