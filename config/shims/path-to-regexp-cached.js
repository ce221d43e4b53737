/**
 * ProLayout finds the page's menu entry, title and breadcrumb by compiling a path pattern for each
 * route, in turn, on every render of the layout; a navigation renders it two or three times, each
 * compiling a hundred-odd patterns again (several ms of a route switch on a 2-core machine, `npm
 * run bench`). These stand-ins (see .umirc.ts, each only for the package named) compile each
 * pattern once; the compiled matchers hold no state between calls.
 * - `match` of path-to-regexp, for @ant-design/pro-layout (page title, breadcrumb);
 * - `pathToRegexp` of @umijs/route-utils' own copy, for its menu matching. Its regular expressions
 *   have no `g` or `y` flag, so one can be shared; a caller's `keys` array still gets the keys.
 */
import * as pathToRegexpV8 from 'path-to-regexp';
import * as routeUtilsPaths from '@umijs/route-utils/es/path-to-regexp';

const matchers = new Map();

export function match(path, options) {
  if (typeof path !== 'string' || options !== undefined) return pathToRegexpV8.match(path, options);
  let matcher = matchers.get(path);
  if (!matcher) {
    matcher = pathToRegexpV8.match(path);
    matchers.set(path, matcher);
  }
  return matcher;
}

const regexps = new Map();

export function pathToRegexp(path, keys, options) {
  if (typeof path !== 'string' || options !== undefined) return routeUtilsPaths.pathToRegexp(path, keys, options);
  let compiled = regexps.get(path);
  if (!compiled) {
    const compiledKeys = [];
    compiled = { regexp: routeUtilsPaths.pathToRegexp(path, compiledKeys), keys: compiledKeys };
    regexps.set(path, compiled);
  }
  if (keys) keys.push(...compiled.keys);
  return compiled.regexp;
}
