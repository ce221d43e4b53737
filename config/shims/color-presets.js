/**
 * antd's Button style token needs `isBright` from the ColorPicker's presets module, which also
 * imports Collapse and the whole color picker. This stand-in (for antd/es/button/style only, see
 * .umirc.ts) is that one function, the same as antd 5.29's, on the Color class alone.
 */
import { Color as RcColor } from '@rc-component/color-picker/es/color';

export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
