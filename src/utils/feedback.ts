import type { App } from 'antd';

export type Feedback = ReturnType<typeof App.useApp>;

/*
 * The antd App context's message / modal / notification for code outside React (the request
 * module). Its holder sits at the root, so a session dialog outlives the layout a 401 unmounts,
 * and loads on the first `requireFeedback()`. Pages use App.useApp().
 */
const holders: Feedback[] = [];
let wanted = false;
let unavailable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Lends a holder's feedback until the returned function is called (the newest one is used). */
export function registerFeedback(value: Feedback): () => void {
  holders.push(value);
  notify();
  return () => {
    const i = holders.lastIndexOf(value);
    if (i >= 0) holders.splice(i, 1);
    notify();
  };
}

export const getFeedback = (): Feedback | undefined => holders[holders.length - 1];

/** Whether a holder has been asked for (read by the root's on-demand holder). */
export const feedbackWanted = () => wanted;

export function subscribeFeedback(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The on-demand holder's code could not be loaded: waiting callers get undefined. */
export function markFeedbackUnavailable() {
  unavailable = true;
  notify();
}

/**
 * The mounted holder, or one loaded on demand; undefined if its code cannot be loaded, or (last
 * resort) none has arrived within `timeoutMs`.
 */
export function requireFeedback(timeoutMs = 15_000): Promise<Feedback | undefined> {
  const now = getFeedback();
  if (now || unavailable) return Promise.resolve(now);
  return new Promise((resolve) => {
    let timer = 0;
    let unsubscribe = () => {};
    const done = () => {
      window.clearTimeout(timer);
      unsubscribe();
      resolve(getFeedback());
    };
    timer = window.setTimeout(done, timeoutMs);
    unsubscribe = subscribeFeedback(() => (getFeedback() || unavailable) && done());
    if (!wanted) {
      wanted = true;
      notify();
    }
  });
}

/** For tests. */
export function resetFeedback() {
  holders.length = 0;
  wanted = false;
  unavailable = false;
  notify();
}
