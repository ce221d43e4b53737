import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { handle, notFound } from './_lib/http';
import { requireUser, requireWarehouse } from './_lib/auth';
import { getStore } from './_lib/store';
import { warehouseAnswer } from '../src/domain/master/answers';

export default defineRoutes({
  /** The warehouse named by Current-Warehouse, if the caller may work in it. */
  'GET /api/warehouses/current': handle({ summary: 'The warehouse named by Current-Warehouse, if the caller may work in it.', access: 'user', warehouse: true, answer: warehouseAnswer }, (req) => {
    const user = requireUser(req);
    const id = requireWarehouse(req, user);
    const warehouse = getStore().warehouses.find((w) => w.id === id);
    if (!warehouse) throw notFound();
    return warehouse;
  }),
});
