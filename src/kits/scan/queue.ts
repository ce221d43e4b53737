import { isRequestError } from '@/utils/request';

/**
 * A scan screen's offline queue: writes go out one by one in scan order; one that cannot reach the
 * server stays, persisted, and is resent with the same idempotency key (never applied twice).
 * A refusal (4xx) leaves the queue at once and is reported: resending would be refused again.
 */
export interface QueuedScan<P = unknown> {
  /** The write's idempotency key (sent as `Idempotency-Key`), kept for every retry. */
  key: string;
  /** Which of the screen's writes (its `send` functions) this is. */
  op: string;
  payload: P;
  /** What the queue list shows: codes and quantities as scanned (data, not translated words). */
  label: string;
  /** When it was scanned (ISO). */
  at: string;
  /** Failed attempts so far: above 0, the scan is waiting in the visible queue. */
  tries: number;
}

export type ScanOutcome<R = unknown> = { status: 'sent'; result: R } | { status: 'queued' } | { status: 'refused'; error: unknown };

/** Failures worth retrying: the server never answered (or the session must be renewed first). */
export function isTransient(e: unknown): boolean {
  if (!isRequestError(e)) return false;
  return e.kind === 'timeout' || e.kind === 'offline' || e.kind === 'network' || e.status === 401;
}

/** A fresh idempotency key: a random UUID (crypto.randomUUID exists only in secure contexts). */
export function newScanKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The storage key of one queue: per user, warehouse and screen (another user never sends mine). */
export const queueStorageKey = (userId: string, warehouseId: string, screen: string) => `wms.scanQueue:${userId}:${warehouseId}:${screen}`;

export interface ScanQueueOptions {
  storageKey: string;
  /** Sends one write with its key; rejects with the request's error. */
  send: (item: QueuedScan) => Promise<unknown>;
  /** A queued scan (tries > 0) left the queue: sent, or refused by the server. */
  onDelivered?: (item: QueuedScan, outcome: ScanOutcome) => void;
  /** The queue's items changed. */
  onChange?: (items: QueuedScan[]) => void;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

function load(storage: ScanQueueOptions['storage'], key: string): QueuedScan[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    // a scan left from an earlier page (even one closed mid-request) is waiting: it shows in the list
    return parsed.filter((x): x is QueuedScan => !!x && typeof x === 'object' && typeof x.key === 'string' && typeof x.op === 'string').map((x) => ({ ...x, tries: Math.max(1, Number(x.tries) || 0) }));
  } catch {
    return []; // damaged storage: nothing to resend
  }
}

export class ScanQueue {
  private items: QueuedScan[];
  /** Every send runs after the previous one: scans reach the server in the order scanned. */
  private chain: Promise<unknown> = Promise.resolve();
  private readonly storage: ScanQueueOptions['storage'];

  constructor(private readonly options: ScanQueueOptions) {
    this.storage = options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
    this.items = load(this.storage, options.storageKey);
  }

  /** The scans waiting for the connection (the one on its first attempt is not shown). */
  waiting(): QueuedScan[] {
    return this.items.filter((x) => x.tries > 0);
  }

  private save() {
    try {
      if (this.items.length) this.storage?.setItem(this.options.storageKey, JSON.stringify(this.items));
      else this.storage?.removeItem(this.options.storageKey);
    } catch {
      /* storage full or disabled: the queue still works for this page's life */
    }
    this.options.onChange?.(this.waiting());
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.chain.then(fn, fn);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /**
   * Sends the queue from its head until it is empty or the server cannot be reached. Outcomes
   * by key. Items that were waiting are reported through onDelivered.
   */
  private async drain(): Promise<Map<string, ScanOutcome>> {
    const outcomes = new Map<string, ScanOutcome>();
    while (this.items.length) {
      const item = this.items[0];
      let outcome: ScanOutcome;
      try {
        outcome = { status: 'sent', result: await this.options.send(item) };
      } catch (error) {
        if (isTransient(error)) {
          item.tries += 1;
          this.save();
          outcomes.set(item.key, { status: 'queued' });
          break;
        }
        outcome = { status: 'refused', error };
      }
      this.items.shift();
      this.save();
      outcomes.set(item.key, outcome);
      if (item.tries > 0) this.options.onDelivered?.(item, outcome);
    }
    // the scans behind a failed one wait too
    for (const x of this.items) if (!outcomes.has(x.key)) outcomes.set(x.key, { status: 'queued' });
    return outcomes;
  }

  /**
   * A new scan write: persisted first (a page closed mid-request sends it again, with its key),
   * then sent behind any waiting ones. Resolves with what became of it.
   */
  submit(op: string, payload: unknown, label: string, key = newScanKey()): Promise<ScanOutcome> {
    const item: QueuedScan = { key, op, payload, label, at: new Date().toISOString(), tries: 0 };
    return this.serial(async () => {
      const wasWaiting = this.items.length > 0;
      this.items.push(item);
      this.save();
      const outcomes = await this.drain();
      const outcome = outcomes.get(key) ?? { status: 'queued' };
      // behind waiting scans, a new one is queued like them: it shows in the list until sent
      if (wasWaiting && outcome.status === 'queued' && item.tries === 0) {
        item.tries = 1;
        this.save();
      }
      return outcome;
    });
  }

  /** Tries the waiting scans again (the connection is back, the retry timer, or the user asked). */
  flush(): Promise<void> {
    return this.serial(async () => {
      if (this.items.length) await this.drain();
    });
  }
}
