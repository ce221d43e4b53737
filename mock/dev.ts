import { handle } from './_lib/http';
import { setSessionIdleMs } from './_lib/auth';
import { getStore, resetStore } from './_lib/store';

/**
 * Development endpoints of the mock back end (the real back end has none of these): they let
 * a developer or a browser test make the rare things happen now.
 */
export default {
  /** A new deployment: open pages show the outdated notice on their next check. */
  'POST /api/dev/version/bump': handle(() => {
    getStore().version += 1;
    return `1.0.${getStore().version}`;
  }),
  /** Every session (or the one named by `token`) expires now: its next request answers 401. */
  'POST /api/dev/sessions/expire': handle((req) => {
    const { sessions } = getStore();
    const token = req.body?.token as string | undefined;
    for (const s of sessions.values()) if (!token || s.token === token) s.lastSeen = 0;
    return undefined;
  }),
  /** Sets the idle time in seconds (omit to restore MOCK_SESSION_IDLE_MINUTES / 30 minutes). */
  'POST /api/dev/sessions/idle': handle((req) => {
    const seconds = Number(req.body?.seconds);
    setSessionIdleMs(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined);
    return undefined;
  }),
  /** Back to the seed data. */
  'POST /api/dev/reset': handle(() => {
    resetStore();
    setSessionIdleMs(undefined);
    return undefined;
  }),
};
