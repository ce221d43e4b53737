import * as pathToRegexpV8 from 'path-to-regexp';
import * as routeUtilsPaths from '@umijs/route-utils/es/path-to-regexp';
import { match, pathToRegexp } from './path-to-regexp-cached';

describe('path-to-regexp-cached shim (ProLayout matches every route on every layout render)', () => {
  afterEach(() => jest.restoreAllMocks());

  test('match answers as path-to-regexp does, compiling each pattern once', () => {
    const compile = jest.spyOn(pathToRegexpV8, 'match');
    const pattern = '/outbound/b2c/:id';
    for (const url of ['/outbound/b2c/7', '/outbound/b2c', '/OUTBOUND/B2C/8', '/outbound/b2c/7/x']) {
      expect(match(pattern)(url)).toEqual(pathToRegexpV8.match(pattern)(url));
    }
    compile.mockClear();
    match(pattern)('/outbound/b2c/9');
    match('/inbound')('/inbound');
    match('/inbound')('/outbound');
    expect(compile.mock.calls.map((c) => c[0])).toEqual(['/inbound']);
  });

  test('match with options, or a bad pattern, is left to path-to-regexp each time', () => {
    expect(match('/a/:b', { decode: false })('/a/%20')).toEqual(pathToRegexpV8.match('/a/:b', { decode: false })('/a/%20'));
    expect(() => match('/a/(')).toThrow();
    expect(() => match('/a/(')).toThrow();
  });

  test("route-utils' pathToRegexp: the same tests, compiled once, keys still handed out", () => {
    const compile = jest.spyOn(routeUtilsPaths, 'pathToRegexp');
    for (const [pattern, url] of [['/outbound/b2c', '/outbound/b2c'], ['/outbound/b2c', '/outbound/b2b'], ['/outbound/(.*)', '/outbound/b2c'], ['/system/users', '/System/Users/']]) {
      expect(pathToRegexp(pattern).test(url)).toBe(routeUtilsPaths.pathToRegexp(pattern).test(url));
    }
    compile.mockClear();
    const keys: unknown[] = [];
    const regexp = pathToRegexp('/user/:id', keys);
    const again: unknown[] = [];
    expect(pathToRegexp('/user/:id', again)).toBe(regexp);
    expect(keys).toEqual([expect.objectContaining({ name: 'id' })]);
    expect(again).toEqual(keys);
    expect(regexp.test('/user/3')).toBe(true);
    expect(regexp.test('/user/3')).toBe(true); // no state kept between tests
    expect(compile).toHaveBeenCalledTimes(1);
  });
});
