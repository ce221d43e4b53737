/**
 * Inbound endpoints: the declared documents' routes (notices, returns, trailers: the document kit),
 * and the screens' own operations: the notice import, the tally by scan, putaway, license plates,
 * the lookup of a shipped order for a return, and what the screens' selects offer.
 */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { requireAnyId, requireWarehouse } from './_lib/auth';
import { errorBody, handle, HttpError, notFound, requestLang, translate, type MockRequest } from './_lib/http';
import { page, PAGE_QUERY } from './_lib/paging';
import { z } from 'zod';
import { parseBody } from './_lib/validate';
import { asHttp, createDocument, documentRoutes, type InputProblem } from './_lib/kits/document';
import { available, linesOfLpn } from './_lib/ledger';
import { inboundEnv } from './_lib/inbound';
import { noticeDetail, noticeDocument, READ_IDS, returnDetail, returnDocument, trailerDocument } from './_lib/inbound/documents';
import {
  bookAndClose,
  closeIfShelved,
  finishTally,
  lpnsOf,
  moveLpn,
  noticeProblems,
  noticeRules,
  putAway,
  returnable,
  returnableOrder,
  setTallyLine,
  tallyReasons,
  tallyScan,
} from './_lib/inbound/rules';
import { skuOf } from './_lib/site/sku';
import type { InboundEnv } from './_lib/inbound/types';
import { putawayWork } from './_lib/inbound/queries';
import { ssccOfLpn } from './_lib/inbound/sscc';
import { confirmingTask } from './_lib/task';
import { requireScans } from './_lib/master/operations';

export { putawayWork } from './_lib/inbound/queries';
import { INBOUND_MENU_IDS as IDS, TALLY_REASON_TYPE } from '../src/domain/inbound/machine';
import { importCheckSchema, lpnMoveSchema, noticeImportRowSchema, noticeImportSchema, putawaySchema, tallyLineSchema, tallyScanSchema } from '../src/domain/inbound/schema';
import { ACTION_KEYS, IMPORT_COLUMN_KEYS, STATUS_KEYS, RETURN_STATUS_KEYS, RETURN_ACTION_KEYS } from '../src/domain/inbound/labels';
import { emptyBody } from './_lib/validate';
import { audited, auditedRecord, auditOf } from './_lib/audit';
import {
  importAnswer,
  importRowsCheck,
  inboundMeta,
  lpnMoved,
  lpnPage,
  lpnRecords,
  noticeDetail as noticeDetailAnswer,
  putawayDone,
  putawayPage,
  returnDetail as returnDetailAnswer,
  returnLookup,
  tallyScanned,
} from '../src/domain/inbound/answers';

/** The contract's access of a route: any of these menu ids in the Current-Warehouse. */
const onScreens = (...ids: string[]) => ({ access: { any: ids }, warehouse: true });
/** Putaway of notices (on-shelf screen) or of returns (returns shelving screen), by `:source`. */
const PUTAWAY = {
  params: z.object({ source: z.enum(['notice', 'return']) }),
  access: (p: Record<string, string>) => ({ any: [p.source === 'notice' ? IDS.onShelf : IDS.returnShelf] }),
  warehouse: true,
};

/** The caller's warehouse inbound, for one of the screens `ids`; 403 without one of them. */
function caller(req: MockRequest, ids: readonly string[]) {
  const user = requireAnyId(req, [...ids]);
  const warehouseId = requireWarehouse(req, user);
  return { user, warehouseId, e: inboundEnv(warehouseId, { operator: user.name, now: new Date().toISOString() }) };
}
const env = (req: MockRequest, ids: readonly string[]): InboundEnv => caller(req, ids).e;

const noticeOf = (e: InboundEnv, id: string) => e.place.notices.find((n) => n.id === id) ?? (() => { throw notFound(); })();
const returnOf = (e: InboundEnv, id: string) => e.place.returns.find((r) => r.id === id) ?? (() => { throw notFound(); })();

const NOTICE_WORDS = { status: STATUS_KEYS, action: ACTION_KEYS };
const RETURN_WORDS = { status: RETURN_STATUS_KEYS, action: RETURN_ACTION_KEYS };

/** The import column each row field comes from (a problem of the whole row: the row): a row's problems are named by the column. */
const IMPORT_COLUMN: Record<string, string> = { ...IMPORT_COLUMN_KEYS, body: 'inbound.import.col.body' };

/** An import file's rows grouped into notices by container number (in the file's order). */
function groupRows(rows: ReturnType<typeof noticeImportRowSchema.parse>[]) {
  const byContainer = new Map<string, { input: { supplier: string; containerNo: string; eta: string; note?: string; lines: { sku: string; expected: number; lot?: string; expiry?: string }[] }; rows: number[] }>();
  rows.forEach((r, i) => {
    const g = byContainer.get(r.containerNo) ?? { input: { supplier: r.supplier, containerNo: r.containerNo, eta: r.eta, note: r.note, lines: [] }, rows: [] };
    g.input.lines.push({ sku: r.sku, expected: r.expected, ...(r.lot ? { lot: r.lot } : {}), ...(r.expiry ? { expiry: r.expiry } : {}) });
    g.rows.push(i);
    byContainer.set(r.containerNo, g);
  });
  return [...byContainer.values()];
}

/** Each file row's problems, translated: the schema's, then the store's (unknown SKU, expiry missing, container on an open notice). */
function importProblems(req: MockRequest, e: InboundEnv, raw: unknown[]) {
  const lang = requestLang(req);
  const errors: string[][] = raw.map(() => []);
  const parsed: { row: ReturnType<typeof noticeImportRowSchema.parse>; index: number }[] = [];
  raw.forEach((row, index) => {
    try {
      parsed.push({ row: parseBody(noticeImportRowSchema, row), index });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const { fields = {} } = errorBody(lang, err);
      errors[index].push(...Object.entries(fields).map(([field, text]) => `${translate(lang, IMPORT_COLUMN[field.split('.')[0]] ?? IMPORT_COLUMN.body)}: ${text}`));
    }
  });
  for (const group of groupRows(parsed.map((p) => p.row))) {
    const fileRows = group.rows.map((k) => parsed[k].index);
    // a container's rows must agree on its supplier and arrival date
    const first = parsed[group.rows[0]].row;
    group.rows.forEach((k, j) => {
      const r = parsed[k].row;
      if (r.supplier !== first.supplier || r.eta !== first.eta) errors[fileRows[j]].push(translate(lang, 'server.inbound.importMismatch', { container: r.containerNo }));
    });
    const problems: InputProblem[] = noticeProblems(e, group.input);
    for (const p of problems) {
      const m = /^lines\.(\d+)\./.exec(p.field);
      const targets = m ? [fileRows[Number(m[1])]] : fileRows;
      for (const t of targets) errors[t].push(translate(lang, p.key, p.vars as Record<string, string | number>));
    }
  }
  return errors;
}

// The screens' own routes come first: Umi's mock answers with the first route whose path matches,
// and `POST /api/inbound/returns/:id/book` would otherwise be the kit's `:id/:action`.
export default defineRoutes({

  /** What the inbound screens' selects offer: inbound docks with their state, the tally reasons, the approval threshold, carriers. */
  'GET /api/inbound/meta': handle({ summary: 'What the inbound selects offer: inbound docks with their state, tally reasons, carriers, the approval threshold.', ...onScreens(...READ_IDS), answer: inboundMeta }, (req) => {
    const e = env(req, READ_IDS);
    const dict = e.ledger.dictionary.rows;
    const named = ({ code, nameZh, nameEn, enabled }: (typeof dict)[number]) => ({ code, nameZh, nameEn, enabled });
    return {
      docks: e.ledger.docks.filter((d) => d.enabled && d.type !== 'outbound').map(({ code, name, type, status, trailer, appointment }) => ({ code, name, type, status, trailer, appointment })),
      tallyReasons: tallyReasons(e.ledger).sort((a, b) => a.sort - b.sort).map(named),
      carriers: dict.filter((d) => d.type === 'carrier').sort((a, b) => a.sort - b.sort).map(named),
      threshold: e.master.config.recountVariancePct,
      reasonType: TALLY_REASON_TYPE,
    };
  }),

  // ---- notice import: a preview of every row's problems, then all rows or none
  'POST /api/inbound/import/notices/check': handle({ summary: 'Checks notice rows of an import file: each row with its problems, nothing saved.', ...onScreens(IDS.notice), body: importCheckSchema, answer: importRowsCheck }, (req) => {
    const e = env(req, [IDS.notice]);
    const { rows } = parseBody(importCheckSchema, req.body);
    return importProblems(req, e, rows).map((errors, index) => ({ index, errors }));
  }),
  'POST /api/inbound/import/notices': handle({ summary: 'Imports notice rows (one notice per container), all of them or none.', ...onScreens(IDS.notice), body: noticeImportSchema, answer: importAnswer }, (req) => {
    const e = env(req, [IDS.notice]);
    const { rows } = parseBody(noticeImportSchema, req.body);
    const errors = importProblems(req, e, rows);
    const bad = errors.findIndex((x) => x.length);
    if (bad >= 0) throw new HttpError(400, 'server.inbound.importRefused', { row: bad + 1, problem: errors[bad][0] });
    // all or nothing: a refused notice takes back the ones made before it (and their numbers)
    const mark = { notices: e.place.notices.length, seq: e.ledger.seq };
    try {
      return { created: groupRows(rows).map((g) => asHttp(req, () => createDocument(noticeRules, e, g.input)).no) };
    } catch (err) {
      e.place.notices.length = mark.notices;
      e.ledger.seq = mark.seq;
      throw err;
    }
  }),

  // ---- tally by scan (107): the notice must be received and not yet tallied
  'POST /api/inbound/tally/:id/scan': handle({ summary: 'Tallies a scanned SKU or barcode onto a received notice\'s line.', ...onScreens(IDS.tally), body: tallyScanSchema, answer: tallyScanned }, (req) => {
    const e = env(req, [IDS.tally]);
    const n = noticeOf(e, req.params.id);
    const input = parseBody(tallyScanSchema, req.body);
    const { lineIndex, line } = asHttp(req, () => auditedRecord(e, 'notice', n, 'tally', () => tallyScan(e, n, input)), NOTICE_WORDS);
    return { lineIndex, line, notice: noticeDetail(e, n) };
  }),
  'PUT /api/inbound/tally/:id/lines/:index': handle({ summary: 'Sets a tally line\'s good and damaged counts by hand, with the reason of a difference.', ...onScreens(IDS.tally), body: tallyLineSchema, answer: noticeDetailAnswer }, (req) => {
    const e = env(req, [IDS.tally]);
    const n = noticeOf(e, req.params.id);
    const input = parseBody(tallyLineSchema, req.body);
    asHttp(req, () => auditedRecord(e, 'notice', n, 'tallyLine', () => setTallyLine(e, n, Number(req.params.index), input)), NOTICE_WORDS);
    return noticeDetail(e, n);
  }),
  /** Finishes the tally: booked within the threshold, else waiting for a supervisor's approval. */
  'POST /api/inbound/tally/:id/finish': handle({ summary: 'Finishes a tally: booked within the threshold, else waiting for a supervisor\'s approval.', ...onScreens(IDS.tally), body: emptyBody, answer: noticeDetailAnswer }, (req) => {
    const e = env(req, [IDS.tally]);
    const n = noticeOf(e, req.params.id);
    parseBody(emptyBody, req.body);
    asHttp(req, () => auditedRecord(e, 'notice', n, 'finishTally', () => finishTally(e, n)), NOTICE_WORDS);
    return noticeDetail(e, n);
  }),

  // ---- putaway (63 for notices, 211 for returns): open tasks, and one pallet onto a shelf
  'GET /api/inbound/putaway/:source': handle({ summary: 'Open putaway tasks of tallied notices or booked returns, oldest first, by document, LPN or SKU.', ...PUTAWAY, query: z.object({ q: z.string().optional(), ...PAGE_QUERY, sortField: z.enum(['docNo', 'sku', 'qty', 'createdAt']).optional() }), answer: putawayPage }, (req) => {
    const source = req.params.source;
    if (source !== 'notice' && source !== 'return') throw notFound();
    const e = env(req, [source === 'notice' ? IDS.onShelf : IDS.returnShelf]);
    const hits = putawayWork(e, source, String(req.query.q ?? ''));
    return page(hits, req.query, { sortable: ['docNo', 'sku', 'qty', 'createdAt'], defaultSort: { field: 'createdAt', order: 'ascend' }, tie: 'id', defaultPageSize: 50, maxPageSize: 500 });
  }),
  'POST /api/inbound/putaway/:source/:docId/:taskId': handle({ summary: 'Puts one pallet of a document away onto a location; the document closes with its last one.', ...PUTAWAY, body: putawaySchema, answer: putawayDone }, (req) => {
    const source = req.params.source;
    if (source !== 'notice' && source !== 'return') throw notFound();
    const { e, user, warehouseId } = caller(req, [source === 'notice' ? IDS.onShelf : IDS.returnShelf]);
    const input = parseBody(putawaySchema, req.body);
    const doc = source === 'notice' ? noticeOf(e, req.params.docId) : returnOf(e, req.params.docId);
    const open = source === 'notice' ? doc.status === 'tallied' : doc.status === 'booked';
    if (!open) throw new HttpError(409, 'server.inbound.notPutaway', { no: doc.no });
    const overridden = requireScans(warehouseId, user, 'putaway', input, requestLang(req));
    const claim = confirmingTask({ user, warehouseId, now: e.ctx.now }, { id: `putaway:${source}:${doc.id}:${req.params.taskId}`, docNo: doc.no });
    const task = asHttp(req, () => auditedRecord(e, source, doc, 'putaway', () => {
      const t = putAway(e, doc, source, req.params.taskId, input);
      // an override of the scan rule stays on the task (and in its audit record)
      if (overridden.length) t.overridden = overridden;
      closeIfShelved(e, doc, source);
      return t;
    }), source === 'notice' ? NOTICE_WORDS : RETURN_WORDS);
    claim();
    return { task, status: doc.status, open: doc.putaway.filter((t) => t.status === 'open').length };
  }),

  // ---- license plates (397)
  'GET /api/inbound/lpns': handle({ summary: 'Lists license plates (pallets) with their lines, by LPN, location, SKU or staged.', ...onScreens(IDS.lpnMap, IDS.onShelf), query: z.object({ lpn: z.string().optional(), location: z.string().optional(), sku: z.string().optional(), staged: z.enum(['true', 'false']).optional(), ...PAGE_QUERY, sortField: z.enum(['lpn', 'location', 'qty', 'receivedAt']).optional() }), answer: lpnPage }, (req) => {
    const e = env(req, [IDS.lpnMap, IDS.onShelf]);
    const q = req.query as Record<string, string | undefined>;
    const lpnQ = (q.lpn ?? '').trim().toUpperCase();
    const loc = (q.location ?? '').trim().toUpperCase();
    const sku = q.sku?.trim() ? skuOf(e.ledger, q.sku) ?? q.sku.trim().toUpperCase() : '';
    const staged = q.staged === 'true' ? true : q.staged === 'false' ? false : undefined;
    const rows = [...lpnsOf(e.ledger)].map(([lpn, list]) => ({
      id: lpn,
      lpn,
      ...(ssccOfLpn(lpn) ? { sscc: ssccOfLpn(lpn) } : {}),
      location: list[0].location,
      staged: !e.ledger.locationByCode.has(list[0].location),
      lines: list.map((r) => ({ sku: r.sku, ...(r.lot ? { lot: r.lot } : {}), ...(r.expiry ? { expiry: r.expiry } : {}), qty: r.onHand, available: available(r), rowId: r.id })),
      qty: list.reduce((s, r) => s + r.onHand, 0),
      docNo: linesOfLpn(e.ledger, lpn)[0]?.docNo ?? '',
      receivedAt: list[0].receivedAt,
    }));
    const hits = rows.filter((r) => (!lpnQ || r.lpn.includes(lpnQ)) && (!loc || r.location.startsWith(loc)) && (!sku || r.lines.some((l) => l.sku === sku)) && (staged === undefined || r.staged === staged));
    return page(hits, req.query, { sortable: ['lpn', 'location', 'qty', 'receivedAt'], defaultSort: { field: 'receivedAt', order: 'descend' }, tie: 'lpn', defaultPageSize: 20, maxPageSize: 1000 });
  }),
  'GET /api/inbound/lpns/:lpn/records': handle({ summary: 'The stock changes of a license plate, oldest first.', ...onScreens(IDS.lpnMap, IDS.onShelf), answer: lpnRecords }, (req) => {
    const e = env(req, [IDS.lpnMap, IDS.onShelf]);
    const lpn = req.params.lpn.toUpperCase();
    return linesOfLpn(e.ledger, lpn).map((j) => ({ id: j.id, type: j.type, sku: j.sku, location: j.location, lpn: j.lpn, delta: j.delta, operator: j.operator, at: j.at, docNo: j.docNo, docType: j.docType }));
  }),
  'POST /api/inbound/lpns/:lpn/move': handle({ summary: 'Moves a whole license plate to another location.', ...onScreens(IDS.lpnMap), body: lpnMoveSchema, answer: lpnMoved }, (req) => {
    const e = env(req, [IDS.lpnMap]);
    const { location } = parseBody(lpnMoveSchema, req.body);
    const lpn = req.params.lpn.toUpperCase();
    // the pallet's lines where they are: location and quantity of each
    const lines = () => (lpnsOf(e.ledger).get(lpn) ?? []).map((r) => ({ sku: r.sku, location: r.location, qty: r.onHand }));
    return asHttp(req, () => audited(auditOf('lpn', { id: lpn }, e.ledger.warehouseId, 'move', e.ctx), lines, () => moveLpn(e, lpn, location)));
  }),

  // ---- returns: the shipped order behind a tracking or order number, what can still come back
  'GET /api/inbound/returns-lookup': handle({ summary: 'The shipped order behind a tracking or order number, and what of it may still come back.', ...onScreens(IDS.returnTally), query: z.object({ order: z.string() }), answer: returnLookup }, (req) => {
    const e = env(req, [IDS.returnTally]);
    const ref = String((req.query as Record<string, unknown>).order ?? '').trim();
    if (!ref) throw new HttpError(400, 'server.validation.required', {}, { order: { key: 'server.validation.required' } });
    const order = asHttp(req, () => returnableOrder(e, ref));
    const left = returnable(e, order.id);
    return {
      orderId: order.id,
      orderNo: order.no,
      kind: order.kind,
      carrier: order.carrier,
      trackingNos: order.parcels.map((p) => p.trackingNo),
      receiver: order.receiver.name,
      lines: [...left].map(([sku, q]) => {
        const p = e.ledger.productBySku.get(sku);
        return { sku, nameZh: p?.nameZh ?? '', nameEn: p?.nameEn ?? '', barcodes: p?.barcodes ?? [], shipped: q.shipped, returnable: q.left };
      }),
      returns: e.place.returns.filter((r) => r.orderId === order.id).map((r) => ({ no: r.no, status: r.status })),
    };
  }),
  /** Booking a graded return (472): its stock into the returns and damaged areas, a destroy order for destroy-graded units. */
  'POST /api/inbound/returns/:id/book': handle({ summary: 'Books a graded return into stock (destroy-graded units get a destroy order).', ...onScreens(IDS.returnBook), body: emptyBody, answer: returnDetailAnswer }, (req) => {
    const e = env(req, [IDS.returnBook]);
    const r = returnOf(e, req.params.id);
    parseBody(emptyBody, req.body);
    asHttp(req, () => auditedRecord(e, 'return', r, 'book', () => bookAndClose(e, r)), RETURN_WORDS);
    return returnDetail(e, r);
  }),

  ...documentRoutes(noticeDocument),
  ...documentRoutes(returnDocument),
  ...documentRoutes(trailerDocument),
});
