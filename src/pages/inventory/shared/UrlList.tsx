import { PageContainer } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import type { ReactNode } from 'react';
import ListScreen, { type ListScreenProps } from '@/kits/list/ListScreen';

/**
 * An inventory list whose filters start from the page's address (`?sku=…&location=…`): a drill-down
 * from another screen lands filtered. Another address (a link to this screen, the menu) starts the
 * list anew with its filters. Column settings are kept under the list's name.
 */
export default function UrlList<T extends { id: string }, F>({
  fromUrl,
  toQuery,
  children,
  ...props
}: Omit<ListScreenProps<T>, 'initialFilters' | 'toQuery'> & {
  /** The filter bar's values read from the address. */
  fromUrl: (params: URLSearchParams) => F;
  /** The filter bar's values as the list's query. */
  toQuery: (values: F) => Record<string, string>;
  /** Dialogs of the screen, after the list. */
  children?: ReactNode;
}) {
  const [params] = useSearchParams();
  const search = params.toString();
  const initial = fromUrl(new URLSearchParams(search));
  // a document list opens on the state the address names (`?status=counted`)
  const status = params.get('status');
  const states = props.states && (props.states.machine.states as readonly string[]).includes(status ?? '') ? { ...props.states, initialTab: status! } : props.states;
  return (
    <PageContainer>
      <ListScreen<T> key={search} columnsKey={props.name} {...props} states={states} initialFilters={initial as Record<string, unknown>} toQuery={(v) => toQuery(v as F)} />
      {children}
    </PageContainer>
  );
}
