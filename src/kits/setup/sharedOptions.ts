import { fetchReference, peekReference, reference } from '@/query';
import type { Option, OptionSource } from './fields';

/** Options over one shared answer (`key`): every reader of `key` takes one request (the query layer). */
export function sharedOptions<R>(key: string, fetch: () => Promise<R>, toOptions: (answer: R) => Option[], cacheKey = key): Required<OptionSource> {
  const ref = reference(key, fetch);
  return {
    cacheKey,
    load: () => fetchReference(ref).then(toOptions),
    peek: () => {
      const answer = peekReference(ref);
      return answer === undefined ? undefined : toOptions(answer);
    },
    prefetch: () => fetchReference(ref),
  };
}
