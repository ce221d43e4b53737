import { Navigate, Outlet, useLocation } from '@umijs/max';
import { useTranslation } from 'react-i18next';
import { namespacesFor } from '@/i18n/namespaces';
import { getToken } from '@/utils/storage';
import { loginPath } from '@/utils/session';
// Every signed-in page is drawn in the layout: its config (a chunk of its own, src/app.tsx) is then
// among the page's chunks, which umi's preload helper asks for as the HTML loads, instead of after
// umi.js has run (~180 ms later on a cold load; `node scripts/timeline.mjs`).
import '@/layoutConfig';

/**
 * A page of the console renders once its translation files are in (i18n/namespaces: its area's
 * file, loaded on the first visit of the area, usually ahead by the route prefetch).
 */
function WithTexts() {
  const { pathname } = useLocation();
  const { ready } = useTranslation(namespacesFor(pathname));
  return ready ? <Outlet /> : null;
}

/** The authentication wrapper: routes without `noAuth` need a stored token. */
export default function AuthWrapper() {
  const location = useLocation();
  if (!getToken()) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <WithTexts />;
}
