/** The console's antd theme (ConfigProvider in src/app.tsx); src/theme.test.ts checks its contrast. */

/**
 * Secondary / description texts and the calendar's days of other months darker than antd's
 * defaults (rgba(0,0,0,.45) / .25), so they meet WCAG AA contrast (Lighthouse accessibility).
 */
const READABLE_SECONDARY = 'rgba(0, 0, 0, 0.6)';
/**
 * Text colours of at least 4.5:1 (WCAG AA) on white, hovered / selected rows and tags' own
 * backgrounds (axe-core in e2e/a11y.test.mjs): antd's defaults are lighter (links 4.1:1, danger
 * 3.3:1, green tags 2.2:1), so darker shades of the same palettes (blue-7 6.2:1, red-7 5.1:1).
 */
const READABLE_LINK = '#0958d9';
const READABLE_ERROR = '#cf1322';
/** Tag text: the 8th (or 9th) shade of a palette where the 7th is under 4.5:1 on its 1st. */
export const READABLE_TAG = {
  colorSuccess: '#237804', // green-8, 5.4:1 on green-1
  colorWarning: '#ad4e00', // orange-8, 5.1:1 on gold-1
  colorInfo: READABLE_LINK, // blue-7, 5.5:1 on blue-1
  cyan7: '#006d75',
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  lime7: '#3f6600',
  yellow7: '#614700',
  magenta7: '#9e1068',
};
export const THEME = {
  token: {
    colorPrimary: '#1668dc',
    colorLink: READABLE_LINK,
    colorError: READABLE_ERROR,
    colorTextTertiary: READABLE_SECONDARY,
    colorTextDescription: READABLE_SECONDARY,
  },
  components: {
    Calendar: { colorTextDisabled: READABLE_SECONDARY },
    // a disabled Select's value and a multiple Select's placeholder are text axe measures (4.5:1)
    Select: { colorTextDisabled: READABLE_SECONDARY, colorTextPlaceholder: READABLE_SECONDARY },
    Tag: READABLE_TAG,
  },
};
