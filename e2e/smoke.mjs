/**
 * The smoke set: the browser test files run once more against a build with every replacement of
 * library internals off (WMS_LIBRARY_INTERNALS=off, config/internals.ts; `E2E_SMOKE=1`,
 * scripts/smoke-internals-off.sh): sign-in and menus, the layout and the language switch, lists,
 * the set-up kit (forms, drawers, import), the scan stations. It checks that the console works
 * without them; how fast a page switch is (page-switch) is the shipped build's.
 */
export const SMOKE_FILES = [
  'navigation', // login, menus per account, side menu, access
  'shell', // session expiry, language switch, error boundary
  'lists', // list kit: search, sort, paging
  'setup', // the set-up kit: create with refusals, edit, history, import, a settings form
  'scan', // the scan stations
];

/**
 * Files run against the smoke build only, when the run builds it: that build also takes its base
 * libraries from a CDN that refuses connections (e2e/server.mjs), which these check. One build fewer.
 */
export const SMOKE_BUILD_ONLY = ['cdn'];
