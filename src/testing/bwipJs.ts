/**
 * bwip-js in jest: its CommonJS build has no per-symbology functions (only its ES build does, which
 * the console imports); each one here is the library's render with the symbology in `bcid`.
 */
import type Bwip from 'bwip-js/browser';
import type { RenderOptions } from 'bwip-js/browser';

// the package root (jest's browser condition: the CommonJS build); `bwip-js/browser` maps to this file
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bwip: typeof Bwip = require('bwip-js');

type Drawing = Parameters<typeof bwip.render>[1];
const bySymbology = (opts: RenderOptions, dwg: Drawing) => bwip.render(opts, dwg);
export const { drawingSVG } = bwip;
export const code128 = bySymbology;
export const gs1_128 = bySymbology;
export const ean13 = bySymbology;
export const upca = bySymbology;
export const qrcode = bySymbology;
export const datamatrix = bySymbology;
