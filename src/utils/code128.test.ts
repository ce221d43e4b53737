import { code128Bars, code128Values, code128Widths } from './code128';

describe('Code 128 B', () => {
  it('computes the checksum (worked example "PJJ123C")', () => {
    // 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879; 879 mod 103 = 55
    const v = code128Values('PJJ123C');
    expect(v[0]).toBe(104);
    expect(v.slice(1, -2)).toEqual([48, 42, 42, 17, 18, 19, 35]);
    expect(v[v.length - 2]).toBe(55);
    expect(v[v.length - 1]).toBe(106);
  });

  it('encodes "Wikipedia": checksum and its pattern', () => {
    // 104 + 55·1 + 73·2 + 75·3 + 73·4 + 80·5 + 69·6 + 68·7 + 73·8 + 65·9 = 3281; 3281 mod 103 = 88
    expect(code128Values('Wikipedia').slice(-2)).toEqual([88, 106]);
    // symbol 88 is 421211 and start B is 211214 (ISO/IEC 15417 table)
    expect(code128Widths('Wikipedia').slice(0, 6)).toEqual([2, 1, 1, 2, 1, 4]);
    expect(code128Widths('Wikipedia').slice(-13, -7)).toEqual([4, 2, 1, 2, 1, 1]);
  });

  it('every symbol is 11 modules, the stop 13; bars alternate starting with a bar', () => {
    const text = 'SFW1000014155';
    const widths = code128Widths(text);
    const symbols = text.length + 3; // start, data, checksum, stop
    expect(widths.reduce((a, b) => a + b, 0)).toBe((symbols - 1) * 11 + 13);
    const { bars, modules } = code128Bars(text);
    expect(modules).toBe((symbols - 1) * 11 + 13);
    expect(bars[0]).toEqual([0, 2]); // start B = 211214: first bar 2 modules wide
    expect(bars[1]).toEqual([3, 1]);
  });

  it('refuses characters outside subset B', () => {
    expect(() => code128Values('é')).toThrow();
  });
});
