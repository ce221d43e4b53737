import { reference, useReference } from '@/query';
import { cmsApi } from '@/services/cms';

const cmsMeta = reference('cms-meta', () => cmsApi.meta(), 60_000);

/** The docks, carriers and slots the CMS forms offer. */
export const useCmsMeta = () => useReference(cmsMeta);
