/**
 * Totes of cluster picking: one per order of a wave, bound by scan before the trip; each pick goes
 * into its order's tote, confirmed by scanning it. Read by the console and the mock: imports nothing.
 */

/** A tote's barcode: 4–20 characters of A–Z, 0–9 and `-` (`TOTE-0001`), upper-cased. */
export const TOTE_MIN = 4;
export const TOTE_MAX = 20;
export const TOTE_PATTERN = /^[A-Z0-9-]{4,20}$/;

/** A scanned tote code as stored: trimmed, upper-cased. */
export const normalizeTote = (code: string) => code.trim().toUpperCase();

/** Whether a scan is a tote barcode (after normalizing). */
export const isToteCode = (code: string) => TOTE_PATTERN.test(normalizeTote(code));

/** Whether two tote codes name the same tote. */
export const sameTote = (a: string | undefined, b: string | undefined) => !!a && !!b && normalizeTote(a) === normalizeTote(b);

/** The orders of a wave still waiting for a tote: open (picking) orders without one, in the wave's order. */
export function ordersWithoutTote<O extends { id: string; status: string; tote?: string }>(orders: O[]): O[] {
  return orders.filter((o) => o.status === 'picking' && !o.tote);
}
