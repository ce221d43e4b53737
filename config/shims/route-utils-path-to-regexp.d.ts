/** @umijs/route-utils' own copy of path-to-regexp (untyped), as its menu matching calls it. */
declare module '@umijs/route-utils/es/path-to-regexp' {
  export function pathToRegexp(path: string | RegExp | (string | RegExp)[], keys?: { name: string | number }[], options?: object): RegExp;
}
