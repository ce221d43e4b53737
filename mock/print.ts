/**
 * The print centre (388): per warehouse the choice of each template (on or off, the printer it goes
 * to: a printer of the warehouse's device bindings, master data), the print history with reprint,
 * and labels sent as ZPL to the caller's station printer. Every write is parsed by its schema first.
 */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { heldIds, requireAnyId, requireWarehouse } from './_lib/auth';
import { handle, HttpError, notFound, type MockRequest } from './_lib/http';
import { masterOf } from './_lib/master';
import { page, PAGE_QUERY } from './_lib/paging';
import { z } from 'zod';
import { printSlot, type PrintPlace } from './_lib/print';
import { emptyBody, parseBody } from './_lib/validate';
import { auditOf, auditWrite } from './_lib/audit';
import { printJobPageAnswer, printRecordAnswer, printSettingsAnswer, printStationAnswer, templateSettingAnswer } from '../src/domain/print/answers';
import { LABEL_SCREEN_IDS, PRINT_MENU_ID, PRINT_TEMPLATES, printSchema, ZPL_ACCESS_IDS, ZPL_KIND, printSettingSchema, zplJobSchema, type PrintRecord, type PrintStation, type PrintTemplate } from '../src/domain/print';
import { stockOf, zplOf } from '../src/domain/print/zpl';
import { isLabelTemplate, printerFor, stationFor } from '../src/domain/print/station';

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

/**
 * The caller's station (src/domain/print/station.ts): the configured station of a position the caller
 * is on, else the first; its printer the row's, else the one bound to the station or the caller.
 */
export function stationOf(warehouseId: string, userId: string): PrintStation {
  const m = masterOf(warehouseId);
  return stationFor({ stations: m.config.stations, positions: m.positions.rows, devices: m.devices.rows }, userId);
}

/** The caller and its warehouse's print place; 403 without the print screen. */
function scope(req: MockRequest, ids: readonly string[] = [PRINT_MENU_ID]) {
  const user = requireAnyId(req, [...ids]);
  const warehouseId = requireWarehouse(req, user);
  return { user, warehouseId, place: printPlace(warehouseId), now: new Date().toISOString() };
}

const templateOf = (name: string): PrintTemplate => {
  if (!(PRINT_TEMPLATES as readonly string[]).includes(name)) throw notFound();
  return name as PrintTemplate;
};

/** A ZPL print's label printer and its ZPL (a reprint sends the same again). */
type Zpl = { printer: string; zpl: string; dpi: number };
/** Where a label was printed: the station, its printer and label size. */
type From = { printer: string; station?: string; labelSize?: PrintStation['labelSize'] };

function record(sc: ReturnType<typeof scope>, template: PrintTemplate, copies: number, subject: string, reprintOf?: string, zpl?: Zpl, from?: From): PrintRecord {
  const setting = sc.place.settings[template];
  if (!setting.enabled) throw new HttpError(409, 'server.print.templateOff');
  const printer = zpl?.printer ?? from?.printer ?? setting.printer;
  const where = from?.station ? { station: from.station, labelSize: from.labelSize } : {};
  const r: PrintRecord = { id: `${sc.warehouseId}-pr${String(++sc.place.seq).padStart(6, '0')}`, at: sc.now, operator: sc.user.name, template, printer, copies, subject, ...(reprintOf ? { reprintOf } : {}), ...where, ...(zpl ?? {}) };
  sc.place.history.push(r);
  auditWrite({
    ...auditOf('print', r, sc.warehouseId, reprintOf ? 'reprint' : 'print', { operator: sc.user.name, now: sc.now }, subject),
    after: { template, printer, copies, subject, ...(reprintOf ? { reprintOf } : {}), ...(zpl ? { format: 'zpl', dpi: zpl.dpi } : {}) },
  });
  return r;
}

/** Every print route: the print centre's menu id, in the caller's Current-Warehouse. */
const onScreen = (summary: string, rest: { params?: z.ZodObject; query?: z.ZodObject; body?: z.ZodType; answer: z.ZodType }) => ({ summary, access: { any: [PRINT_MENU_ID] }, warehouse: true, ...rest });
const filter = z.string().optional();

export default defineRoutes({
  'GET /api/print/settings': handle(onScreen("Each template's setting (on or off, its printer) and the warehouse's printers.", { answer: printSettingsAnswer }), (req) => {
    const sc = scope(req);
    return { templates: PRINT_TEMPLATES.map((t) => sc.place.settings[t]), printers: printersOf(sc.warehouseId), station: stationOf(sc.warehouseId, sc.user.id) };
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
    const zpl = first.zpl ? { printer: first.printer, zpl: first.zpl, dpi: first.dpi ?? 203 } : undefined;
    return record(sc, first.template, first.copies, first.subject, first.reprintOf ?? first.id, zpl, first.station ? { printer: first.printer, station: first.station, labelSize: first.labelSize } : undefined);
  }),
  'GET /api/print/station': handle({ summary: "The caller's station: its printer and label size (label screens draw their ZPL on it).", access: { any: ZPL_ACCESS_IDS }, warehouse: true, answer: printStationAnswer }, (req) => {
    const sc = scope(req, ZPL_ACCESS_IDS);
    return stationOf(sc.warehouseId, sc.user.id);
  }),
  'POST /api/print/zpl': handle({ summary: "Sends a label as ZPL to the caller's station printer, drawn on the station's label size.", access: { any: ZPL_ACCESS_IDS }, warehouse: true, body: zplJobSchema, answer: printRecordAnswer }, (req) => {
    const sc = scope(req, ZPL_ACCESS_IDS);
    const input = parseBody(zplJobSchema, req.body);
    // a label screen's user sends that screen's labels; the print centre's, any
    const held = heldIds(sc.user, sc.warehouseId);
    if (!held.has(PRINT_MENU_ID) && !LABEL_SCREEN_IDS[input.template].some((id) => held.has(id))) throw new HttpError(403, 'server.forbidden');
    const station = stationOf(sc.warehouseId, sc.user.id);
    const printer = printerFor(input.template, station, sc.place.settings[input.template].printer);
    if (!printer) throw new HttpError(409, 'server.print.noPrinter');
    const label = input.label;
    if (label.kind !== ZPL_KIND[input.template]) throw new HttpError(400, 'server.print.labelKind', {}, { label: { key: 'server.print.labelKind' } });
    const subject = label.kind === 'shipping' ? label.trackingNo : label.kind === 'pallet' ? label.sscc : label.kind === 'product' ? label.sku : label.code;
    const zpl = zplOf(label, stockOf(station.labelSize, input.dpi), input.copies);
    return record(sc, input.template, input.copies, subject.slice(0, 64), undefined, { printer, zpl, dpi: input.dpi }, { printer, station: station.station, labelSize: station.labelSize });
  }),
  'POST /api/print/jobs': handle(onScreen('Prints a template: copies of a subject, to its printer.', { body: printSchema, answer: printRecordAnswer }), (req) => {
    const sc = scope(req);
    const input = parseBody(printSchema, req.body);
    // a label goes to the caller's station printer, on its label size; a sheet to the template's printer
    const station = stationOf(sc.warehouseId, sc.user.id);
    const from = isLabelTemplate(input.template) ? { printer: printerFor(input.template, station, sc.place.settings[input.template].printer), station: station.station, labelSize: station.labelSize } : undefined;
    return record(sc, input.template, input.copies, input.subject.trim(), undefined, undefined, from);
  }),
});
