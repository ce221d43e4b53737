// The benchmark's main-thread figure (scripts/trace.mjs) on a small made-up trace.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { busiestRendererMain, mainThreadWork } from './trace.mjs';

const M = (pid, tid, name) => ({ ph: 'M', pid, tid, name: 'thread_name', args: { name } });
const X = (name, ts, dur, tid = 1) => ({ ph: 'X', pid: 7, tid, name, ts, dur });
const trace = [
  M(7, 1, 'CrRendererMain'),
  M(7, 2, 'Compositor'),
  { ph: 'R', pid: 7, tid: 1, name: 'navigationStart', ts: 1000, args: { data: { documentLoaderURL: 'http://127.0.0.1/login' } } },
  // another renderer, busier, that did not navigate to a document: not the page's
  M(8, 1, 'CrRendererMain'),
  ...Array.from({ length: 5 }, (_, i) => ({ ph: 'X', pid: 8, tid: 1, name: 'RunTask', ts: 1000 + i * 100, dur: 50 })),
  X('RunTask', 500, 1000), // starts before navigation: 500 µs of it count
  X('RunTask', 2000, 4000),
  X('EvaluateScript', 2100, 3000),
  X('FunctionCall', 2200, 2000), // script inside script
  X('Layout', 2500, 500), // a forced layout inside the call: layout, not script
  X('UpdateLayoutTree', 5200, 300),
  X('RunTask', 7000, 1000),
  X('Paint', 7100, 200),
  X('RunTask', 9000, 5000), // crosses the end of the window (12000): 3000 µs count
  X('RunTask', 2000, 9000, 2), // another thread: not counted
];

test('busy time is the top-level tasks of the renderer main thread, clipped to the window', () => {
  const r = mainThreadWork(trace, { toMs: 11 });
  assert.equal(r.windowMs, 11);
  assert.equal(r.busyMs, 0.5 + 4 + 1 + 3);
});

test('each kind of work is counted by self time, nothing twice', () => {
  const { byKindMs, busyMs } = mainThreadWork(trace, { toMs: 11 });
  assert.equal(byKindMs.script, 2.5); // 3000 - 500 layout inside
  assert.equal(byKindMs.layout, 0.5);
  assert.equal(byKindMs.style, 0.3);
  assert.equal(byKindMs.paint, 0.2);
  const sum = Object.values(byKindMs).reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(sum - busyMs) < 1e-9, `kinds add up to the busy time (${sum} vs ${busyMs})`);
});

test('a trace without a navigation (a route switch): the renderer main thread with the most tasks', () => {
  const switchTrace = trace.filter((e) => e.name !== 'navigationStart');
  // pid 8 has five tasks, pid 7 four: the busier one, counted from its first task
  const r = mainThreadWork(switchTrace, { toMs: 1 });
  assert.equal(r.busyMs, 5 * 0.05);
  assert.deepEqual(busiestRendererMain(switchTrace), { thread: '8:1', ts: 1000 });
});
