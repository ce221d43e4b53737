/**
 * The smoke set: browser tests run once more against a build with every replacement of library
 * internals off (WMS_LIBRARY_INTERNALS=off, config/internals.ts; `E2E_SMOKE=1`,
 * scripts/smoke-internals-off.sh). Of each file, the tests (or groups, by name: node's
 * --test-name-pattern) that go through the replaced code: sign-in, the menus open and folded, the
 * session dialog, the language switch and the error page, a list, a set-up form with its refusals
 * and import, a scan station. The rest of each file is the app's own logic, the same in both builds.
 */
export const SMOKE_TESTS = {
  navigation: ['^admin sees the whole warehouse menu', '^side menu, folded and on a handheld$', '^no token → /login with the redirect'],
  shell: ['^401 removes the token, shows the dialog in zh', '^switching changes header texts', '^error boundary$'],
  lists: ['^zh: page 2'],
  setup: ['^zones \\(zh\\)', '^zone import \\(en\\)'],
  scan: ['^390 px', '^a scan the server refuses is shown at once, translated, and not queued \\(zh\\)$'],
};
export const SMOKE_FILES = Object.keys(SMOKE_TESTS);

/**
 * Files run against the smoke build only, when the run builds it: that build also takes its base
 * libraries from a CDN that refuses connections (e2e/server.mjs), which these check. One build fewer.
 */
export const SMOKE_BUILD_ONLY = ['cdn'];
