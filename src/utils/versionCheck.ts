/** Every timing of the outdated-page check, in one place (milliseconds). */
export const VERSION_CHECK = {
  /** Requests within this window are merged into one. */
  dedupeWindow: 2000,
  /** Focus re-checks at most this often. */
  focusThrottle: 5000,
  /** After an error, retry after this long... */
  retryInterval: 5000,
  /** ...or this long on a slow connection. */
  retryIntervalSlow: 10000,
  /** A check taking longer than this counts as slow... */
  slowAfter: 3000,
  /** ...or this long on a slow connection. */
  slowAfterSlow: 5000,
} as const;

interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** A slow connection: effectiveType slow-2g / 2g, or the user asked to save data. */
export function isSlowConnection(connection: ConnectionLike | undefined | null): boolean {
  if (!connection) return false;
  return !!connection.saveData || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
}

export function currentConnection(): ConnectionLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionLike }).connection;
}

export const retryIntervalFor = (slow: boolean) => (slow ? VERSION_CHECK.retryIntervalSlow : VERSION_CHECK.retryInterval);
export const slowThresholdFor = (slow: boolean) => (slow ? VERSION_CHECK.slowAfterSlow : VERSION_CHECK.slowAfter);

/**
 * Remembers the first version seen and tells whether a later one differs. Dismissing hides the
 * notice until the version changes again.
 */
export class VersionTracker {
  private first: string | undefined;
  private dismissed: string | undefined;
  private latest: string | undefined;

  /** Records a fetched version; returns whether the notice should show. */
  observe(version: unknown): boolean {
    if (version === undefined || version === null || version === '') return this.outdated;
    const v = String(version);
    if (this.first === undefined) this.first = v;
    this.latest = v;
    return this.outdated;
  }

  dismiss() {
    this.dismissed = this.latest;
  }

  get outdated(): boolean {
    return this.first !== undefined && this.latest !== this.first && this.latest !== this.dismissed;
  }
}
