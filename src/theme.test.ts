import { theme } from 'antd';
import { READABLE_TAG, THEME } from './theme';

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const token = theme.getDesignToken(THEME) as unknown as Record<string, string>;
/** White, a hovered row's grey, a selected row's blue: the backgrounds links sit on in lists. */
const ROW_BACKGROUNDS = ['#ffffff', '#fafafa', token.colorPrimaryBg];

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  test.each(['colorLink', 'colorError'])('%s on white, hovered and selected rows', (name) => {
    for (const bg of ROW_BACKGROUNDS) expect(contrast(token[name], bg)).toBeGreaterThanOrEqual(4.5);
  });

  test('white text on primary and danger buttons', () => {
    expect(contrast('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', token.colorError)).toBeGreaterThanOrEqual(4.5);
  });

  test.each(Object.entries(READABLE_TAG))('tag text %s (%s) on its light background', (name, colour) => {
    // A preset's text shade sits on the preset's 1st shade, a status colour on the status's global
    // background (a component token is not derived again without the component's `algorithm`).
    const preset = /^([a-z]+)7$/.exec(name);
    expect(contrast(colour, preset ? token[`${preset[1]}1`] : token[`${name}Bg`])).toBeGreaterThanOrEqual(4.5);
  });
});
