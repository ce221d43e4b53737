import type { TFunction } from 'i18next';

/**
 * The buttons of a ProTable search form in the console's words: ProComponents' own English says
 * "Query" where the order lists' filter bar (components/FilterBar) says "Search"; one verb on
 * every screen. Spread into `search={{ ... }}`.
 */
export const searchFormTexts = (t: TFunction) => ({ searchText: t('filter.search'), resetText: t('filter.reset') });
