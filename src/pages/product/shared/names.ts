/**
 * Names in the user's language: a product's (nameZh / nameEn), a dictionary entry's (units,
 * categories). The other name stands in when one is empty.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionSource } from '@/kits/setup/fields';
import { sharedOptions } from '@/kits/setup/sharedOptions';
import { useReference } from '@/query';
import { basicEntries, basicOptionsKey, fetchBasicOptions, type BasicType } from '@/services/master';

export interface Named {
  nameZh?: string;
  nameEn?: string;
}

/** The name in `lang` ('zh…' Chinese, anything else English), else the other one, else ''. */
export function localName(r: Named, lang: string): string {
  const zh = lang.toLowerCase().startsWith('zh');
  return (zh ? r.nameZh || r.nameEn : r.nameEn || r.nameZh) || '';
}

/** `localName` in the current language. */
export function useLocalName() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  // the same function while the language stays (a screen's memoized columns depend on it)
  return useCallback((r: Named) => localName(r, lang), [lang]);
}

/** How a select offers a dictionary entry: its name, then its code in brackets (what import files write). */
export const entryLabel = (e: Named & { code: string }, lang: string) => {
  const name = localName(e, lang);
  return name && name !== e.code ? `${name} (${e.code})` : e.code;
};

/** A select's options over the enabled entries of a dictionary type, named in `lang`. */
export function entrySource(type: BasicType, lang: string): OptionSource {
  return sharedOptions(basicOptionsKey(type), () => fetchBasicOptions(type), (entries) => entries.map((e) => ({ value: e.code, label: entryLabel(e, lang) })), `master-basic-options-${type}-${lang}`);
}

/** A code of a dictionary type → its name in the current language (the code itself until loaded, or when unknown). */
export function useEntryName(type: BasicType) {
  const { i18n } = useTranslation();
  const { data } = useReference(basicEntries(type));
  return (code: string | undefined) => {
    if (!code) return '';
    const entry = data?.find((e) => e.code === code);
    return entry ? localName(entry, i18n.language) || code : code;
  };
}
