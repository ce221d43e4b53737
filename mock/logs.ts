/** The logs screen (243): the audit trail of every write, the reader's warehouses only (mock/_lib/logs.ts). */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { requireAnyId } from './_lib/auth';
import { handle, notFound, requestLang } from './_lib/http';
import { logDetail, logRecords, logRow, logTypes, logVisible } from './_lib/logs';
import { page } from './_lib/paging';
import { getStore } from './_lib/store';
import { LOG_READ_IDS } from '../src/domain/logs';

export default defineRoutes({
  'GET /api/logs/types': handle((req) => logTypes(requestLang(req), requireAnyId(req, [...LOG_READ_IDS]))),
  'GET /api/logs/:id': handle((req) => {
    const reader = requireAnyId(req, [...LOG_READ_IDS]);
    const rec = getStore().audit.find((r) => r.id === req.params.id);
    if (!rec || !logVisible(reader, rec)) throw notFound();
    return logDetail(requestLang(req), rec);
  }),
  'GET /api/logs': handle((req) => {
    const reader = requireAnyId(req, [...LOG_READ_IDS]);
    const lang = requestLang(req);
    const { list, total } = page(logRecords(reader, req.query), { current: req.query.current, pageSize: req.query.pageSize }, { defaultPageSize: 20, maxPageSize: 1000 });
    return { list: list.map((r) => logRow(lang, r)), total };
  }),
});
