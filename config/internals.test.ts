/**
 * @jest-environment node
 */
import { allInternalsOff, internalsOn, MECHANISMS, parseInternals } from './internals';

describe('WMS_LIBRARY_INTERNALS (config/internals.ts)', () => {
  it('is on for every mechanism when unset or "on", off for all with "off"', () => {
    for (const v of [undefined, '', 'on']) expect([...parseInternals(v)]).toEqual([...MECHANISMS]);
    expect(parseInternals('off').size).toBe(0);
    expect(allInternalsOff('off')).toBe(true);
    expect(allInternalsOff(undefined)).toBe(false);
  });

  it('leaves out the -names of a list, or keeps only the names listed', () => {
    expect(parseInternals('-firstStyles,-loginShell').has('firstStyles')).toBe(false);
    expect(parseInternals('-firstStyles,-loginShell').size).toBe(MECHANISMS.length - 2);
    expect([...parseInternals('shims, lazyRoutes')]).toEqual(['shims', 'lazyRoutes']);
    expect(internalsOn('shims', '-shims')).toBe(false);
    expect(internalsOn('lazyRoutes', '-shims')).toBe(true);
  });

  it('refuses an unknown name and a list mixing both forms', () => {
    expect(() => parseInternals('-firstStyle')).toThrow(/unknown "-firstStyle"/);
    expect(() => parseInternals('shims,-loginShell')).toThrow(/not both/);
  });
});
