import { RouteContext, type RouteContextType } from '@ant-design/pro-components';
import { useContext, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type CountUpdate = number | ((count: number) => number);

/**
 * What the PageContainer of the open page sees of ProLayout (its RouteContext), with two changes:
 * - A default title: the browser tab keeps the console's name (ProLayout's page-title rendering is
 *   off), so ProLayout hands PageContainer no title; every PageContainer below gets the current
 *   menu entry's name, translated here from its label key: ProLayout translates its menu data
 *   only when the layout config runs again (navigation), so its `name` keeps the old language
 *   after a language switch.
 * - A steady "page container present" flag. PageContainer counts itself into ProLayout's state as
 *   it mounts and out as it unmounts (ProLayout then drops its content padding). A switch between
 *   two pages ends with the count where it began, yet re-rendered the whole layout (menu, header,
 *   breadcrumb) in the new page's effects, on the way to its data (`npm run bench`). The count is
 *   kept here; ProLayout hears only a change between none and some, once the effects of a commit
 *   have all run.
 */
export default function PageContext({ children }: { children: ReactNode }) {
  const context = useContext(RouteContext);
  const { t, i18n } = useTranslation();
  const menuLabel = context.currentMenu?.locale;
  const title = typeof menuLabel === 'string' && i18n.exists(menuLabel) ? t(menuLabel) : context.currentMenu?.name;
  const tellLayout = context.setHasPageContainer; // ProLayout's state setter: the same every render
  const presence = useRef({ count: 0, told: 0 });
  const setHasPageContainer = useMemo(
    () => (update: CountUpdate) => {
      const p = presence.current;
      p.count = typeof update === 'function' ? update(p.count) : update;
      // After this commit's other effects: an unmount followed by a mount changes nothing.
      queueMicrotask(() => {
        const present = p.count > 0 ? 1 : 0;
        if (present === p.told) return;
        p.told = present;
        tellLayout?.(present);
      });
    },
    [tellLayout],
  );
  const value: RouteContextType = { ...context, title, setHasPageContainer };
  return <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
}
