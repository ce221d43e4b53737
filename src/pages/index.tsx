import { Navigate, useModel } from '@umijs/max';
import { landingPage } from '@/utils/menu';

/** `/`: the user's landing page (/homepage if permitted, else the first permitted page). */
export default function Index() {
  const { initialState } = useModel('@@initialState');
  const held = new Set(initialState?.currentUser?.menuIds ?? []);
  return <Navigate to={landingPage(held)} replace />;
}
