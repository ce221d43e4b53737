/**
 * A lane's test process (e2e/run.mjs): runs the test files named on its standard input, one line
 * each, in turn and in this one process, so they share its Chromium and lent tabs (e2e/helpers.mjs)
 * instead of paying a node, a browser and cold tabs each. Each file runs as a suite of its own, so
 * its before and after hooks stay its own. Run with e2e/lane-reporter.mjs.
 */
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { describe } from 'node:test';
import { pathToFileURL } from 'node:url';
import { closeLaneBrowsers } from './helpers.mjs';

for await (const file of createInterface({ input: process.stdin })) {
  if (file) describe(file, async () => {
    await import(pathToFileURL(resolve(file)).href);
  });
}
await closeLaneBrowsers();
