import { mapSettled } from '@/utils/settled';
import { peekShared, sharedRequest } from '@/utils/sharedRequest';
import type { Option, OptionSource } from './fields';

/**
 * Options over one shared request (`sharedRequest(key, fetch)`): its readers take one answer, the
 * click that opens a page may ask for it ahead (`prefetch`), and a select shows it in its first
 * render when it is in (`peek`).
 */
export function sharedOptions<R>(key: string, fetch: () => Promise<R>, toOptions: (answer: R) => Option[], cacheKey = key): Required<OptionSource> {
  return {
    cacheKey,
    load: () => sharedRequest(key, fetch).then(toOptions),
    peek: () => mapSettled(peekShared<R>(key), toOptions),
    prefetch: () => sharedRequest(key, fetch),
  };
}
