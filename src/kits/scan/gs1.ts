/**
 * GS1 element strings as a scanner types them (GS1-128, DataMatrix, QR, DataBar, or "(01)…(17)…"):
 * only the identifiers a warehouse reads; any other is an error naming it; a non-GS1 code is plain.
 * Reference: GS1 General Specifications §3, §5.1.2, §7.9, §7.12.
 */

/** The group separator (ASCII 29): how a scanner types FNC1; it ends a variable-length field. */
export const GS = '\u001d';

/** Symbology identifiers that announce a GS1 element string (ISO/IEC 15424). */
const GS1_SYMBOLOGY = new Set([']C1', ']d2', ']Q3', ']e0']);

export interface Gs1Data {
  /** 00: serial shipping container code, 18 digits. */
  sscc?: string;
  /** 01: GTIN, 14 digits (a GTIN-13 carries a leading 0). */
  gtin?: string;
  /** 10: batch or lot. */
  lot?: string;
  /** 17: expiry as an ISO date (YYYY-MM-DD); day 00 on the label is the month's last day. */
  expiry?: string;
  /** 21: serial number. */
  serial?: string;
  /** 37: count of trade items in a logistic unit. */
  count?: number;
}

export type Gs1Field = keyof Gs1Data;

/** Why a GS1 string was refused; each is a `kit.scan.gs1.<reason>` text. */
export type Gs1Reason = 'unknownAi' | 'truncated' | 'tooLong' | 'empty' | 'notNumeric' | 'badChars' | 'checkDigit' | 'badDate' | 'duplicate' | 'malformed';

export interface Gs1Problem {
  reason: Gs1Reason;
  /** The application identifier concerned (for unknownAi: the digits read as one). */
  ai?: string;
}

export type ScanCode =
  | { kind: 'plain'; value: string }
  | { kind: 'gs1'; data: Gs1Data; elements: { ai: string; value: string }[] }
  | { kind: 'invalid'; problem: Gs1Problem };

interface AiRule {
  field: Gs1Field;
  /** Fixed length of the data, or the maximum of a variable-length field. */
  length: number;
  fixed: boolean;
  numeric: boolean;
  checkDigit?: boolean;
  date?: boolean;
}

export const AI_RULES: Record<string, AiRule> = {
  '00': { field: 'sscc', length: 18, fixed: true, numeric: true, checkDigit: true },
  '01': { field: 'gtin', length: 14, fixed: true, numeric: true, checkDigit: true },
  '10': { field: 'lot', length: 20, fixed: false, numeric: false },
  '17': { field: 'expiry', length: 6, fixed: true, numeric: true, date: true },
  '21': { field: 'serial', length: 20, fixed: false, numeric: false },
  '37': { field: 'count', length: 8, fixed: false, numeric: true },
};

/** The AI of each field (for writing an element string). */
export const FIELD_AI: Record<Gs1Field, string> = { sscc: '00', gtin: '01', lot: '10', expiry: '17', serial: '21', count: '37' };

/**
 * How many digits an AI has, by its first two (GS1 General Specifications, figure 3.2-1, the
 * prefixes in use): an unknown AI is then named whole in the error ("(3103)", not "(31)").
 */
function aiLength(prefix: string): number {
  const n = Number(prefix);
  if ((n >= 23 && n <= 25) || (n >= 40 && n <= 42)) return 3;
  if ((n >= 31 && n <= 36) || n === 39 || n === 43 || (n >= 70 && n <= 72) || (n >= 80 && n <= 82)) return 4;
  return 2;
}

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

/** One AI's value checked against its rule; the field's value in Gs1Data. */
function fieldValue(ai: string, rule: AiRule, value: string, today: Date): string | number {
  if (!value) fail('empty', ai);
  if (rule.fixed && value.length < rule.length) fail('truncated', ai);
  if (value.length > rule.length) fail('tooLong', ai);
  if (rule.numeric && !/^\d+$/.test(value)) fail('notNumeric', ai);
  if (!rule.numeric && !CSET82.test(value)) fail('badChars', ai);
  if (rule.checkDigit && !hasValidCheckDigit(value)) fail('checkDigit', ai);
  if (rule.date) return gs1Date(value, today) ?? fail('badDate', ai);
  if (rule.field === 'count') return Number(value);
  return value;
}

function collect(pairs: { ai: string; value: string }[], today: Date): ScanCode {
  const data: Gs1Data = {};
  for (const { ai, value } of pairs) {
    const rule = AI_RULES[ai];
    const v = fieldValue(ai, rule, value, today);
    const prev = data[rule.field];
    if (prev !== undefined && prev !== v) fail('duplicate', ai);
    (data as Record<string, string | number>)[rule.field] = v;
  }
  return { kind: 'gs1', data, elements: pairs };
}

/** The next AI at `pos` of an element string: its digits and rule, or an error naming it. */
function readAi(s: string, pos: number): { ai: string; rule: AiRule } {
  const two = s.slice(pos, pos + 2);
  if (!/^\d{2}$/.test(two)) fail(two.length < 2 ? 'truncated' : 'malformed');
  const rule = AI_RULES[two];
  if (!rule) fail('unknownAi', s.slice(pos, pos + aiLength(two)));
  return { ai: two, rule };
}

/** An element string without its symbology identifier: AI, data, [GS], AI, data… */
function parseElementString(s: string, today: Date): ScanCode {
  const pairs: { ai: string; value: string }[] = [];
  let pos = 0;
  while (pos < s.length) {
    if (s[pos] === GS) {
      pos += 1; // a leading FNC1, or one after a fixed-length field (allowed, not needed)
      continue;
    }
    const { ai, rule } = readAi(s, pos);
    pos += 2;
    let value: string;
    if (rule.fixed) {
      value = s.slice(pos, pos + rule.length);
      if (value.includes(GS)) value = value.slice(0, value.indexOf(GS));
      pos += value.length;
    } else {
      const end = s.indexOf(GS, pos);
      value = s.slice(pos, end < 0 ? s.length : end);
      pos += value.length;
    }
    pairs.push({ ai, value });
  }
  if (!pairs.length) fail('empty');
  return collect(pairs, today);
}

/** "(01)09501101530003(17)251231(10)AB-12" */
function parseHumanReadable(s: string, today: Date): ScanCode {
  const compact = s.replace(/\s+/g, '');
  const pairs: { ai: string; value: string }[] = [];
  const re = /\((\d{2,4})\)([^(]*)/gy;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = re.exec(compact))) {
    const [, ai, value] = m;
    if (!AI_RULES[ai]) fail('unknownAi', ai);
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
 * strictly; other identifiers are dropped. Bare digits starting 00 / 01 are GS1 only when they
 * parse whole with valid check digits (a scanner that drops identifiers), else plain.
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
  if (/^0[01]\d+$/.test(trimmed)) {
    const asGs1 = attempt(() => parseElementString(trimmed, today));
    if (asGs1.kind === 'gs1') return asGs1;
  }
  return { kind: 'plain', value: trimmed };
}

/** The label's YYMMDD of an ISO date (the day as written; no "00" shortening). */
const yymmdd = (iso: string) => `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;

const valueOf = (field: Gs1Field, data: Gs1Data): string | undefined => {
  const v = data[field];
  if (v === undefined) return undefined;
  if (field === 'expiry') return yymmdd(String(v));
  return String(v);
};

/**
 * Writes GS1 data as an element string: `form` 'gs' (as a scanner types it: fixed fields first,
 * variable ones ended by GS except the last) or 'hri' ("(01)…(10)…").
 */
export function formatGs1(data: Gs1Data, form: 'gs' | 'hri' = 'gs'): string {
  const fields = (Object.keys(FIELD_AI) as Gs1Field[]).filter((f) => data[f] !== undefined);
  if (form === 'hri') return fields.map((f) => `(${FIELD_AI[f]})${valueOf(f, data)}`).join('');
  const fixed = fields.filter((f) => AI_RULES[FIELD_AI[f]].fixed);
  const variable = fields.filter((f) => !AI_RULES[FIELD_AI[f]].fixed);
  return [...fixed, ...variable]
    .map((f, i, all) => `${FIELD_AI[f]}${valueOf(f, data)}${!AI_RULES[FIELD_AI[f]].fixed && i < all.length - 1 ? GS : ''}`)
    .join('');
}
