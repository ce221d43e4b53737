import { Select, type SelectProps } from 'antd';
import { createContext, useContext, useMemo, type MutableRefObject, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { entryLabel, localName } from '@/pages/product/shared/names';
import { useReference } from '@/query';
import { basicEntries } from '@/services/master';

/**
 * The dictionary's product categories as the product screen names them: options for a filter
 * (name and code) and a code's name in the page's language (the code until they have loaded, or
 * when unknown). The same one request as the product screen's names.
 */
export function useCategories() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const { data } = useReference(basicEntries('category'));
  return useMemo(() => {
    const byCode = new Map((data ?? []).map((e) => [e.code, e]));
    return {
      options: (data ?? []).map((e) => ({ value: e.code, label: entryLabel(e, lang) })),
      name: (code: string) => {
        const e = byCode.get(code);
        return (e && localName(e, lang)) || code;
      },
    };
  }, [data, lang]);
}

export type Categories = ReturnType<typeof useCategories>;

/** The page's categories for the cells that name one (CategoryName), so that their answer renders those cells alone. */
export const CategoriesContext = createContext<Categories | undefined>(undefined);

/**
 * Asks for the categories and hands them to what shows them below it (CategoryName, CategorySelect)
 * and to `into`, for what reads them when it runs (an export). Its own component: their answer,
 * which comes after the rows, renders those alone, not the page and its table.
 */
export function CategoriesProvider({ into, children }: { into?: MutableRefObject<Categories | undefined>; children: ReactNode }) {
  const categories = useCategories();
  if (into) into.current = categories;
  return <CategoriesContext.Provider value={categories}>{children}</CategoriesContext.Provider>;
}

/** A select of the page's categories (CategoriesProvider), name and code, for a filter. */
export function CategorySelect(props: Omit<SelectProps, 'options'>) {
  const categories = useContext(CategoriesContext);
  return <Select {...props} options={categories?.options} />;
}

/** A category's name in a table cell ('—' for none), the code until the categories come. */
export function CategoryName({ code }: { code: string | undefined }) {
  const categories = useContext(CategoriesContext);
  return <>{(code && (categories ? categories.name(code) : code)) || '—'}</>;
}
