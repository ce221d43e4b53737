import { useEffect, useRef, useState } from 'react';
import { useRequest } from 'ahooks';
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
  const slowTimer = useRef<ReturnType<typeof setTimeout>>();
  const slow = isSlow();

  const { refresh } = useRequest(fetchVersion, {
    cacheKey: 'wms-version-check',
    staleTime: VERSION_CHECK.dedupeWindow,
    refreshOnWindowFocus: true,
    focusTimespan: VERSION_CHECK.focusThrottle,
    retryCount: -1,
    retryInterval: retryIntervalFor(slow),
    onBefore: () => {
      const threshold = slowThresholdFor(slow);
      clearTimeout(slowTimer.current);
      slowTimer.current = setTimeout(() => onSlow(threshold), threshold);
    },
    onFinally: () => clearTimeout(slowTimer.current),
    onSuccess: (version) => setOutdated(tracker.observe(version)),
    // A failed check is retried quietly; it is not the user's business.
    onError: () => undefined,
  });

  useEffect(() => {
    window.addEventListener('online', refresh);
    return () => {
      window.removeEventListener('online', refresh);
      clearTimeout(slowTimer.current);
    };
  }, [refresh]);

  return {
    outdated,
    dismiss: () => {
      tracker.dismiss();
      setOutdated(false);
    },
  };
}
