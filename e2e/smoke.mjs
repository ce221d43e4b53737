/**
 * The smoke set: the browser test files run once more against a build with every replacement of
 * library internals off (WMS_LIBRARY_INTERNALS=off, config/internals.ts; `E2E_SMOKE=1`,
 * scripts/smoke-internals-off.sh): sign-in and menus, the layout and the language switch, lists,
 * form saves, a set-up list, a scan station, the task list with its drawer. It checks that the
 * console works without them; how fast a page switch is (page-switch) is the shipped build's.
 */
export const SMOKE_FILES = [
  'navigation', // login, menus per account, side menu, access
  'shell', // session expiry, language switch, error boundary
  'lists', // list kit: search, sort, paging
  'order-form', // a form saved
  'products', // a set-up list: create, edit, import, delete
  'scan', // the scan stations
  'task', // task list, drawer with tabs, assign
];
