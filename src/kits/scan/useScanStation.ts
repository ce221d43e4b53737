import { useModel } from '@umijs/max';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdBackground } from '@/utils/idle';
import { failureText } from '@/utils/request';
import { queueStorageKey, ScanQueue, type QueuedScan, type ScanOutcome } from './queue';

export type ScanFeedbackType = 'success' | 'error' | 'info' | 'warning';
export interface ScanMessage {
  type: ScanFeedbackType;
  text: string;
  /** Not the answer to a scan (a dialog's result): shown without "last scan". */
  dialog?: boolean;
}

/** How often waiting scans are tried again while the page is open (besides the `online` event). */
export const SCAN_RETRY_MS = 15_000;
const SOUND_KEY = 'wms.scanSound';

/** A short tone: high for success, low for an error. Silent where audio is unavailable. */
export function beep(ok: boolean) {
  try {
    const ctx = new AudioContext();
    const o = ctx.createOscillator();
    o.frequency.value = ok ? 880 : 220;
    o.connect(ctx.destination);
    o.start();
    o.stop(ctx.currentTime + (ok ? 0.08 : 0.25));
    o.onended = () => ctx.close();
  } catch {
    /* no audio */
  }
}

const readSound = () => {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
};

/** Runs `fn` once the answer on screen has been painted: the lists beside a station are asked again after it, not before. */
export const afterAnswer = (fn: () => void) => requestAnimationFrame(() => window.setTimeout(fn, 0));

const sameScans = (a: QueuedScan[], b: QueuedScan[]) => a.length === b.length && a.every((x, i) => x.key === b[i].key && x.tries === b[i].tries);

/** The scan writes of a screen: each sends one payload with its idempotency key. */
export type ScanWrites = Record<string, (payload: any, idempotencyKey: string) => Promise<unknown>>;

export interface ScanStationOptions<W extends ScanWrites> {
  /** The screen's name in the queue's storage key (with the user and the warehouse). */
  screen: string;
  writes: W;
  /** A waiting scan left the queue (sent, or refused): the station has said so; reload here. */
  onDelivered?: (item: QueuedScan, outcome: ScanOutcome) => void;
}

/**
 * The state of a scan station: the last result (with an optional beep), the focus of the scan
 * field, and the screen's scan writes through the offline queue. Pass it to <ScanStation>.
 */
export function useScanStation<W extends ScanWrites>({ screen, writes, onDelivered }: ScanStationOptions<W>) {
  const { t } = useTranslation();
  const { initialState } = useModel('@@initialState') as { initialState?: { currentUser?: { id: string }; warehouseId?: string } };
  const [message, setMessage] = useState<ScanMessage>();
  const [sound, setSoundState] = useState(readSound);
  const [waiting, setWaiting] = useState<QueuedScan[]>([]);
  const [focusTick, setFocusTick] = useState(0);
  // the latest callbacks, read by the queue made once per user/warehouse/screen
  const latest = useRef({ writes, onDelivered, t, sound });
  latest.current = { writes, onDelivered, t, sound };

  const say = useCallback((m: ScanMessage) => {
    setMessage(m);
    if (latest.current.sound && (m.type === 'success' || m.type === 'error')) beep(m.type === 'success');
  }, []);

  const userId = initialState?.currentUser?.id ?? '-';
  const warehouseId = initialState?.warehouseId ?? '-';
  const queue = useMemo(
    () =>
      new ScanQueue({
        storageKey: queueStorageKey(userId, warehouseId, screen),
        send: (item) => {
          const write = latest.current.writes[item.op];
          if (!write) return Promise.reject(new Error(`unknown scan write ${item.op}`));
          return write(item.payload, item.key);
        },
        // the same scans waiting (none, mostly): no new state, so a scan renders no screen before its request
        onChange: (items) => setWaiting((prev) => (sameScans(prev, items) ? prev : items)),
        onDelivered: (item, outcome) => {
          const tr = latest.current.t;
          if (outcome.status === 'sent') say({ type: 'success', text: tr('kit.scan.delivered', { label: item.label }) });
          if (outcome.status === 'refused') say({ type: 'error', text: tr('kit.scan.refusedLater', { label: item.label, reason: failureText(outcome.error) }) });
          latest.current.onDelivered?.(item, outcome);
        },
      }),
    [userId, warehouseId, screen, say],
  );

  // a station's scans come before the console's idle-time work (route code fetched ahead)
  useEffect(() => holdBackground(), []);

  // Scans left from an earlier visit are shown, and sent now; then on `online` and every SCAN_RETRY_MS.
  useEffect(() => {
    setWaiting(queue.waiting());
    queue.flush();
    const retry = () => {
      if (queue.waiting().length) queue.flush();
    };
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, SCAN_RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [queue]);

  /** Sends a scan write through the queue; no connection: it waits, and the station says so. */
  const submit = useCallback(
    async <K extends keyof W & string>(op: K, payload: Parameters<W[K]>[0], label: string): Promise<ScanOutcome<Awaited<ReturnType<W[K]>>>> => {
      const outcome = await queue.submit(op, payload, label);
      if (outcome.status === 'queued') say({ type: 'warning', text: t('kit.scan.queued', { label }) });
      return outcome as ScanOutcome<Awaited<ReturnType<W[K]>>>;
    },
    [queue, say, t],
  );

  const setSound = useCallback((on: boolean) => {
    setSoundState(on);
    try {
      localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    } catch {
      /* not remembered */
    }
  }, []);

  return {
    message,
    say,
    /** Forgets the last result (a new task, a new document). */
    clear: useCallback(() => setMessage(undefined), []),
    submit,
    waiting,
    flush: useCallback(() => queue.flush(), [queue]),
    sound,
    setSound,
    /** Puts the focus back in the scan field (after a dialog closes, say). */
    refocus: useCallback(() => setFocusTick((n) => n + 1), []),
    focusTick,
  };
}

export type ScanStationState = ReturnType<typeof useScanStation>;
