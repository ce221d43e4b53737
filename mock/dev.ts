import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { z } from 'zod';
import { handle, HttpError, type MockRequest } from './_lib/http';
import { setSessionIdleMs } from './_lib/auth';
import { isCrossSite } from './_lib/origin';
import { getStore, resetStore } from './_lib/store';
import { emptyBody, parseBody } from './_lib/validate';

/** Longest session idle time the development endpoint sets: one day. */
export const IDLE_SECONDS_MAX = 86_400;

const DEV = 'A test control of the mock back end (a real back end has none): ';

const expireSchema = z.strictObject({ token: z.string().max(128).optional() }).optional();
const idleSchema = z.strictObject({ seconds: z.number().int().min(1).max(IDLE_SECONDS_MAX).optional() }).optional();

/** Another site's page must not reset the store or end sessions of a developer's browser. */
function sameOrigin(req: MockRequest) {
  if (isCrossSite(req.headers)) throw new HttpError(403, 'server.crossSite');
}

/**
 * Development endpoints of the mock back end (the real back end has none of these): they let
 * a developer or a browser test make the rare things happen now. Same-origin requests only.
 */
export default defineRoutes({
  /** A new deployment: open pages show the outdated notice on their next check. */
  'POST /api/dev/version/bump': handle({ summary: `${DEV}a new deployment; answers the new version.`, access: 'public', body: emptyBody, answer: z.string() }, (req) => {
    sameOrigin(req);
    parseBody(emptyBody, req.body);
    getStore().version += 1;
    return `1.0.${getStore().version}`;
  }),
  /** Every session (or the one named by `token`) expires now: its next request answers 401. */
  'POST /api/dev/sessions/expire': handle({ summary: `${DEV}every session, or the one named by token, expires now.`, access: 'public', body: expireSchema, answer: null }, (req) => {
    sameOrigin(req);
    const token = parseBody(expireSchema, req.body)?.token;
    for (const s of getStore().sessions.values()) if (!token || s.token === token) s.lastSeen = 0;
    return undefined;
  }),
  /** Sets the idle time in seconds (omit to restore MOCK_SESSION_IDLE_MINUTES / 30 minutes). */
  'POST /api/dev/sessions/idle': handle({ summary: `${DEV}sets the session idle time in seconds (none: the default).`, access: 'public', body: idleSchema, answer: null }, (req) => {
    sameOrigin(req);
    const seconds = parseBody(idleSchema, req.body)?.seconds;
    setSessionIdleMs(seconds === undefined ? undefined : seconds * 1000);
    return undefined;
  }),
  /** Back to the seed data. */
  'POST /api/dev/reset': handle({ summary: `${DEV}back to the seed data.`, access: 'public', body: emptyBody, answer: null }, (req) => {
    sameOrigin(req);
    parseBody(emptyBody, req.body);
    resetStore();
    setSessionIdleMs(undefined);
    return undefined;
  }),
});
