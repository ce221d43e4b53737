import { Navigate, Outlet, useLocation } from '@umijs/max';
import { getToken } from '@/utils/storage';
import { loginPath } from '@/utils/session';

/** The authentication wrapper: routes without `noAuth` need a stored token. */
export default function AuthWrapper() {
  const location = useLocation();
  if (!getToken()) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <Outlet />;
}
