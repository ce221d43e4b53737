import type { TFunction } from 'i18next';
import { parseScan, type Gs1Data, type Gs1Reason } from './gs1';

/**
 * One scan as a screen reads it: `code` is what identifies the thing scanned (a plain code as
 * typed, or a GS1 label's GTIN, else the GTIN it contains, else its SSCC), with the rest in `gs1`. A GS1
 * string that does not parse is `invalid`: the station says why and the screen never sees it.
 */
export type ScanHit = { ok: true; raw: string; code: string; gs1?: Gs1Data };
export type ScanRead = ScanHit | { ok: false; raw: string; message: string };

/** Each refusal's words (literal keys: the locale tests see them). */
const GS1_REASON_KEYS: Record<Gs1Reason, string> = {
  unknownAi: 'kit.scan.gs1.unknownAi',
  truncated: 'kit.scan.gs1.truncated',
  tooLong: 'kit.scan.gs1.tooLong',
  empty: 'kit.scan.gs1.empty',
  notNumeric: 'kit.scan.gs1.notNumeric',
  badChars: 'kit.scan.gs1.badChars',
  checkDigit: 'kit.scan.gs1.checkDigit',
  badDate: 'kit.scan.gs1.badDate',
  duplicate: 'kit.scan.gs1.duplicate',
  malformed: 'kit.scan.gs1.malformed',
};

export function readScan(raw: string, t: TFunction): ScanRead {
  const code = parseScan(raw);
  if (code.kind === 'plain') return { ok: true, raw, code: code.value };
  if (code.kind === 'invalid') return { ok: false, raw, message: t(GS1_REASON_KEYS[code.problem.reason], { ai: code.problem.ai ?? '' }) };
  return { ok: true, raw, code: code.data.gtin ?? code.data.content ?? code.data.sscc ?? raw, gs1: code.data };
}

/**
 * Does a scanned code name a product known by these codes? Codes compare as written, ignoring
 * case; a GTIN-14 also matches the GTIN-13/12/8 it carries (leading zeros).
 */
export function codeMatches(code: string, known: string[]): boolean {
  const up = code.toUpperCase();
  const gtin = /^\d{8,14}$/.test(code) ? code.replace(/^0+/, '') : undefined;
  return known.some((k) => k.toUpperCase() === up || (gtin !== undefined && /^\d{8,14}$/.test(k) && k.replace(/^0+/, '') === gtin));
}
