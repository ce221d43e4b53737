// Browser tests find elements by role, label and text (data-testid where none fits), not by antd's
// class names: those change between antd versions and say nothing about what a user sees (issue
// #22). This test fails when an antd class selector (`.ant-…`) comes back into e2e/*.test.mjs,
// except the few below, each with its reason.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const E2E = join(import.meta.dirname, '..', 'e2e');

/** antd classes a test may use, and why no role, label or text fits. */
export const ALLOWED = {
  '.ant-message': "antd's message toasts have no role (not status, not alert); the toast container is the only way to tell a toast from the same text in a form",
  '.ant-message-notice': 'one toast of the above',
  '.ant-select-dropdown': "an open Select's options live in a portal; rc-select gives the visible options no role (role=option sits on a hidden list that clicks do not reach)",
  '.ant-select-item-option': 'a visible option of the above',
};

/**
 * Tests about antd's own boxes and styles rather than what a user finds, with the number of antd
 * class names they may hold and why. The number may only go down.
 */
export const PENDING = {
  // the content area's has-page-container flag
  'navigation.test.mjs': 1,
  // the list styles injected ahead of time (.ant-table in <style> text); the count of tables on screen
  'page-switch.test.mjs': 5,
  // where the actions column ends against the table's card and scroll container (antd boxes, no role)
  'screens.test.mjs': 7,
};

/** The antd class selectors in a test file's source, less the allowed ones. */
export function antdSelectors(source) {
  return [...source.matchAll(/\.ant-[\w-]+/g)].map((m) => m[0]).filter((c) => !(c in ALLOWED));
}

const files = readdirSync(E2E).filter((f) => f.endsWith('.test.mjs'));

test('no antd class selectors in browser tests beyond the allowed ones and the pending budget', () => {
  const over = [];
  for (const file of files) {
    const found = antdSelectors(readFileSync(join(E2E, file), 'utf8'));
    const budget = PENDING[file] ?? 0;
    if (found.length > budget) over.push(`${file}: ${found.length} antd class selector(s), budget ${budget}: ${[...new Set(found)].join(', ')}`);
  }
  assert.deepEqual(over, [], 'use getByRole / getByLabel / getByText (or a data-testid) instead, or add the class to ALLOWED with a reason');
});

test('the pending budget is no higher than what the files hold (lower it as files are converted)', () => {
  const stale = Object.entries(PENDING)
    .map(([file, budget]) => [file, budget, files.includes(file) ? antdSelectors(readFileSync(join(E2E, file), 'utf8')).length : 0])
    .filter(([, budget, found]) => found < budget)
    .map(([file, budget, found]) => `${file}: budget ${budget}, holds ${found}`);
  assert.deepEqual(stale, []);
});

test('the check finds antd class selectors and lets the allowed ones through', () => {
  assert.deepEqual(antdSelectors("page.locator('.ant-modal .ant-btn-primary'); x.locator('.ant-message')"), ['.ant-modal', '.ant-btn-primary']);
});
