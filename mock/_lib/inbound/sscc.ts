/** Pallets named by a scanned SSCC (GS1 AI 00) as well as by their LPN: tally and putaway. */
import { gs1CheckDigit } from '../../../src/kits/scan/gs1';

/** The mock warehouse's GS1 company prefix (a GS1 China range, 690–699). */
export const SSCC_COMPANY_PREFIX = '6901234';

/**
 * Pallets carry no SSCC of their own yet: one is derived from the LPN — extension digit (0 for LPN…,
 * 1 for the seeded LP…), company prefix, the LPN's digits as serial reference, check digit.
 */
export function ssccOfLpn(lpn: string): string | undefined {
  const m = /^(LPN|LP)(\d{1,9})$/i.exec(lpn);
  if (!m) return undefined;
  const body = `${m[1].length === 3 ? 0 : 1}${SSCC_COMPANY_PREFIX}${m[2].padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** Does a scanned code (an LPN, or the 18 digits of an SSCC) name the pallet `lpn`? */
export const namesPallet = (code: string, lpn: string) => {
  const up = code.trim().toUpperCase();
  return up === lpn.toUpperCase() || (/^\d{18}$/.test(up) && up === ssccOfLpn(lpn));
};

/** The pallet among `lpns` that a scanned code names. */
export const palletOfCode = (lpns: Iterable<string>, code: string) => [...lpns].find((lpn) => namesPallet(code, lpn));
