/**
 * The GS1 application identifiers this console reads (GS1 General Specifications §3) and the
 * predefined-length table (figure 7.8.5-2) that says which fields need no FNC1 after them.
 */

/** How an AI's data is read into Gs1Data. */
export type AiKind = 'text' | 'int' | 'date' | 'measure';

export interface AiRule {
  /** The Gs1Data field it fills (measures go to `measures`). */
  field: string;
  /** Fixed length of the data, or the maximum of a variable-length field. */
  length: number;
  /** Data of exactly `length` (a variable-length field may still be fixed, as 422 or 8005). */
  fixed: boolean;
  numeric: boolean;
  kind: AiKind;
  /** The last digit is a GS1 mod-10 check digit (GTIN, SSCC, GLN, GSIN). */
  checkDigit?: boolean;
  /** Digits at the start of an otherwise text field (421: an ISO country code). */
  numericPrefix?: number;
}

const fixedN = (field: string, length: number, checkDigit = false): AiRule => ({ field, length, fixed: true, numeric: true, kind: 'text', ...(checkDigit ? { checkDigit } : {}) });
const text = (field: string, length: number): AiRule => ({ field, length, fixed: false, numeric: false, kind: 'text' });
const date = (field: string): AiRule => ({ field, length: 6, fixed: true, numeric: true, kind: 'date' });
const int = (field: string, length: number): AiRule => ({ field, length, fixed: false, numeric: true, kind: 'int' });
const gln = (field: string) => fixedN(field, 13, true);

/** The AIs with a fixed meaning, by their whole digits (measures, 310n–369n, are read by `measureOf`). */
export const AI_RULES: Record<string, AiRule> = {
  '00': fixedN('sscc', 18, true),
  '01': fixedN('gtin', 14, true),
  '02': fixedN('content', 14, true),
  '03': fixedN('madeToOrder', 14, true),
  '10': text('lot', 20),
  '11': date('producedOn'),
  '12': date('dueOn'),
  '13': date('packedOn'),
  '15': date('bestBefore'),
  '16': date('sellBy'),
  '17': date('expiry'),
  '20': fixedN('variant', 2),
  '21': text('serial', 20),
  '30': int('variableCount', 8),
  '37': int('count', 8),
  '400': text('orderNo', 30),
  '401': text('consignment', 30),
  '402': fixedN('shipmentId', 17, true),
  '403': text('route', 30),
  '410': gln('shipTo'),
  '411': gln('billTo'),
  '412': gln('purchasedFrom'),
  '413': gln('shipFor'),
  '414': gln('location'),
  '415': gln('invoicingParty'),
  '416': gln('productionSite'),
  '417': gln('party'),
  '420': text('shipToPostal', 20),
  '421': { field: 'shipToPostalIso', length: 12, fixed: false, numeric: false, kind: 'text', numericPrefix: 3 },
  '422': { field: 'origin', length: 3, fixed: true, numeric: true, kind: 'text' },
  '8005': { field: 'unitPrice', length: 6, fixed: true, numeric: true, kind: 'text' },
};

/** What a measure AI (310n–369n) measures: its quantity and unit, by its first three digits. */
export const MEASURES: Record<string, { quantity: string; unit: string; logistic?: boolean }> = {
  '310': { quantity: 'netWeight', unit: 'kg' },
  '311': { quantity: 'length', unit: 'm' },
  '312': { quantity: 'width', unit: 'm' },
  '313': { quantity: 'depth', unit: 'm' },
  '314': { quantity: 'area', unit: 'm2' },
  '315': { quantity: 'netVolume', unit: 'l' },
  '316': { quantity: 'netVolume', unit: 'm3' },
  '320': { quantity: 'netWeight', unit: 'lb' },
  '321': { quantity: 'length', unit: 'in' },
  '322': { quantity: 'length', unit: 'ft' },
  '323': { quantity: 'length', unit: 'yd' },
  '324': { quantity: 'width', unit: 'in' },
  '325': { quantity: 'width', unit: 'ft' },
  '326': { quantity: 'width', unit: 'yd' },
  '327': { quantity: 'depth', unit: 'in' },
  '328': { quantity: 'depth', unit: 'ft' },
  '329': { quantity: 'depth', unit: 'yd' },
  '330': { quantity: 'grossWeight', unit: 'kg', logistic: true },
  '331': { quantity: 'length', unit: 'm', logistic: true },
  '332': { quantity: 'width', unit: 'm', logistic: true },
  '333': { quantity: 'depth', unit: 'm', logistic: true },
  '334': { quantity: 'area', unit: 'm2', logistic: true },
  '335': { quantity: 'grossVolume', unit: 'l', logistic: true },
  '336': { quantity: 'grossVolume', unit: 'm3', logistic: true },
  '337': { quantity: 'areaDensity', unit: 'kg/m2' },
  '340': { quantity: 'grossWeight', unit: 'lb', logistic: true },
  '341': { quantity: 'length', unit: 'in', logistic: true },
  '342': { quantity: 'length', unit: 'ft', logistic: true },
  '343': { quantity: 'length', unit: 'yd', logistic: true },
  '344': { quantity: 'width', unit: 'in', logistic: true },
  '345': { quantity: 'width', unit: 'ft', logistic: true },
  '346': { quantity: 'width', unit: 'yd', logistic: true },
  '347': { quantity: 'depth', unit: 'in', logistic: true },
  '348': { quantity: 'depth', unit: 'ft', logistic: true },
  '349': { quantity: 'depth', unit: 'yd', logistic: true },
  '350': { quantity: 'area', unit: 'in2' },
  '351': { quantity: 'area', unit: 'ft2' },
  '352': { quantity: 'area', unit: 'yd2' },
  '353': { quantity: 'area', unit: 'in2', logistic: true },
  '354': { quantity: 'area', unit: 'ft2', logistic: true },
  '355': { quantity: 'area', unit: 'yd2', logistic: true },
  '356': { quantity: 'netWeight', unit: 'oz t' },
  '357': { quantity: 'netVolume', unit: 'oz' },
  '360': { quantity: 'netVolume', unit: 'qt' },
  '361': { quantity: 'netVolume', unit: 'gal' },
  '362': { quantity: 'grossVolume', unit: 'qt', logistic: true },
  '363': { quantity: 'grossVolume', unit: 'gal', logistic: true },
  '364': { quantity: 'netVolume', unit: 'in3' },
  '365': { quantity: 'netVolume', unit: 'ft3' },
  '366': { quantity: 'netVolume', unit: 'yd3' },
  '367': { quantity: 'grossVolume', unit: 'in3', logistic: true },
  '368': { quantity: 'grossVolume', unit: 'ft3', logistic: true },
  '369': { quantity: 'grossVolume', unit: 'yd3', logistic: true },
};

/** A measure AI's rule and meaning; the 4th digit (0–5) is where the decimal point goes. */
export function measureOf(ai: string): { quantity: string; unit: string; logistic?: boolean; decimals: number } | undefined {
  const m = ai.length === 4 ? MEASURES[ai.slice(0, 3)] : undefined;
  const decimals = Number(ai[3]);
  return m && decimals <= 5 ? { ...m, decimals } : undefined;
}

export const MEASURE_RULE: AiRule = { field: 'measures', length: 6, fixed: true, numeric: true, kind: 'measure' };

/**
 * The predefined lengths (figure 7.8.5-2), by the AI's first two digits: such a field is never
 * followed by FNC1. `data` is the data's length after an AI of `ai` digits.
 */
const PREDEFINED: Record<string, { ai: number; data: number }> = {
  '00': { ai: 2, data: 18 },
  '01': { ai: 2, data: 14 },
  '02': { ai: 2, data: 14 },
  '03': { ai: 2, data: 14 },
  '04': { ai: 2, data: 16 },
  ...Object.fromEntries(['11', '12', '13', '14', '15', '16', '17', '18', '19'].map((p) => [p, { ai: 2, data: 6 }])),
  '20': { ai: 2, data: 2 },
  ...Object.fromEntries(['31', '32', '33', '34', '35', '36'].map((p) => [p, { ai: 4, data: 6 }])),
  '41': { ai: 3, data: 13 },
};

export const predefinedLength = (ai: string): number | undefined => PREDEFINED[ai.slice(0, 2)]?.data;

/**
 * How many digits an AI has, by its first two (figure 3.2-1, the prefixes in use), or undefined
 * for a prefix GS1 has not assigned: then neither the AI nor its data can be told apart.
 */
export function aiDigits(prefix: string): number | undefined {
  const n = Number(prefix);
  if (n <= 4 || (n >= 10 && n <= 22) || n === 30 || n === 37 || n >= 90) return 2;
  if ((n >= 23 && n <= 25) || (n >= 40 && n <= 42)) return 3;
  if ((n >= 31 && n <= 36) || n === 39 || n === 43 || (n >= 70 && n <= 72) || (n >= 80 && n <= 82)) return 4;
  return undefined;
}
