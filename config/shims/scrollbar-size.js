/**
 * rc-table measures the scrollbar of every table as it mounts: it inserts a style and a probe
 * element and reads the probe's size, which forces a layout of the whole page being committed
 * (about 12 ms of each list page's first render on a 2-core machine, `npm run bench`). The size
 * depends only on the scrollbar styles the measurement copies from the table, so this stand-in
 * (for rc-table only, see .umirc.ts) measures once per distinct set of those styles.
 */
import getScrollBarSize, { getTargetScrollBarSize as measure } from 'rc-util/es/getScrollBarSize';

const measured = new Map();

export function getTargetScrollBarSize(target) {
  if (typeof document === 'undefined' || !(target instanceof Element)) return measure(target);
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
