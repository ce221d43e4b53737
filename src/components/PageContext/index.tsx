import { RouteContext, type RouteContextType } from '@ant-design/pro-components';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the PageContainer of the open page sees of ProLayout (its RouteContext), with two changes:
 * - A default title: the browser tab keeps the console's name (ProLayout's page-title rendering is
 *   off), so ProLayout hands PageContainer no title; every PageContainer below gets the current
 *   menu entry's name, translated here from its label key: ProLayout translates its menu data
 *   only when the layout config runs again (navigation), so its `name` keeps the old language
 *   after a language switch.
 * - No "page container present" count. PageContainer counts itself into ProLayout's state as it
 *   mounts, only so that ProLayout drops its content padding; that state change rendered the
 *   layout again (55 components, `scripts/commits.mjs`) right after the first page appeared. The padding
 *   follows the page's PageContainer in CSS instead (`:has`, src/global.less), with no render.
 */
export default function PageContext({ children }: { children: ReactNode }) {
  const context = useContext(RouteContext);
  const { t, i18n } = useTranslation();
  const menuLabel = context.currentMenu?.locale;
  const title = typeof menuLabel === 'string' && i18n.exists(menuLabel) ? t(menuLabel) : context.currentMenu?.name;
  const value: RouteContextType = { ...context, title, setHasPageContainer: undefined };
  return <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
}
