import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import FeedbackHolder from '@/components/FeedbackHolder';
import i18n, { initI18n } from '@/i18n';
import { loadInitialState, type InitialState } from '@/utils/initialState';
import { layout as layoutConfig } from '@/layoutConfig';

export type { InitialState };

/** Loads the signed-in user on start; `refresh()` of the initialState model runs it again. */
export const getInitialState = loadInitialState;

export const layout = layoutConfig;

/** antd (and so ProComponents) follows the i18next language; App gives message/modal context. */
function LocaleRoot({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return (
    <ConfigProvider locale={instance.language === 'zh' ? zhCN : enUS} theme={{ token: { colorPrimary: '#1668dc' } }}>
      <AntdApp>
        <FeedbackHolder />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}

export function rootContainer(container: ReactNode) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleRoot>{container}</LocaleRoot>
    </I18nextProvider>
  );
}

/** Nothing renders before the language files are in (from the cache when there is one). */
export function render(oldRender: () => void) {
  initI18n()
    .catch(() => undefined)
    .finally(() => {
      document.title = i18n.t('app.title');
      oldRender();
    });
}
