import type { i18n as I18n } from 'i18next';
import { TEXTS_REPLACED } from './backend';
import { FALLBACK_LANG } from './detect';
import { namespaceOf } from './namespaces';

/** A translation key of locales/ (flat, dotted), not a plain text passed to t(). */
const KEY = /^[\w-]+(?:\.[\w-]+)+$/;

/**
 * An English fallback without the en files on every zh page: the backend defers them until a key is
 * missing, which loads that namespace's en file; the texts then re-render in English.
 */
export function lazyFallback(instance: () => I18n) {
  /** Namespaces whose fallback file was asked for by a missing key (then loaded as any other). */
  const wanted = new Set<string>();
  const loading = new Set<string>();
  const shown = () => {
    const i18n = instance() as I18n & { isLanguageChangingTo?: string };
    return i18n.isLanguageChangingTo || i18n.language;
  };
  return {
    deferred: (lng: string, ns: string) => lng === FALLBACK_LANG && shown() !== FALLBACK_LANG && !wanted.has(ns),
    missingKey: (key: string, defaultValue?: string, options?: { lng?: string }): string => {
      const i18n = instance();
      const lng = options?.lng || i18n.language;
      const ns = namespaceOf(key);
      // only a key missing from a file that is in (not one still on its way)
      if (lng !== FALLBACK_LANG && KEY.test(key) && i18n.hasResourceBundle(lng, ns) && !wanted.has(ns)) {
        wanted.add(ns);
        loading.add(ns);
        // not inside the render that asked: the load's callback may re-render at once
        Promise.resolve().then(() =>
          i18n.reloadResources([FALLBACK_LANG], [ns], () => {
            loading.delete(ns);
            (i18n.store as unknown as { emit: (event: string, ...args: unknown[]) => void }).emit(TEXTS_REPLACED, FALLBACK_LANG, ns);
          }),
        );
      }
      // Blank for the moment the English file takes, not the raw key; the key once nothing has it.
      return defaultValue ?? (loading.has(ns) ? '' : key);
    },
  };
}
