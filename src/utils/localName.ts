import { useTranslation } from 'react-i18next';

/** A record named in both languages (a product, an operation, a dictionary entry). */
export interface NamedBoth {
  nameZh?: string;
  nameEn?: string;
}

/** The name in the language shown (the other one when it has none). */
export const localName = (r: NamedBoth, lang: string) => (lang.startsWith('zh') ? r.nameZh || r.nameEn : r.nameEn || r.nameZh) ?? '';

/** `nameOf(record)` in the user's language. */
export function useNameOf() {
  const { i18n } = useTranslation();
  return (r: NamedBoth) => localName(r, i18n.language);
}
