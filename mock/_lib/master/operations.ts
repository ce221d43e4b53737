/**
 * The operations' scan rules over a confirmation, before it changes anything: a required step not
 * scanned is a 422 naming the operation; an override without one of its roles a 403.
 */
import { OPERATION_CODES, scanVerdict, type ScanConfirmation, type ScanProof } from '../../../src/domain/master/scan';
import type { ScanStep } from '../../../src/domain/master/types';
import { roleApplies } from '../auth';
import { HttpError, translate, type Lang } from '../http';
import type { User } from '../seed';
import { getStore } from '../store';
import { masterOf } from './index';

const STEP_KEYS: Record<ScanStep, string> = { location: 'master.operation.step.location', sku: 'master.operation.step.sku', lpn: 'master.operation.step.lpn', quantity: 'master.operation.step.quantity' };

/** The roles of the user that count in the warehouse (a role limited to another does not). */
export const rolesIn = (user: User, warehouseId: string) => getStore().roles.filter((r) => user.roleIds.includes(r.id) && roleApplies(r, user, warehouseId)).map((r) => r.id);

/** The warehouse's operation a confirmation is checked against (by its code). */
export const operationOf = (warehouseId: string, confirmation: ScanConfirmation) => masterOf(warehouseId).operations.rows.find((o) => o.code === OPERATION_CODES[confirmation]);

/**
 * Checks a confirmation's scans against its operation: answers the steps overridden (none when all
 * were scanned), or throws 422 / 403 with the operation's name and the steps in the caller's words.
 */
export function requireScans(warehouseId: string, user: User, confirmation: ScanConfirmation, proof: ScanProof, lang: Lang): ScanStep[] {
  const op = operationOf(warehouseId, confirmation);
  const verdict = scanVerdict(op, proof, rolesIn(user, warehouseId));
  if (verdict.ok) return verdict.overridden;
  const vars = { operation: lang === 'zh' ? op!.nameZh : op!.nameEn, code: op!.code, steps: verdict.steps.map((s) => translate(lang, STEP_KEYS[s])).join(lang === 'zh' ? '、' : ', ') };
  if (verdict.reason === 'scanRequired') throw new HttpError(422, 'server.scan.required', vars, { unscanned: { key: 'server.scan.required', vars } });
  throw new HttpError(403, 'server.scan.overrideDenied', vars);
}
