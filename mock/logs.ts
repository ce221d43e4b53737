/** The logs screen (243): the audit trail of every write, the reader's warehouses only (mock/_lib/logs.ts). */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { requireAnyId } from './_lib/auth';
import { handle, notFound, requestLang } from './_lib/http';
import { logDetail, logRecords, logRow, logTypes, logVisible } from './_lib/logs';
import { page, PAGE_QUERY } from './_lib/paging';
import { z } from 'zod';
import { logDetailAnswer, logPageAnswer, logTypesAnswer } from '../src/domain/logs/answers';
import { getStore } from './_lib/store';
import { LOG_READ_IDS } from '../src/domain/logs';

/** The logs routes: a logs or administration id, in any warehouse (each record is shown by its own warehouse). */
const READ = { any: [...LOG_READ_IDS] };
const filter = z.string().optional();

export default defineRoutes({
  'GET /api/logs/types': handle({ summary: 'The kinds of record in the trail the reader may read, in its words.', access: READ, answer: logTypesAnswer }, (req) => logTypes(requestLang(req), requireAnyId(req, [...LOG_READ_IDS]))),
  'GET /api/logs/:id': handle({ summary: 'One write of the audit trail with the fields it changed.', access: READ, answer: logDetailAnswer }, (req) => {
    const reader = requireAnyId(req, [...LOG_READ_IDS]);
    const rec = getStore().audit.find((r) => r.id === req.params.id);
    if (!rec || !logVisible(reader, rec)) throw notFound();
    return logDetail(requestLang(req), rec);
  }),
  'GET /api/logs': handle({ summary: 'The audit trail the reader may read, newest first, filtered and paged.', access: READ, query: z.object({ user: filter, type: filter.describe('Kinds, comma-separated'), record: filter, from: filter, to: filter, ...PAGE_QUERY }), answer: logPageAnswer }, (req) => {
    const reader = requireAnyId(req, [...LOG_READ_IDS]);
    const lang = requestLang(req);
    const { list, total } = page(logRecords(reader, req.query), { current: req.query.current, pageSize: req.query.pageSize }, { defaultPageSize: 20, maxPageSize: 1000 });
    return { list: list.map((r) => logRow(lang, r)), total };
  }),
});
