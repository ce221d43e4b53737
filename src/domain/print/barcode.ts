/**
 * Which barcode each printed code gets: the symbology and the text the barcode library encodes. Shared by the label sheets and the ZPL generator so
 * that a label prints the same code either way. Relative imports only: the mock imports the ZPL generator, which imports this file.
 */
import { formatGs1, gs1CheckDigit, type Gs1Data } from '../../kits/scan/gs1';
import { predefinedLength } from '../../kits/scan/gs1Table';

export type BarcodeKind = 'code128' | 'gs1-128' | 'ean13' | 'upca' | 'qrcode' | 'datamatrix';

/** `text`: what is encoded; for GS1-128 the element string in its printed "(AI)data" form. */
export interface BarcodeSpec {
  kind: BarcodeKind;
  text: string;
}

const checked = (code: string, length: number) => code.length === length && /^\d+$/.test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code[length - 1]);
export const isEan13 = (code: string) => checked(code, 13);
export const isUpcA = (code: string) => checked(code, 12);
export const isSscc = (code: string) => checked(code, 18);

export const TWO_D: ReadonlySet<BarcodeKind> = new Set(['qrcode', 'datamatrix']);

/** A product's barcode field: EAN-13 or UPC-A when it is one (check digit right), else Code 128. */
export function productBarcode(code: string): BarcodeSpec {
  if (isEan13(code)) return { kind: 'ean13', text: code };
  if (isUpcA(code)) return { kind: 'upca', text: code };
  return { kind: 'code128', text: code };
}

/** A GS1 element string as GS1-128 (FNC1 first, and after each variable-length field but the last). */
export function gs1Barcode(data: Gs1Data): BarcodeSpec {
  const { measures = [], other = {}, ...fields } = data;
  const elements = [
    ...Object.entries(fields).filter(([, v]) => v !== undefined).map(([f, v]) => formatGs1({ [f]: v }, 'hri')),
    ...measures.map((m) => formatGs1({ measures: [m] }, 'hri')),
    ...Object.entries(other).map(([ai, v]) => formatGs1({ other: { [ai]: v } }, 'hri')),
  ].map((hri) => ({ hri, ai: /^\((\d+)\)/.exec(hri)![1] }));
  // predefined-length fields first (in AI order): then only variable-length ones need an FNC1 after them
  const variable = (ai: string) => Number(predefinedLength(ai) === undefined);
  elements.sort((a, b) => variable(a.ai) - variable(b.ai) || a.ai.localeCompare(b.ai));
  return { kind: 'gs1-128', text: elements.map((e) => e.hri).join('') };
}

/** A pallet's SSCC-18 as GS1-128 with AI (00); a wrong check digit is refused, not printed. */
export function ssccBarcode(sscc: string): BarcodeSpec {
  if (!isSscc(sscc)) throw new Error(`not an SSCC: ${sscc}`);
  return gs1Barcode({ sscc });
}

/** A location: a QR code, readable from any angle by the handhelds' imagers. */
export const locationBarcode = (code: string): BarcodeSpec => ({ kind: 'qrcode', text: code });
/** A license plate (pallet or carton id): a DataMatrix, small enough for a carton's corner. */
export const lpnBarcode = (lpn: string): BarcodeSpec => ({ kind: 'datamatrix', text: lpn });
/** A carrier's tracking number: Code 128 (the library picks subsets A, B and C). */
export const trackingBarcode = (no: string): BarcodeSpec => ({ kind: 'code128', text: no });
