import { COMPILE_HINT, shiftMapOneLine } from './compileHints';

describe('compile hints', () => {
  it('is a one-line comment, first in the file, in the form V8 reads', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('shifts a source map one line down, for the line put in front of the file', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC;AACD' };
    const shifted = JSON.parse(shiftMapOneLine(JSON.stringify(map)));
    expect(shifted.mappings).toBe(';AAAA,CAAC;AACD');
    expect(shifted.sources).toEqual(['a.ts']);
  });
});
