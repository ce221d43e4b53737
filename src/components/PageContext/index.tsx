import { RouteContext, type RouteContextType } from '@ant-design/pro-components';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * ProLayout's RouteContext for the open page's PageContainer, with a default title (the menu
 * entry's, translated here so it follows a language switch) and without the "page container"
 * count, whose state change rendered the layout again; the padding follows in CSS (src/global.less).
 */
export default function PageContext({ children }: { children: ReactNode }) {
  const context = useContext(RouteContext);
  const { t, i18n } = useTranslation();
  const menuLabel = context.currentMenu?.locale;
  const title = typeof menuLabel === 'string' && i18n.exists(menuLabel) ? t(menuLabel) : context.currentMenu?.name;
  const value: RouteContextType = { ...context, title, setHasPageContainer: undefined };
  return <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
}
