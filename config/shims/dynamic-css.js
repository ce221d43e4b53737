/**
 * antd's CSS-in-JS calls `updateCSS` for every style of every component instance as it mounts,
 * also when the style is already in the page. rc-util then lists all <style> elements, scans them
 * for the key and compares the node's serialized text with the new one: linear in the number of
 * styles (hundreds), for each of the hundreds of components a list page mounts. This stand-in
 * (for @ant-design/cssinjs only, see .umirc.ts) remembers the node and text it last wrote per key
 * and returns at once when they are unchanged and the node is still in place; everything else
 * goes to rc-util as before.
 */
import { clearContainerCache, injectCSS, removeCSS as rcRemoveCSS, updateCSS as rcUpdateCSS } from 'rc-util/es/Dom/dynamicCSS';

/** `${mark} ${key}` -> the node rc-util returned, the text written into it and where it was asked to go. */
const written = new Map();

const entryKey = (key, option) => `${option?.mark ?? ''} ${key}`;

export function updateCSS(css, key, option = {}) {
  const id = entryKey(key, option);
  const last = written.get(id);
  if (last && last.css === css && last.attachTo === option.attachTo && last.node.isConnected && (!option.csp?.nonce || last.node.nonce === option.csp.nonce)) {
    return last.node;
  }
  const node = rcUpdateCSS(css, key, option);
  if (node) written.set(id, { node, css, attachTo: option.attachTo });
  return node;
}

export function removeCSS(key, option = {}) {
  written.delete(entryKey(key, option));
  return rcRemoveCSS(key, option);
}

export { clearContainerCache, injectCSS };
