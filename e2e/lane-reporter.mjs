/**
 * The reporter of a lane's process (e2e/lane.mjs): each file's report as node's spec reporter prints
 * it, its failures listed at its end, then a line `##lane-done ok|fail <file>` that tells e2e/run.mjs
 * the file is done.
 */
import { spec } from 'node:test/reporters';

export const DONE = /^##lane-done (ok|fail) (.*)$/;

export default async function* laneReporter(source) {
  let report;
  let text = '';
  for await (const event of source) {
    const fileLevel = event.data?.nesting === 0;
    if (event.type === 'test:start' && fileLevel && !report) {
      report = new spec();
      report.on('data', (d) => (text += d));
    }
    if (!report) continue;
    report.write(event);
    if ((event.type === 'test:pass' || event.type === 'test:fail') && fileLevel) {
      const ended = new Promise((done) => {
        report.on('end', done);
      });
      report.end();
      await ended;
      yield `${text}##lane-done ${event.type === 'test:pass' ? 'ok' : 'fail'} ${event.data.name}\n`;
      report = undefined;
      text = '';
    }
  }
}
