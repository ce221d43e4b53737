/**
 * Which i18next events re-render the console's translated components (REACT_OPTIONS): a file's
 * first load does not (each area file loaded on a route switch or in the background re-rendered
 * the whole console: header, menu and page), a file replacing the bundled copy does.
 */
import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { TEXTS_REPLACED } from './backend';
import { REACT_OPTIONS } from './index';

async function setUp() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'zh',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: ['outbound'],
    keySeparator: false,
    resources: { zh: { common: { 'app.title': '仓库（内置）' } } },
    react: REACT_OPTIONS,
  });
  let renders = 0;
  function Title() {
    const { t } = useTranslation();
    renders += 1;
    return <h1>{t('app.title')}</h1>;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Title />
    </I18nextProvider>,
  );
  return { i18n, renders: () => renders };
}

test("another area's file loading does not re-render the texts already shown", async () => {
  const { i18n, renders } = await setUp();
  const before = renders();
  act(() => {
    i18n.addResourceBundle('zh', 'outbound', { 'outbound.title': '出库' });
  });
  expect(renders()).toBe(before);
  expect(screen.getByRole('heading')).toHaveTextContent('仓库（内置）');
});

test('a file that replaces the bundled copy re-renders the texts with it', async () => {
  const { i18n, renders } = await setUp();
  const before = renders();
  act(() => {
    i18n.addResourceBundle('zh', 'common', { 'app.title': '仓库管理' }, true, true);
    // the store is an event emitter (typed without it), as the backend uses it
    (i18n.store as unknown as { emit: (event: string, ...args: unknown[]) => void }).emit(TEXTS_REPLACED, 'zh', 'common');
  });
  expect(renders()).toBeGreaterThan(before);
  expect(screen.getByRole('heading')).toHaveTextContent('仓库管理');
});
