/**
 * rc-table measures the scrollbar of every table as it mounts: it inserts a style and a probe
 * element and reads the probe's size, which forces a style recalculation and a layout of the whole
 * page being committed (about 12 ms of a list page's first render on a 2-core machine, `npm run
 * bench`), and then renders the table again with the size. This stand-in (for rc-table only, see
 * .umirc.ts):
 * - measures only a fixed-header or sticky table's scroll body (`<prefix>-body`): rc-table reads
 *   the size only for such tables (FixedHolder, and ExpandedRow under a fixed header). Any other
 *   target (the `<prefix>-content` or `-container` of a plain table) gets no size, the value the
 *   table starts with, so it is neither measured nor rendered again;
 * - measures once per distinct set of the scrollbar styles the measurement copies from the table.
 */
import getScrollBarSize, { getTargetScrollBarSize as measure } from 'rc-util/es/getScrollBarSize';

const NO_SIZE = { width: 0, height: 0 };
const measured = new Map();

/** rc-table's scroll body of a fixed header or sticky table: `<div class="ant-table-body">`. */
const isFixedHeaderBody = (el) => [...el.classList].some((c) => c.endsWith('-body'));

export function getTargetScrollBarSize(target) {
  if (typeof document === 'undefined' || !(target instanceof Element)) return measure(target);
  if (!isFixedHeaderBody(target)) return NO_SIZE;
  const style = getComputedStyle(target);
  const webkit = getComputedStyle(target, '::-webkit-scrollbar');
  // The styles measureScrollbarSize copies onto its probe, and the zoom (scrollbars have a fixed
  // device-pixel width).
  const key = [style.scrollbarColor, style.scrollbarWidth, webkit.width, webkit.height, window.devicePixelRatio].join('|');
  let size = measured.get(key);
  if (!size) {
    size = measure(target);
    measured.set(key, size);
  }
  return size;
}

export default getScrollBarSize;
