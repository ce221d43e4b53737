/**
 * Main-thread work from a Chromium trace (the JSON `browser.stopTracing()` returns): how long the
 * page's renderer main thread was busy between two points, and what it was busy with. Steadier than
 * wall-clock time on a shared machine: another process taking the CPU stretches the wall clock but
 * adds little to the work the page's own thread does.
 */

/** Trace categories that give the renderer's tasks and what runs inside them. */
export const TRACE_CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'v8',
];

/** Event name → kind of work. Anything else inside a task counts as "other". */
const KIND = {
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  'v8.produceCache': 'script',
  'v8.run': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  XHRReadyStateChange: 'script',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  ParseHTML: 'parseHtml',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
  BlinkGC: 'gc',
};
/** Blink's loading steps, by name prefix: receiving and parsing the document, and creating its JS context. */
const KIND_BY_PREFIX = [
  [/^(DocumentLoader|NavigationBodyLoader|HTMLDocumentParser|DecodedDataDocumentParser)::/, 'parseHtml'],
  [/^LocalWindowProxy::/, 'script'],
];
const kindOf = (name) => KIND[name] || KIND_BY_PREFIX.find(([re]) => re.test(name))?.[1];
export const KINDS = ['script', 'style', 'layout', 'paint', 'parseHtml', 'gc', 'other'];

/** The last navigation to a document (http/https): its renderer main thread and time (µs, trace clock). */
export function pageNavigation(events) {
  const navs = events.filter((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''));
  const nav = navs[navs.length - 1];
  return nav && { thread: `${nav.pid}:${nav.tid}`, ts: nav.ts };
}

/** The renderer main thread with the most top-level tasks, from the trace's first of them. */
export function busiestRendererMain(events) {
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const count = new Map();
  const first = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mains.has(key)) continue;
    count.set(key, (count.get(key) || 0) + 1);
    if (!first.has(key) || e.ts < first.get(key)) first.set(key, e.ts);
  }
  const [thread] = [...count.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  return thread && { thread, ts: first.get(thread) };
}

/**
 * Busy time of the main thread within [from, to] (µs, trace clock; default from navigationStart,
 * for `toMs` after it), in ms, with each kind of work's self time (an event's time less that of
 * the events nested in it), so nothing is counted twice.
 */
export function mainThreadWork(trace, { toMs, from, to } = {}) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  // Several renderers run (another tab, a spare process): the page's is the one that navigated,
  // or, in a trace without a navigation (a route switch), the busiest renderer main thread.
  const nav = pageNavigation(events) ?? busiestRendererMain(events);
  if (!nav) throw new Error('no navigation to a document in the trace');
  const { thread } = nav;
  const start = from ?? nav.ts;
  const end = to ?? start + toMs * 1000;
  const clip = (ts, dur) => Math.max(0, Math.min(ts + dur, end) - Math.max(ts, start));

  const spans = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && e.dur > 0 && e.ts < end && e.ts + e.dur > start)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const byKind = Object.fromEntries(KINDS.map((k) => [k, 0]));
  let busy = 0;
  // A stack of open spans: each span's self time is its clipped time less its direct children's.
  const stack = [];
  const close = (s) => {
    const kind = s.e.name === 'RunTask' ? 'other' : kindOf(s.e.name) || s.parentKind || 'other';
    byKind[kind] += Math.max(0, s.clipped - s.children);
  };
  for (const e of spans) {
    while (stack.length && stack[stack.length - 1].e.ts + stack[stack.length - 1].e.dur <= e.ts) close(stack.pop());
    const parent = stack[stack.length - 1];
    const clipped = clip(e.ts, e.dur);
    if (!parent) {
      // Only the thread's top-level tasks make up the busy time.
      if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
      busy += clipped;
    } else parent.children += clipped;
    const parentKind = parent ? kindOf(parent.e.name) || parent.parentKind : undefined;
    stack.push({ e, clipped, children: 0, parentKind });
  }
  while (stack.length) close(stack.pop());
  const ms = (us) => us / 1000;
  return { busyMs: ms(busy), windowMs: ms(end - start), byKindMs: Object.fromEntries(KINDS.map((k) => [k, ms(byKind[k])])) };
}
