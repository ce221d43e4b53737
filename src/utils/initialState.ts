import { fetchCurrentUser, type CurrentUser } from '@/services/auth';
import { getToken, getWarehouse, setWarehouse } from './storage';

export interface InitialState {
  currentUser?: CurrentUser;
  /** The selected warehouse (also in localStorage `Current-Warehouse`). */
  warehouseId?: string;
}

/** A stored warehouse the user may not use is replaced by the first allowed one. */
export function pickWarehouse(user: CurrentUser, stored: string | undefined): string | undefined {
  if (stored && user.warehouses.some((w) => w.id === stored)) return stored;
  return user.warehouses[0]?.id;
}

/** The signed-in user (if there is a token) and the warehouse to work in. */
export async function loadInitialState(): Promise<InitialState> {
  if (!getToken()) return {};
  try {
    const currentUser = await fetchCurrentUser();
    const warehouseId = pickWarehouse(currentUser, getWarehouse());
    if (warehouseId && warehouseId !== getWarehouse()) setWarehouse(warehouseId);
    return { currentUser, warehouseId };
  } catch {
    // 401 is handled by the request module (dialog, then /login); anything else: signed-out view.
    return {};
  }
}
