/**
 * Scan rules of the operations (work types): which steps of a confirmation must be scanned, and who
 * may confirm without. Relative imports only: the mock imports this file.
 */
import { z } from 'zod';
import { unique } from '../fields';
import { SCAN_STEPS, type Operation, type ScanStep } from './types';

/** The operation code each confirmation is checked against (operations are keyed by code). */
export const OPERATION_CODES = { receive: 'RECEIVE', putaway: 'PUTAWAY', pick: 'PICK', count: 'COUNT', relocate: 'RELOCATE' } as const;
export type ScanConfirmation = keyof typeof OPERATION_CODES;

/**
 * What a confirmation says of its scans: the steps done without one (typed by hand, or a pallet
 * chosen from a list), and whether its user overrides the operation's scan rule.
 */
export const scanProofFields = {
  unscanned: z.array(z.enum(SCAN_STEPS)).max(SCAN_STEPS.length).superRefine(unique((s: string) => s)).optional(),
  override: z.boolean().optional(),
};
export interface ScanProof {
  unscanned?: ScanStep[];
  override?: boolean;
}

/** May a user of these roles override the operation's scan rule? */
export const mayOverride = (op: Pick<Operation, 'overrideRoleIds'>, userRoleIds: readonly string[]) => op.overrideRoleIds.some((id) => userRoleIds.includes(id));

/** What the rule decides: go on, refuse (422, the steps), or let an override through (the steps). */
export type ScanVerdict = { ok: true; overridden: ScanStep[] } | { ok: false; reason: 'scanRequired' | 'overrideDenied'; steps: ScanStep[] };

/**
 * An operation's rule over one confirmation: required steps done without a scan are refused unless
 * overridden by a holder of an override role; a disabled or missing operation requires nothing.
 */
export function scanVerdict(op: Pick<Operation, 'scanRequired' | 'overrideRoleIds' | 'enabled'> | undefined, proof: ScanProof, userRoleIds: readonly string[]): ScanVerdict {
  const missing = op?.enabled ? op.scanRequired.filter((s) => proof.unscanned?.includes(s)) : [];
  if (!missing.length) return { ok: true, overridden: [] };
  if (!proof.override) return { ok: false, reason: 'scanRequired', steps: missing };
  if (!mayOverride(op!, userRoleIds)) return { ok: false, reason: 'overrideDenied', steps: missing };
  return { ok: true, overridden: missing };
}
