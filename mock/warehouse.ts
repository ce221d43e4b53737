import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { handle, notFound } from './_lib/http';
import { requireUser, requireWarehouse } from './_lib/auth';
import { getStore } from './_lib/store';
import { scanRulesAnswer, warehouseAnswer } from '../src/domain/master/answers';
import { mayOverride } from '../src/domain/master/scan';
import { masterOf } from './_lib/master';
import { rolesIn } from './_lib/master/operations';

export default defineRoutes({
  /** The warehouse named by Current-Warehouse, if the caller may work in it. */
  'GET /api/warehouses/current': handle({ summary: 'The warehouse named by Current-Warehouse, if the caller may work in it.', access: 'user', warehouse: true, answer: warehouseAnswer }, (req) => {
    const user = requireUser(req);
    const id = requireWarehouse(req, user);
    const warehouse = getStore().warehouses.find((w) => w.id === id);
    if (!warehouse) throw notFound();
    return warehouse;
  }),
  /** What the scan stations show: each enabled operation's required scans and whether the caller may override them. */
  'GET /api/warehouses/current/scan-rules': handle({ summary: "The enabled operations' scan rules in the current warehouse, and whether the caller may override each.", access: 'user', warehouse: true, answer: scanRulesAnswer }, (req) => {
    const user = requireUser(req);
    const id = requireWarehouse(req, user);
    const roles = rolesIn(user, id);
    return masterOf(id)
      .operations.rows.filter((o) => o.enabled)
      .map((o) => ({ code: o.code, nameZh: o.nameZh, nameEn: o.nameEn, scanRequired: o.scanRequired, mayOverride: mayOverride(o, roles) }));
  }),
});
