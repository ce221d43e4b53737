/**
 * The logs screen's reading of the audit trail (mock/_lib/audit.ts): filters, the reader's
 * warehouses only, each kind of record and action in the reader's words.
 */
import { LOG_READ_IDS, type LogDetail, type LogRow } from '../../src/domain/logs';
import { ACTION_KEYS as OUTBOUND_ACTION_KEYS } from '../../src/domain/outbound/labels';
import { ACTION_KEYS as NOTICE_ACTION_KEYS, RETURN_ACTION_KEYS, TRAILER_ACTION_KEYS } from '../../src/domain/inbound/labels';
import { ACTION_KEYS as RELOCATION_ACTION_KEYS } from '../../src/domain/relocate/labels';
import { PLAN_ACTION_KEYS } from '../../src/domain/inventory/countLabels';
import { BOOKING_ACTION_KEYS, ORDER_ACTION_KEYS as CUSTOMER_ORDER_ACTION_KEYS } from '../../src/domain/cms/labels';
import { heldIds } from './auth';
import { translate, type Lang } from './http';
import { auditVisible } from './privilege';
import type { AuditRecord, User } from './seed';
import { getStore } from './store';

/** The words of each kind of record (unknown kinds: as recorded). */
export const ENTITY_KEYS: Record<string, string> = {
  user: 'logs.entity.user',
  role: 'logs.entity.role',
  order: 'logs.entity.order',
  destroy: 'menu.outbound.destroy',
  notice: 'menu.inbound.warehousingNotify',
  return: 'menu.inbound.return',
  trailer: 'menu.inbound.trailer',
  warehouses: 'menu.warehouse.list',
  basic: 'menu.basic',
  zones: 'menu.warehouse.zone',
  locations: 'menu.warehouse.location',
  docks: 'menu.warehouse.dock',
  products: 'menu.product',
  'moveable-pins': 'menu.product.moveablePinData',
  palletize: 'menu.warehouse.palletize',
  operations: 'menu.warehouse.operation',
  'patrol-routes': 'menu.warehouse.patrol',
  positions: 'menu.warehouse.position',
  devices: 'menu.warehouse.deviceBind',
  attendance: 'menu.data.attendance',
  count: 'menu.inventory.cyclecountManagement',
  relocation: 'menu.relocate.record',
  booking: 'menu.cms.inBooking',
  customerOrder: 'menu.cms.outOrder',
  rules: 'menu.cms.smartOutbound',
  stock: 'logs.entity.stock',
  lpn: 'menu.inbound.lpnMap',
  wave: 'logs.entity.wave',
  manifest: 'logs.entity.manifest',
  fba: 'menu.inventory.fbaLocation',
  task: 'menu.task',
  print: 'logs.entity.print',
  printSetting: 'logs.entity.printSetting',
  warehouseConfig: 'menu.warehouse.warehouseConfig',
};

/** Actions every kind of record has. */
const COMMON_ACTION_KEYS: Record<string, string> = {
  create: 'logs.action.create',
  edit: 'logs.action.edit',
  update: 'logs.action.edit',
  enable: 'logs.action.enable',
  disable: 'logs.action.disable',
  delete: 'logs.action.delete',
  import: 'logs.action.import',
  permissions: 'logs.action.permissions',
  resetPassword: 'logs.action.resetPassword',
  clockIn: 'logs.action.clockIn',
  clockOut: 'logs.action.clockOut',
  generate: 'logs.action.generate',
  hold: 'logs.action.hold',
  release: 'logs.action.release',
  tally: 'logs.action.tally',
  tallyLine: 'logs.action.tallyLine',
  finishTally: 'logs.action.finishTally',
  putaway: 'logs.action.putaway',
  move: 'logs.action.move',
  book: 'logs.action.book',
  count: 'logs.action.count',
  recount: 'logs.action.recount',
  stage: 'logs.action.stage',
  claim: 'logs.action.claim',
  assign: 'logs.action.assign',
  reassign: 'logs.action.reassign',
  priority: 'logs.action.priority',
  pick: 'logs.action.pick',
  short: 'logs.action.short',
  print: 'logs.action.print',
  reprint: 'logs.action.reprint',
  scan: 'logs.action.scan',
  round: 'logs.action.round',
};

/** A document's own actions: the words of its area. */
const DOCUMENT_ACTION_KEYS: Record<string, Record<string, string>> = {
  order: OUTBOUND_ACTION_KEYS,
  destroy: OUTBOUND_ACTION_KEYS,
  notice: NOTICE_ACTION_KEYS,
  return: RETURN_ACTION_KEYS,
  trailer: TRAILER_ACTION_KEYS,
  count: PLAN_ACTION_KEYS,
  relocation: RELOCATION_ACTION_KEYS,
  booking: BOOKING_ACTION_KEYS,
  customerOrder: CUSTOMER_ORDER_ACTION_KEYS,
};

const has = (m: Record<string, string> | undefined, k: string) => !!m && Object.prototype.hasOwnProperty.call(m, k);

function actionWords(lang: Lang, entity: string, action: string) {
  const own = DOCUMENT_ACTION_KEYS[entity];
  if (has(COMMON_ACTION_KEYS, action)) return translate(lang, COMMON_ACTION_KEYS[action]);
  return has(own, action) ? translate(lang, own[action]) : action;
}

/**
 * Who reads which warehouse's records: one who works there and holds a reading id there; a record
 * about users or roles needs reading in every warehouse it concerns (mock/_lib/privilege.ts).
 */
export function logReader(reader: User): (rec: AuditRecord) => boolean {
  const known = new Map<string, boolean>();
  const readsIn = (warehouseId: string) => {
    let reads = known.get(warehouseId);
    if (reads === undefined) {
      const held = heldIds(reader, warehouseId);
      reads = reader.warehouseIds.includes(warehouseId) && LOG_READ_IDS.some((id) => held.has(id));
      known.set(warehouseId, reads);
    }
    return reads;
  };
  return (rec) => (rec.warehouseId ? readsIn(rec.warehouseId) : auditVisible(reader, rec, readsIn));
}

/** May `reader` see this record (`logReader` for one record). */
export const logVisible = (reader: User, rec: AuditRecord): boolean => logReader(reader)(rec);

export function logRow(lang: Lang, rec: AuditRecord): LogRow {
  const wh = rec.warehouseId ? getStore().warehouses.find((w) => w.id === rec.warehouseId) : undefined;
  return {
    id: rec.id,
    entity: rec.entity,
    entityLabel: has(ENTITY_KEYS, rec.entity) ? translate(lang, ENTITY_KEYS[rec.entity]) : rec.entity,
    entityId: rec.entityId,
    record: rec.record ?? rec.entityId,
    warehouse: wh?.code ?? '',
    action: rec.action,
    actionLabel: actionWords(lang, rec.entity, rec.action),
    operator: rec.operator,
    at: rec.at,
    changeCount: rec.changes?.length ?? 0,
  };
}

export const logDetail = (lang: Lang, rec: AuditRecord): LogDetail => ({ ...logRow(lang, rec), changes: rec.changes ?? [] });

const text = (q: Record<string, unknown>, k: string) => (typeof q[k] === 'string' ? (q[k] as string).trim() : '');

/** The records the reader may see that the query's filters keep, newest first. */
export function logRecords(reader: User, q: Record<string, unknown>): AuditRecord[] {
  const user = text(q, 'user').toLowerCase();
  const types = text(q, 'type') ? text(q, 'type').split(',') : [];
  const record = text(q, 'record').toUpperCase();
  const from = text(q, 'from');
  const to = text(q, 'to');
  const out: AuditRecord[] = [];
  const visible = logReader(reader);
  const all = getStore().audit;
  for (let i = all.length - 1; i >= 0; i--) {
    const r = all[i];
    if (user && !r.operator.toLowerCase().includes(user)) continue;
    if (types.length && !types.includes(r.entity)) continue;
    if (record && !(r.record ?? '').toUpperCase().includes(record) && r.entityId.toUpperCase() !== record) continue;
    if ((from && r.at < from) || (to && r.at > to)) continue;
    if (!visible(r)) continue;
    out.push(r);
  }
  return out;
}

/** The kinds of record the reader's trail has, for the type filter. */
export function logTypes(lang: Lang, reader: User) {
  const kinds = new Set<string>();
  const visible = logReader(reader);
  for (const r of getStore().audit) if (!kinds.has(r.entity) && visible(r)) kinds.add(r.entity);
  return [...kinds].sort().map((value) => ({ value, label: has(ENTITY_KEYS, value) ? translate(lang, ENTITY_KEYS[value]) : value }));
}
