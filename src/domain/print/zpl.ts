/**
 * ZPL II of the console's labels (shipping, pallet SSCC, product, location) at 203 or 300 dpi: the
 * label's data in, the ZPL text out. Relative imports only: the mock imports this file.
 */
import { z } from 'zod';
import { required, text } from '../fields';
import { productBarcode } from './barcode';

export { isEan13, isSscc, isUpcA } from './barcode';

export const DPI_VALUES = [203, 300] as const;
export type Dpi = (typeof DPI_VALUES)[number];
/** Dots per millimetre: the printer's 8 and 12 dots/mm heads (203 and 300 dpi). */
export const DOTS_PER_MM: Record<Dpi, number> = { 203: 8, 300: 12 };

/** The label stock: its size in millimetres and the printer's resolution. */
export interface LabelStock {
  widthMm: number;
  heightMm: number;
  dpi: Dpi;
}
export const DEFAULT_STOCK: LabelStock = { widthMm: 100, heightMm: 150, dpi: 203 };

/** A station's label size ('100x150', '100x50'; A4 or none is no label stock) as the stock at `dpi`. */
export function stockOf(labelSize: string | undefined, dpi: Dpi = DEFAULT_STOCK.dpi): LabelStock {
  const m = /^(\d{2,3})x(\d{2,3})$/.exec(labelSize ?? '');
  return m ? { widthMm: Number(m[1]), heightMm: Number(m[2]), dpi } : { ...DEFAULT_STOCK, dpi };
}

const short = text(80);
const line = text(160);

/** What each label kind prints; every text is already in the page's language. */
export const zplLabelSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('shipping'),
    carrier: short,
    trackingNo: required(40),
    orderNo: short,
    receiver: z.strictObject({ name: short, phone: short, address: line }),
    /** Captions and the date/carton line, translated by the caller. */
    to: short,
    footer: line,
  }),
  z.strictObject({ kind: z.literal('pallet'), sscc: z.string().regex(/^\d{18}$/), title: short, contents: z.array(line).max(6) }),
  z.strictObject({ kind: z.literal('product'), sku: required(40), name: line, barcode: required(40) }),
  z.strictObject({ kind: z.literal('location'), code: required(40), meta: line, symbology: z.enum(['code128', 'qr']) }),
]);
export type ZplLabel = z.infer<typeof zplLabelSchema>;
export type ZplKind = ZplLabel['kind'];


/**
 * Field data made inert: with `^FH_`, ^ ~ _ and control characters become _XX hex; in Code 128 '>'
 * becomes '><' (no invocation), in a ^FB block a backslash is doubled (no line break).
 */
export function escapeField(data: string, mode: 'text' | 'code128' | 'plain' = 'plain'): string {
  let out = '';
  for (const ch of data) {
    const c = ch.codePointAt(0)!;
    if (ch === '^' || ch === '~' || ch === '_' || c < 0x20 || c === 0x7f) out += `_${c.toString(16).toUpperCase().padStart(2, '0')}`;
    else if (mode === 'code128' && ch === '>') out += '><';
    else if (mode === 'text' && ch === '\\') out += '\\\\';
    else out += ch;
  }
  return out;
}

/**
 * Code 128 data for ^BC: subset B, digit runs in subset C (4+ at an end, 6+ in the middle; an odd run
 * keeps one digit in B), as a symbol-minimising encoder does. `>;` starts in C, `>5` to C, `>6` to B.
 */
export function code128Data(data: string): string {
  const parts = data.split(/(\d+)/).filter(Boolean);
  let out = '';
  let inC = false;
  parts.forEach((part, i) => {
    const edge = i === 0 || i === parts.length - 1;
    if (!/^\d+$/.test(part) || part.length < (edge ? 4 : 6)) {
      out += `${inC ? '>6' : ''}${escapeField(part, 'code128')}`;
      inC = false;
      return;
    }
    const lead = part.length % 2 ? part[0] : '';
    const pairs = part.slice(lead.length);
    if (i === 0 && !lead) out += `>;${pairs}`;
    else out += `${inC ? '>6' : ''}${lead}>5${pairs}`;
    inC = true;
  });
  return out;
}

/** Lays out fields in millimetres on the stock; every position and size leaves in dots. */
class Canvas {
  readonly out: string[] = [];
  readonly dpmm: number;
  /** Scales a layout drawn for `designMm` to a shorter stock. */
  readonly k: number;
  constructor(
    readonly stock: LabelStock,
    designMm: number,
  ) {
    this.dpmm = DOTS_PER_MM[stock.dpi];
    this.k = Math.min(1, stock.heightMm / designMm);
  }
  dots = (mm: number) => Math.max(1, Math.round(mm * this.k * this.dpmm));
  /** The printable width (a 3 mm margin each side) in dots. */
  get width() {
    return Math.round((this.stock.widthMm - 6) * this.dpmm);
  }
  at = (yMm: number) => `^FO${3 * this.dpmm},${this.dots(yMm)}`;
  /** Text `sizeMm` high, wrapped into at most `lines` lines across the label. */
  text(yMm: number, sizeMm: number, value: string, lines = 1) {
    const h = this.dots(sizeMm);
    this.out.push(`${this.at(yMm)}^A0N,${h},${h}^FB${this.width},${lines},0,L^FH_^FD${escapeField(value, 'text')}^FS`);
  }
  /** The module width: 0.25 mm (2 dots at 203 dpi, 3 at 300). */
  get module() {
    return this.stock.dpi === 300 ? 3 : 2;
  }
  code128(yMm: number, heightMm: number, data: string, gs1 = false) {
    const body = gs1 ? `>;>800${data.replace(/\D/g, '')}` : code128Data(data);
    this.out.push(`^BY${this.module}${this.at(yMm)}^BCN,${this.dots(heightMm)},Y,N,N^FH_^FD${body}^FS`);
  }
  ean13(yMm: number, heightMm: number, code: string) {
    this.out.push(`^BY${this.module}${this.at(yMm)}^BEN,${this.dots(heightMm)},Y,N^FD${code.replace(/\D/g, '').slice(0, 12)}^FS`);
  }
  /** UPC-A: 11 digits, the printer adds the check digit. */
  upca(yMm: number, heightMm: number, code: string) {
    this.out.push(`^BY${this.module}${this.at(yMm)}^BUN,${this.dots(heightMm)},Y,N,Y^FD${code.replace(/\D/g, '').slice(0, 11)}^FS`);
  }
  qr(yMm: number, data: string) {
    const magnification = this.stock.dpi === 300 ? 6 : 4;
    this.out.push(`${this.at(yMm)}^BQN,2,${magnification}^FH_^FDQA,${escapeField(data)}^FS`);
  }
}

/** The label in ZPL: `copies` labels on the stock (^PW/^LL from its millimetres), UTF-8 (^CI28). */
export function zplOf(label: ZplLabel, stock: LabelStock = DEFAULT_STOCK, copies = 1): string {
  const dpmm = DOTS_PER_MM[stock.dpi];
  const c = new Canvas(stock, label.kind === 'shipping' ? 150 : 50);
  switch (label.kind) {
    case 'shipping':
      c.text(4, 7, label.carrier);
      c.text(16, 4, label.to);
      c.text(22, 5, `${label.receiver.name}  ${label.receiver.phone}`);
      c.text(30, 4, label.receiver.address, 3);
      c.code128(52, 30, label.trackingNo);
      c.text(92, 6, label.trackingNo);
      c.text(104, 4, label.orderNo);
      c.text(112, 4, label.footer, 2);
      break;
    case 'pallet':
      c.text(2, 4, label.title);
      c.text(7, 4, `(00) ${label.sscc}`);
      c.code128(12, 18, label.sscc, true);
      label.contents.forEach((l, i) => c.text(36 + i * 3.5, 3, l));
      break;
    case 'product': {
      c.text(3, 7, label.sku);
      c.text(11, 4, label.name, 2);
      // the symbology of the browser's label: EAN-13 / UPC-A when the code is one, else Code 128
      const { kind } = productBarcode(label.barcode);
      if (kind === 'ean13') c.ean13(21, 18, label.barcode);
      else if (kind === 'upca') c.upca(21, 18, label.barcode);
      else c.code128(21, 18, label.barcode);
      break;
    }
    case 'location':
      c.text(3, 9, label.code);
      if (label.symbology === 'qr') c.qr(13, label.code);
      else c.code128(14, 20, label.code);
      c.text(label.symbology === 'qr' ? 43 : 40, 4, label.meta);
      break;
  }
  const n = Math.max(1, Math.floor(copies));
  return ['^XA', '^CI28', `^PW${Math.round(stock.widthMm * dpmm)}`, `^LL${Math.round(stock.heightMm * dpmm)}`, '^LH0,0', ...c.out, `^PQ${n},0,1,Y`, '^XZ', ''].join('\n');
}
