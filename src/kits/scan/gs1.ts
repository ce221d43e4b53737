/**
 * GS1 element strings as a scanner types them (GS1-128, DataMatrix, QR, DataBar, or "(01)…(17)…").
 * The AIs of gs1Table are checked and read; another well-formed one is kept in `other`; an AI whose
 * length cannot be known is refused. Reference: GS1 General Specifications §3, §7.8, §7.9, §7.12.
 */
import { AI_RULES, aiDigits, MEASURE_RULE, measureOf, predefinedLength, type AiRule } from './gs1Table';

export { AI_RULES };

/** The group separator (ASCII 29): how a scanner types FNC1; it ends a variable-length field. */
export const GS = '\u001d';

/** Symbology identifiers that announce a GS1 element string (ISO/IEC 15424). */
const GS1_SYMBOLOGY = new Set([']C1', ']d2', ']Q3', ']e0']);

export interface Gs1Measure {
  /** The whole AI (3103: net weight in kg, 3 decimals). */
  ai: string;
  quantity: string;
  unit: string;
  value: number;
  /** A measure of the logistic unit (gross), not of the trade item. */
  logistic?: boolean;
}

/** Dates are ISO (YYYY-MM-DD); day 00 on the label is the month's last day. */
export interface Gs1Data {
  /** 00: serial shipping container code, 18 digits. */
  sscc?: string;
  /** 01: GTIN, 14 digits (a GTIN-13 carries a leading 0). */
  gtin?: string;
  /** 02: GTIN of the trade items a logistic unit contains. */
  content?: string;
  /** 03: GTIN of a made-to-order trade item. */
  madeToOrder?: string;
  /** 10: batch or lot. */
  lot?: string;
  producedOn?: string;
  dueOn?: string;
  packedOn?: string;
  bestBefore?: string;
  sellBy?: string;
  /** 17: expiry. */
  expiry?: string;
  variant?: string;
  /** 21: serial number. */
  serial?: string;
  /** 30: variable count of items. */
  variableCount?: number;
  /** 37: count of trade items in a logistic unit. */
  count?: number;
  orderNo?: string;
  consignment?: string;
  shipmentId?: string;
  route?: string;
  /** 410–417: GLNs (ship to, bill to, purchased from, ship for, physical location, invoicing party, production site, party). */
  shipTo?: string;
  billTo?: string;
  purchasedFrom?: string;
  shipFor?: string;
  location?: string;
  invoicingParty?: string;
  productionSite?: string;
  party?: string;
  shipToPostal?: string;
  shipToPostalIso?: string;
  /** 422: ISO 3166 numeric country of origin. */
  origin?: string;
  /** 8005: price per unit of measure, as on the label. */
  unitPrice?: string;
  /** 310n–369n, in the order scanned. */
  measures?: Gs1Measure[];
  /** Well-formed AIs read but not interpreted here, by AI: kept, not refused. */
  other?: Record<string, string>;
}

export type Gs1Field = Exclude<keyof Gs1Data, 'measures' | 'other'>;

/** Why a GS1 string was refused; each is a `kit.scan.gs1.<reason>` text. */
export type Gs1Reason = 'unknownAi' | 'truncated' | 'tooLong' | 'empty' | 'notNumeric' | 'badChars' | 'checkDigit' | 'badDate' | 'duplicate' | 'malformed';

export interface Gs1Problem {
  reason: Gs1Reason;
  /** The application identifier concerned (for unknownAi: the digits read as one). */
  ai?: string;
}

type Element = { ai: string; value: string };

export type ScanCode = { kind: 'plain'; value: string } | { kind: 'gs1'; data: Gs1Data; elements: Element[] } | { kind: 'invalid'; problem: Gs1Problem };

/** The AI of each field (for writing an element string). */
export const FIELD_AI = Object.fromEntries(Object.entries(AI_RULES).map(([ai, r]) => [r.field, ai])) as Record<Gs1Field, string>;

/** The rule of an AI read here (a measure's by its family), or undefined. */
const ruleOf = (ai: string): AiRule | undefined => AI_RULES[ai] ?? (measureOf(ai) ? MEASURE_RULE : undefined);

/** The longest data any AI carries (§3.2): the bound of a field kept without a rule. */
const MAX_DATA = 90;

/** GS1 character set 82 (the characters a lot or serial may hold). */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;

/** The GS1 mod-10 check digit of `digits` (without the check digit). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // weights 3, 1, 3… from the right-most digit
    const weight = (digits.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(digits[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

const hasValidCheckDigit = (digits: string) => gs1CheckDigit(digits.slice(0, -1)) === Number(digits[digits.length - 1]);

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A YYMMDD date as ISO, or undefined when it is no date. The century follows GS1's sliding
 * window (§7.12): within 49 years ahead of `today` or 50 behind it.
 */
export function gs1Date(yymmdd: string, today = new Date()): string | undefined {
  if (!/^\d{6}$/.test(yymmdd)) return undefined;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  const thisYear = today.getUTCFullYear();
  const century = Math.floor(thisYear / 100) * 100;
  const diff = yy - (thisYear % 100);
  const year = diff >= 51 ? century - 100 + yy : diff <= -50 ? century + 100 + yy : century + yy;
  if (month < 1 || month > 12) return undefined;
  const last = daysInMonth(year, month);
  if (day === 0) day = last;
  if (day > last) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

class Gs1Error extends Error {
  constructor(public problem: Gs1Problem) {
    super(problem.reason);
  }
}
const fail = (reason: Gs1Reason, ai?: string): never => {
  throw new Gs1Error({ reason, ai });
};

/** A measure's six digits with the decimal point `decimals` from the right, exact (no float division). */
const measureValue = (digits: string, decimals: number) => Number(decimals ? `${digits.slice(0, 6 - decimals)}.${digits.slice(6 - decimals)}` : digits);

/** One AI's value checked against its rule; the field's value in Gs1Data. */
function fieldValue(ai: string, rule: AiRule, value: string, today: Date): string | number | Gs1Measure {
  if (!value) fail('empty', ai);
  if (rule.fixed && value.length < rule.length) fail('truncated', ai);
  if (value.length > rule.length) fail('tooLong', ai);
  const digits = rule.numeric ? value : value.slice(0, rule.numericPrefix ?? 0);
  if (!/^\d*$/.test(digits)) fail('notNumeric', ai);
  if (rule.numericPrefix && value.length <= rule.numericPrefix) fail('truncated', ai);
  if (!rule.numeric && !CSET82.test(value)) fail('badChars', ai);
  if (rule.checkDigit && !hasValidCheckDigit(value)) fail('checkDigit', ai);
  if (rule.kind === 'date') return gs1Date(value, today) ?? fail('badDate', ai);
  if (rule.kind === 'int') return Number(value);
  if (rule.kind === 'measure') {
    const m = measureOf(ai)!;
    return { ai, quantity: m.quantity, unit: m.unit, value: measureValue(value, m.decimals), ...(m.logistic ? { logistic: true } : {}) };
  }
  return value;
}

/** An AI this parser does not interpret: kept when its form is sound (the predefined length, else set 82 up to 90). */
function otherValue(ai: string, value: string): string {
  if (!value) fail('empty', ai);
  const length = predefinedLength(ai);
  if (length !== undefined) {
    if (value.length < length) fail('truncated', ai);
    if (!/^\d+$/.test(value)) fail('notNumeric', ai);
    return value;
  }
  if (value.length > MAX_DATA) fail('tooLong', ai);
  if (!CSET82.test(value)) fail('badChars', ai);
  return value;
}

function collect(pairs: Element[], today: Date): ScanCode {
  const data: Gs1Data = {};
  const seen = new Map<string, string>();
  for (const { ai, value } of pairs) {
    if (seen.has(ai) && seen.get(ai) !== value) fail('duplicate', ai);
    const first = !seen.has(ai);
    seen.set(ai, value);
    const rule = ruleOf(ai);
    if (!rule) {
      const v = otherValue(ai, value);
      if (first) data.other = { ...data.other, [ai]: v };
    } else if (rule.kind === 'measure') {
      const m = fieldValue(ai, rule, value, today) as Gs1Measure;
      if (first) data.measures = [...(data.measures ?? []), m];
    } else {
      (data as Record<string, unknown>)[rule.field] = fieldValue(ai, rule, value, today);
    }
  }
  return { kind: 'gs1', data, elements: pairs };
}

/** The AI starting at `pos` of an element string; refused when its prefix says nothing of its length. */
function readAi(s: string, pos: number): string {
  const two = s.slice(pos, pos + 2);
  if (!/^\d{2}$/.test(two)) fail(two.length < 2 ? 'truncated' : 'malformed');
  const digits = aiDigits(two) ?? fail('unknownAi', two);
  const ai = s.slice(pos, pos + digits);
  if (ai.length < digits) fail('truncated', ai);
  if (!/^\d+$/.test(ai)) fail('malformed', ai);
  return ai;
}

/** An element string without its symbology identifier: AI, data, [GS], AI, data… */
function parseElementString(s: string, today: Date): ScanCode {
  const pairs: Element[] = [];
  let pos = 0;
  while (pos < s.length) {
    if (s[pos] === GS) {
      pos += 1; // a leading FNC1, or one after a fixed-length field (allowed, not needed)
      continue;
    }
    const ai = readAi(s, pos);
    pos += ai.length;
    const length = predefinedLength(ai);
    // a predefined length ends the field by itself; any other runs to the next GS or the end
    let value = length !== undefined ? s.slice(pos, pos + length) : s.slice(pos);
    if (value.includes(GS)) value = value.slice(0, value.indexOf(GS));
    pos += value.length;
    pairs.push({ ai, value });
  }
  if (!pairs.length) fail('empty');
  return collect(pairs, today);
}

/** "(01)09501101530003(17)251231(10)AB-12" */
function parseHumanReadable(s: string, today: Date): ScanCode {
  const compact = s.replace(/\s+/g, '');
  const pairs: Element[] = [];
  const re = /\((\d{2,4})\)([^(]*)/gy;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = re.exec(compact))) {
    const [, ai, value] = m;
    const digits = aiDigits(ai.slice(0, 2)) ?? fail('unknownAi', ai);
    if (ai.length !== digits) fail('malformed', ai);
    pairs.push({ ai, value });
    end = re.lastIndex;
  }
  if (!pairs.length || end !== compact.length) fail('malformed');
  return collect(pairs, today);
}

export interface ParseOptions {
  /** The day the century of a YYMMDD date is judged from (tests). */
  today?: Date;
}

/**
 * What a scan is: a GS1 symbology identifier, a group separator or "(AI)" make it GS1, parsed
 * strictly; other identifiers are dropped. Bare digits starting 00 / 01 / 02 are GS1 only when
 * they parse whole with valid check digits (a scanner that drops identifiers), else plain.
 */
export function parseScan(raw: string, options: ParseOptions = {}): ScanCode {
  const today = options.today ?? new Date();
  const text = raw.replace(/[\r\n]+$/, '');
  const attempt = (fn: () => ScanCode): ScanCode => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof Gs1Error) return { kind: 'invalid', problem: e.problem };
      throw e;
    }
  };
  const id = text.slice(0, 3);
  if (GS1_SYMBOLOGY.has(id)) return attempt(() => parseElementString(text.slice(3), today));
  if (/^\][A-Za-z]\d$/.test(id)) return { kind: 'plain', value: text.slice(3).trim() };
  if (text.startsWith(GS)) return attempt(() => parseElementString(text, today));
  if (/^\(\d{2,4}\)/.test(text.trim())) return attempt(() => parseHumanReadable(text.trim(), today));
  if (text.includes(GS)) return attempt(() => parseElementString(text, today));
  const trimmed = text.trim();
  if (/^0[0-2]\d+$/.test(trimmed)) {
    const asGs1 = attempt(() => parseElementString(trimmed, today));
    if (asGs1.kind === 'gs1') return asGs1;
  }
  return { kind: 'plain', value: trimmed };
}

/** The label's YYMMDD of an ISO date (the day as written; no "00" shortening). */
const yymmdd = (iso: string) => `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;

/** A measure as its AI's six digits. */
const measureDigits = (m: Gs1Measure) => String(Math.round(m.value * 10 ** Number(m.ai[3]))).padStart(6, '0');

/** The element pairs of GS1 data, in the table's order, then measures, then the AIs kept uninterpreted. */
function elementsOf(data: Gs1Data): Element[] {
  const fields = (Object.keys(FIELD_AI) as Gs1Field[]).filter((f) => data[f] !== undefined);
  return [
    ...fields.map((f) => ({ ai: FIELD_AI[f], value: AI_RULES[FIELD_AI[f]].kind === 'date' ? yymmdd(String(data[f])) : String(data[f]) })),
    ...(data.measures ?? []).map((m) => ({ ai: m.ai, value: measureDigits(m) })),
    ...Object.entries(data.other ?? {}).map(([ai, value]) => ({ ai, value })),
  ];
}

/**
 * Writes GS1 data as an element string: `form` 'gs' (as a scanner types it: predefined-length
 * fields first, the others ended by GS except the last) or 'hri' ("(01)…(10)…").
 */
export function formatGs1(data: Gs1Data, form: 'gs' | 'hri' = 'gs'): string {
  const all = elementsOf(data);
  if (form === 'hri') return all.map((e) => `(${e.ai})${e.value}`).join('');
  const fixed = all.filter((e) => predefinedLength(e.ai) !== undefined);
  const variable = all.filter((e) => predefinedLength(e.ai) === undefined);
  return [...fixed, ...variable].map((e, i, list) => `${e.ai}${e.value}${predefinedLength(e.ai) === undefined && i < list.length - 1 ? GS : ''}`).join('');
}
