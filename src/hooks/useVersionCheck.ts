import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryClient } from '@/query';
import { getVersion } from '@/services/version';
import {
  VERSION_CHECK,
  VersionTracker,
  currentConnection,
  isSlowConnection,
  retryIntervalFor,
  slowThresholdFor,
} from '@/utils/versionCheck';

export interface VersionCheckOptions {
  fetchVersion?: () => Promise<unknown>;
  /** Called when a check takes longer than the slow threshold. */
  onSlow?: (ms: number) => void;
  isSlow?: () => boolean;
}

const VERSION_KEY = ['version-check'];

const warnSlow = (ms: number) => {
  if (process.env.NODE_ENV === 'development') {
    // eslint-disable-next-line no-console
    console.warn(`[version check] slow: still waiting after ${ms} ms`);
  }
};

/**
 * The outdated-page check: fetches the version on mount, when the window regains focus
 * (throttled) and when the network comes back; merges duplicates; retries on errors.
 */
export function useVersionCheck({
  fetchVersion = getVersion,
  onSlow = warnSlow,
  isSlow = () => isSlowConnection(currentConnection()),
}: VersionCheckOptions = {}) {
  const tracker = useRef(new VersionTracker()).current;
  const [outdated, setOutdated] = useState(false);
  const lastFocusCheck = useRef(-Infinity);
  const slow = isSlow();

  const { data, dataUpdatedAt, refetch } = useQuery(
    {
      queryKey: VERSION_KEY,
      queryFn: async () => {
        const threshold = slowThresholdFor(slow);
        const timer = setTimeout(() => onSlow(threshold), threshold);
        try {
          return (await fetchVersion()) ?? null;
        } finally {
          clearTimeout(timer);
        }
      },
      // checks within the window are one; after it, a mount, the focus or the network asks again
      staleTime: VERSION_CHECK.dedupeWindow,
      refetchOnWindowFocus: () => {
        if (Date.now() - lastFocusCheck.current < VERSION_CHECK.focusThrottle) return false;
        lastFocusCheck.current = Date.now();
        return true;
      },
      // a failed check is retried quietly; it is not the user's business
      retry: true,
      retryDelay: retryIntervalFor(slow),
    },
    queryClient,
  );

  useEffect(() => {
    if (dataUpdatedAt) setOutdated(tracker.observe(data));
  }, [data, dataUpdatedAt, tracker]);

  useEffect(() => {
    const recheck = () => void refetch();
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [refetch]);

  return {
    outdated,
    dismiss: () => {
      tracker.dismiss();
      setOutdated(false);
    },
  };
}
