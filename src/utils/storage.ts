/** The exact localStorage keys the console uses (shared with the real back end's other clients). */
export const STORAGE_KEYS = {
  token: 'token',
  warehouse: 'Current-Warehouse',
  lang: 'lang',
} as const;

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode policies)
  }
}

export const getToken = () => safeStorage()?.getItem(STORAGE_KEYS.token) || undefined;
export const setToken = (token: string) => safeStorage()?.setItem(STORAGE_KEYS.token, token);
export const removeToken = () => safeStorage()?.removeItem(STORAGE_KEYS.token);

export const getWarehouse = () => safeStorage()?.getItem(STORAGE_KEYS.warehouse) || undefined;
export const setWarehouse = (id: string) => safeStorage()?.setItem(STORAGE_KEYS.warehouse, id);

export const getStoredLang = () => safeStorage()?.getItem(STORAGE_KEYS.lang) || undefined;
export const setStoredLang = (lang: string) => safeStorage()?.setItem(STORAGE_KEYS.lang, lang);
