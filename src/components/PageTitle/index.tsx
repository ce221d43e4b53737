import { RouteContext } from '@ant-design/pro-components';
import { useContext, type ReactNode } from 'react';

/**
 * The browser tab keeps the console's name (ProLayout's page-title rendering is off), so
 * ProLayout hands PageContainer no title; this gives every PageContainer below the current
 * menu entry's translated name as its default title.
 */
export default function PageTitle({ children }: { children: ReactNode }) {
  const context = useContext(RouteContext);
  return <RouteContext.Provider value={{ ...context, title: context.currentMenu?.name }}>{children}</RouteContext.Provider>;
}
