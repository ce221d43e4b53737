import type { MenuSet } from '@/domain/menu';
import { fetchCurrentUser, type CurrentUser } from '@/services/auth';
import i18n, { initI18n } from '@/i18n';
import { currentText, isRequestError } from './request';
import { getToken, getWarehouse, setWarehouse } from './storage';

export interface InitialState {
  currentUser?: CurrentUser;
  /** The selected warehouse (also in localStorage `Current-Warehouse`, for the request header). */
  warehouseId?: string;
  /** The menu set the user is in (utils/workspace: `menuSetOf`); warehouse when unset. */
  menuSet?: MenuSet;
  /**
   * The current user could not be loaded for another reason than a 401 (server error, timeout,
   * offline, bad answer): its translated message. The console shows an error page with Retry and
   * Logout instead of an empty menu (app.tsx).
   */
  loadError?: string;
}

/** A stored warehouse the user may not use is replaced by the first allowed one. */
export function pickWarehouse(user: CurrentUser, stored: string | undefined): string | undefined {
  if (stored && user.warehouses.some((w) => w.id === stored)) return stored;
  return user.warehouses[0]?.id;
}

/** The signed-in user (if there is a token) and the warehouse to work in, or why it failed. */
export async function loadInitialState(): Promise<InitialState> {
  if (!getToken()) return {};
  try {
    const currentUser = await fetchCurrentUser();
    const warehouseId = pickWarehouse(currentUser, getWarehouse());
    if (warehouseId && warehouseId !== getWarehouse()) setWarehouse(warehouseId);
    return { currentUser, warehouseId };
  } catch (e) {
    // A 401 is handled by the request module (token dropped; dialog, then /login).
    if (isRequestError(e) && e.status === 401) return {};
    // Asked for at the very start (app.tsx render): the texts may have come in after the failure.
    await initI18n().catch(() => undefined);
    return { loadError: isRequestError(e) ? currentText(e) : i18n.t('request.badAnswer') };
  }
}

/**
 * Works in another warehouse: the user's menu ids are asked for again with the new
 * Current-Warehouse (a role may be limited to one warehouse). On failure the previous warehouse
 * stays selected and the error is thrown to the caller, which shows it.
 */
export async function switchWarehouse(warehouseId: string, previous: string | undefined): Promise<Pick<InitialState, 'currentUser' | 'warehouseId'>> {
  setWarehouse(warehouseId);
  try {
    return { currentUser: await fetchCurrentUser(), warehouseId };
  } catch (e) {
    if (previous) setWarehouse(previous);
    throw e;
  }
}
