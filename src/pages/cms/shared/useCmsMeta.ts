import { useRequest } from 'ahooks';
import { cmsApi } from '@/services/cms';

/** The docks, carriers and slots the CMS forms offer (cached while the screens are open). */
export const useCmsMeta = () => useRequest(cmsApi.meta, { cacheKey: 'cms-meta', staleTime: 60_000 });
