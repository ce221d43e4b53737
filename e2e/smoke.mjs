/**
 * The smoke set: the browser test files run once more against a build with every replacement of
 * library internals off (WMS_LIBRARY_INTERNALS=off, config/internals.ts; `E2E_SMOKE=1`,
 * scripts/smoke-internals-off.sh): sign-in and menus, the layout and the language switch, lists,
 * form saves, a scan station, the outbound screens in both languages, the task list.
 */
export const SMOKE_FILES = [
  'navigation', // login, menus per account, side menu, access
  'shell', // session expiry, language switch, error boundary
  'lists', // list kit: search, sort, paging
  'order-form', // a form saved
  'products', // a set-up list: create, edit, import, delete
  'scan', // the scan stations
  'outbound-i18n', // outbound screens in both languages
  'task', // task list, drawer, assign
];
