/**
 * FBA endpoints (inventory menu 521, 522): stock staged on FBA-zone locations for marketplace
 * fulfilment shipments (stage, release), and the movement records of the FBA locations, read from
 * the one journal.
 */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { requireAnyId, requireWarehouse } from './_lib/auth';
import { handle, notFound, type MockRequest } from './_lib/http';
import { page, PAGE_QUERY } from './_lib/paging';
import { z } from 'zod';
import { parseBody } from './_lib/validate';
import { audited, auditOf, auditWrite } from './_lib/audit';
import { asHttp } from './_lib/kits/document';
import { relocateEnv, type RelocateEnv } from './_lib/relocate';
import { fbaRows, fbaZones, isFbaLocation, parseStage, releaseFba, stageFba } from './_lib/relocate/fba';
import { records } from './inventory';
import { fbaLocationsAnswer, fbaRecordPageAnswer, fbaReleaseAnswer, fbaStageAnswer, fbaStockPageAnswer } from '../src/domain/relocate/answers';
import { FBA_DOC_TYPE, FBA_MENU_IDS as IDS, fbaReleaseSchema, fbaStageSchema } from '../src/domain/relocate';

function env(req: MockRequest, ids: readonly string[]): RelocateEnv {
  const user = requireAnyId(req, [...ids]);
  const warehouseId = requireWarehouse(req, user);
  return relocateEnv(warehouseId, { operator: user.name, now: new Date().toISOString() });
}

const PAGE = { defaultPageSize: 20, maxPageSize: 1000 };

const filter = z.string().optional();
/** A list's query: its filters (text) and paging. */
const listQuery = (filters: string[]) => z.object({ ...Object.fromEntries(filters.map((f) => [f, filter])), ...PAGE_QUERY });

export default defineRoutes({
  /** Staged stock, by shipment: filters `shipment`, `sku`, `location` (prefix). */
  'GET /api/fba/stock': handle({ summary: 'Stock staged on FBA locations, by shipment, filtered and paged.', access: { any: [IDS.location] }, warehouse: true, query: listQuery(['shipment', 'sku', 'location']), answer: fbaStockPageAnswer }, (req) => {
    const e = env(req, [IDS.location]);
    return page(fbaRows(e, req.query), { current: req.query.current, pageSize: req.query.pageSize }, PAGE);
  }),
  /** The FBA locations (to stage onto) with the units on each. */
  'GET /api/fba/locations': handle({ summary: 'The FBA locations to stage onto.', access: { any: [IDS.location, IDS.record] }, warehouse: true, answer: fbaLocationsAnswer }, (req) => {
    const e = env(req, [IDS.location, IDS.record]);
    const zones = fbaZones(e.ledger);
    return e.ledger.locations.filter((l) => zones.has(l.zone)).map((l) => ({ code: l.code, zone: l.zone, status: l.status, capacity: l.capacity }));
  }),
  'POST /api/fba/stage': handle({ summary: 'Stages stock on an FBA location for a marketplace shipment (held for it).', access: { any: [IDS.location] }, warehouse: true, body: fbaStageSchema, answer: fbaStageAnswer }, (req) => {
    const e = env(req, [IDS.location]);
    const input = parseBody(fbaStageSchema, req.body);
    const out = asHttp(req, () => stageFba(e, parseStage(e, input)));
    // one record of the staging: the staged rows it made
    auditWrite({ ...auditOf('fba', { id: out.no }, e.ledger.warehouseId, 'stage', e.ctx, out.staged[0]?.shipment), after: out.staged });
    return out;
  }),
  'POST /api/fba/stock/:id/release': handle({ summary: 'Releases staged units back to a location, with the reason.', access: { any: [IDS.location] }, warehouse: true, body: fbaReleaseSchema, answer: fbaReleaseAnswer }, (req) => {
    const e = env(req, [IDS.location]);
    const input = parseBody(fbaReleaseSchema, req.body);
    const s = e.reloc.fba.find((x) => x.id === req.params.id && x.qty > 0);
    if (!s) throw notFound();
    return asHttp(req, () => audited(auditOf('fba', s, e.ledger.warehouseId, 'release', e.ctx, s.shipment), () => s, () => releaseFba(e, s, input)));
  }),
  /** The journal lines of FBA locations (and of FBA stagings and releases), newest first, with the record screen's filters. */
  'GET /api/fba/records': handle({ summary: 'The movement records of the FBA locations and stagings, newest first, paged.', access: { any: [IDS.record, IDS.location] }, warehouse: true, query: listQuery(['type', 'docNo', 'sku', 'location', 'lpn', 'operator', 'from', 'to']), answer: fbaRecordPageAnswer }, (req) => {
    const e = env(req, [IDS.record, IDS.location]);
    const hits = records(e.ledger, req.query).filter((j) => j.docType === FBA_DOC_TYPE || isFbaLocation(e.ledger, j.location));
    return page(hits, { current: req.query.current, pageSize: req.query.pageSize }, PAGE);
  }),
});
