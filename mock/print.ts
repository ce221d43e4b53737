/**
 * The print centre (388): per warehouse the choice of each template (on or off, the printer it goes
 * to: a printer of the warehouse's device bindings, master data), and the print history with
 * reprint. Every write is parsed by its schema (src/domain/print) before it changes anything.
 */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { requireAnyId, requireWarehouse } from './_lib/auth';
import { handle, HttpError, notFound, type MockRequest } from './_lib/http';
import { masterOf } from './_lib/master';
import { page, PAGE_QUERY } from './_lib/paging';
import { z } from 'zod';
import { printSlot, type PrintPlace } from './_lib/print';
import { emptyBody, parseBody } from './_lib/validate';
import { auditOf, auditWrite } from './_lib/audit';
import { printJobPageAnswer, printRecordAnswer, printSettingsAnswer, templateSettingAnswer } from '../src/domain/print/answers';
import { PRINT_MENU_ID, PRINT_TEMPLATES, printSchema, printSettingSchema, type PrintRecord, type PrintTemplate } from '../src/domain/print';

/** The warehouse's enabled printers (device bindings of kind printer). */
export const printersOf = (warehouseId: string) =>
  masterOf(warehouseId)
    .devices.rows.filter((d) => d.kind === 'printer' && d.enabled)
    .map(({ code, model }) => ({ code, model }));

/** The warehouse's print place, made on first use: every template on, each to the warehouse's first printer. */
export function printPlace(warehouseId: string): PrintPlace {
  const print = printSlot();
  let place = print.warehouses[warehouseId];
  if (!place) {
    const printer = printersOf(warehouseId)[0]?.code ?? '';
    place = { settings: Object.fromEntries(PRINT_TEMPLATES.map((template) => [template, { template, enabled: true, printer }])) as PrintPlace['settings'], history: [], seq: 0 };
    print.warehouses[warehouseId] = place;
  }
  return place;
}

/** The caller and its warehouse's print place; 403 without the print screen. */
function scope(req: MockRequest) {
  const user = requireAnyId(req, [PRINT_MENU_ID]);
  const warehouseId = requireWarehouse(req, user);
  return { user, warehouseId, place: printPlace(warehouseId), now: new Date().toISOString() };
}

const templateOf = (name: string): PrintTemplate => {
  if (!(PRINT_TEMPLATES as readonly string[]).includes(name)) throw notFound();
  return name as PrintTemplate;
};

function record(sc: ReturnType<typeof scope>, template: PrintTemplate, copies: number, subject: string, reprintOf?: string): PrintRecord {
  const setting = sc.place.settings[template];
  if (!setting.enabled) throw new HttpError(409, 'server.print.templateOff');
  const r: PrintRecord = { id: `${sc.warehouseId}-pr${String(++sc.place.seq).padStart(6, '0')}`, at: sc.now, operator: sc.user.name, template, printer: setting.printer, copies, subject, ...(reprintOf ? { reprintOf } : {}) };
  sc.place.history.push(r);
  auditWrite({ ...auditOf('print', r, sc.warehouseId, reprintOf ? 'reprint' : 'print', { operator: sc.user.name, now: sc.now }, subject), after: { template, printer: setting.printer, copies, subject, ...(reprintOf ? { reprintOf } : {}) } });
  return r;
}

/** Every print route: the print centre's menu id, in the caller's Current-Warehouse. */
const onScreen = (summary: string, rest: { params?: z.ZodObject; query?: z.ZodObject; body?: z.ZodType; answer: z.ZodType }) => ({ summary, access: { any: [PRINT_MENU_ID] }, warehouse: true, ...rest });
const filter = z.string().optional();

export default defineRoutes({
  'GET /api/print/settings': handle(onScreen("Each template's setting (on or off, its printer) and the warehouse's printers.", { answer: printSettingsAnswer }), (req) => {
    const sc = scope(req);
    return { templates: PRINT_TEMPLATES.map((t) => sc.place.settings[t]), printers: printersOf(sc.warehouseId) };
  }),
  'PUT /api/print/settings/:template': handle(onScreen("Sets a template's setting: on or off, and its printer.", { params: z.object({ template: z.enum(PRINT_TEMPLATES) }), body: printSettingSchema, answer: templateSettingAnswer }), (req) => {
    const sc = scope(req);
    const template = templateOf(req.params.template);
    const input = parseBody(printSettingSchema, req.body);
    const printer = input.printer.trim().toUpperCase();
    if (printer && !printersOf(sc.warehouseId).some((p) => p.code === printer)) {
      throw new HttpError(400, 'server.print.printerUnknown', { printer }, { printer: { key: 'server.print.printerUnknown', vars: { printer } } });
    }
    const before = sc.place.settings[template];
    sc.place.settings[template] = { template, enabled: input.enabled, printer };
    auditWrite({ ...auditOf('printSetting', { id: template }, sc.warehouseId, 'edit', { operator: sc.user.name, now: sc.now }), before, after: sc.place.settings[template] });
    return sc.place.settings[template];
  }),
  'GET /api/print/jobs': handle(onScreen('The print history, newest first, filtered and paged.', { query: z.object({ template: filter.describe('Templates, comma-separated'), operator: filter, subject: filter, ...PAGE_QUERY, sortField: z.enum(['at', 'template', 'operator']).optional() }), answer: printJobPageAnswer }), (req) => {
    const sc = scope(req);
    const q = req.query as Record<string, string | undefined>;
    const subject = (q.subject ?? '').trim().toUpperCase();
    const rows = sc.place.history.filter(
      (r) => (!q.template || q.template.split(',').includes(r.template)) && (!q.operator || r.operator === q.operator) && (!subject || r.subject.toUpperCase().includes(subject)),
    );
    // newest first, also among prints of the same millisecond (a print and its reprint): the
    // history is in print order and the sort is stable, so no tie field (ties would go ascending)
    return page(rows.reverse(), req.query, { sortable: ['at', 'template', 'operator'], defaultSort: { field: 'at', order: 'descend' }, defaultPageSize: 20, maxPageSize: 1000 });
  }),
  'POST /api/print/jobs/:id/reprint': handle(onScreen('Prints a job of the history again.', { body: emptyBody, answer: printRecordAnswer }), (req) => {
    const sc = scope(req);
    parseBody(emptyBody, req.body);
    const first = sc.place.history.find((r) => r.id === req.params.id);
    if (!first) throw notFound();
    return record(sc, first.template, first.copies, first.subject, first.reprintOf ?? first.id);
  }),
  'POST /api/print/jobs': handle(onScreen('Prints a template: copies of a subject, to its printer.', { body: printSchema, answer: printRecordAnswer }), (req) => {
    const sc = scope(req);
    const input = parseBody(printSchema, req.body);
    return record(sc, input.template, input.copies, input.subject.trim());
  }),
});
