/**
 * Master data: every set-up list from its declaration (mock/_lib/master/declarations.ts), then
 * routes of their own (config, location generation, barcode search, options). `:id` routes last.
 */
import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { auditOf, auditWrite } from './_lib/audit';
import { z } from 'zod';
import { BASIC_TYPES, type ModelAisle, type ModelLocation, type ModelZone } from '../src/domain/master';
import { MASTER_MENU_IDS, screenAccess } from '../src/domain/master/ids';
import { generateLocationCodes } from '../src/domain/master/location';
import { locationGenerateSchema, patrolRoundSchema, warehouseConfigSchema } from '../src/domain/master/schema';
import { requireUser, requireWarehouse } from './_lib/auth';
import { asHttp } from './_lib/kits/document';
import { changesOf, createRecord, setupRoutes, setupScope } from './_lib/kits/setup';
import { DomainError } from './_lib/errors';
import { handle, HttpError, notFound, type MockRequest } from './_lib/http';
import { buildLocation, ledgerOf, locationDecl, placeScope, SETUP_DECLARATIONS, type PlaceScope } from './_lib/master/declarations';
import { getMaster } from './_lib/master';
import {
  basicOptionsAnswer,
  locationGenerateAnswer,
  locationPreviewAnswer,
  modelLocationsAnswer,
  modelStockAnswer,
  modelZonesAnswer,
  patrolRoundAnswer,
  peopleAnswer,
  productAnswer,
  warehouseConfigAnswer,
  warehouseConfigWithHistoryAnswer,
} from '../src/domain/master/answers';
import { pageOf } from '../src/domain/contract';
import type { RouteContract } from './_lib/contract';
import { getStore } from './_lib/store';
import { page, PAGE_QUERY } from './_lib/paging';
import { parseBody } from './_lib/validate';

const place = (req: MockRequest, screen: Parameters<typeof screenAccess>[0]) => placeScope(setupScope(req, screenAccess(screen)));

// ---------------------------------------------------------------- location generation

/** The codes of the ranges, each marked when a location has it; refused ranges (unknown zone, over the cap) are a 400. */
function generation(sc: PlaceScope, body: unknown) {
  const input = parseBody(locationGenerateSchema, body);
  if (!sc.place.zones.get(input.zone)) throw new DomainError('server.master.unknownZone', { zone: input.zone }, 400, { zone: { key: 'server.master.unknownZone', vars: { zone: input.zone } } });
  const base = sc.place.locations.rows.reduce((m, l) => Math.max(m, l.pickSeq), 0);
  const locations = generateLocationCodes(input).map((parts, i) => buildLocation(sc, { ...parts, type: input.type, capacity: input.capacity, status: 'active', pickSeq: (input.pickSeq ?? base + 1) + i }));
  return { input, locations, taken: locations.filter((l) => sc.place.locations.get(l.code)).map((l) => l.code) };
}

// ---------------------------------------------------------------- the model map

/** On hand per location: one pass over the warehouse's stock. */
function onHandByLocation(warehouseId: string) {
  const onHand = new Map<string, number>();
  for (const r of ledgerOf(warehouseId).stock) if (r.onHand) onHand.set(r.location, (onHand.get(r.location) ?? 0) + r.onHand);
  return onHand;
}
const fill = (onHand: number, capacity: number) => (capacity > 0 ? Math.min(100, Math.round((onHand / capacity) * 100)) : 0);

function modelZones(sc: PlaceScope): ModelZone[] {
  const onHand = onHandByLocation(sc.warehouseId);
  const aisles = new Map<string, Map<number, ModelAisle & { held: number; capacity: number }>>();
  for (const l of sc.place.locations.rows) {
    const byAisle = aisles.get(l.zone) ?? new Map();
    aisles.set(l.zone, byAisle);
    const a = byAisle.get(l.aisle) ?? { aisle: l.aisle, locations: 0, byStatus: { active: 0, locked: 0, disabled: 0 }, fillPct: 0, held: 0, capacity: 0 };
    byAisle.set(l.aisle, a);
    a.locations++;
    a.byStatus[l.status]++;
    a.held += onHand.get(l.code) ?? 0;
    a.capacity += l.capacity;
  }
  return sc.place.zones.rows.map((z) => ({
    code: z.code,
    name: z.name,
    type: z.type,
    aisles: [...(aisles.get(z.code)?.values() ?? [])].sort((a, b) => a.aisle - b.aisle).map(({ held, capacity, ...a }) => ({ ...a, fillPct: fill(held, capacity) })),
  }));
}

function modelLocations(sc: PlaceScope, zone: string): ModelLocation[] {
  if (!sc.place.zones.get(zone)) throw notFound();
  const onHand = onHandByLocation(sc.warehouseId);
  return sc.place.locations.rows
    .filter((l) => l.zone === zone)
    .map((l) => {
      const held = onHand.get(l.code) ?? 0;
      return { code: l.code, aisle: l.aisle, rack: l.rack, level: l.level, ...(l.bin !== undefined ? { bin: l.bin } : {}), status: l.status, onHand: held, fillPct: fill(held, l.capacity) };
    });
}

const optionsQuery = z.strictObject({ type: z.enum(BASIC_TYPES) });
const roundsQuery = z.object({ ...PAGE_QUERY, sortField: z.enum(['at']).optional() });

/** The contract of a route of a master-data screen: its menu ids, in the Current-Warehouse. */
const on = (screen: Parameters<typeof screenAccess>[0], summary: string, c: Omit<RouteContract, 'summary' | 'access' | 'warehouse'>): RouteContract => ({
  summary,
  access: screenAccess(screen),
  warehouse: true,
  ...c,
});


export default defineRoutes({
  // ---- warehouse config (466): one settings object per warehouse
  'GET /api/master/warehouse-config': handle(on('warehouseConfig', 'The rules of the current warehouse, with their changes (newest first).', { answer: warehouseConfigWithHistoryAnswer }), (req) => {
    const sc = place(req, 'warehouseConfig');
    return { ...sc.place.config, history: [...sc.place.configHistory].reverse() };
  }),
  'PUT /api/master/warehouse-config': handle(on('warehouseConfig', 'Saves the rules of the current warehouse.', { body: warehouseConfigSchema, answer: warehouseConfigAnswer }), (req) => {
    const sc = place(req, 'warehouseConfig');
    const parsed = parseBody(warehouseConfigSchema, req.body);
    const input = { ...parsed, stations: parsed.stations.map((s) => ({ ...s, printer: s.printer.toUpperCase() })) };
    const entry = (code: string) => getMaster().basic.ownerOf('code', `unit:${code}`);
    const fields: Record<string, { key: string; vars: Record<string, string> }> = {};
    for (const f of ['defaultUnit', 'defaultCartonUnit'] as const) {
      const code = input[f];
      if (code !== undefined && !entry(code)) fields[f] = { key: 'server.master.unknownEntry', vars: { code } };
    }
    input.stations.forEach((s, i) => {
      if (!sc.place.positions.rows.some((p) => p.code === s.station)) fields[`stations.${i}.station`] = { key: 'server.master.unknownStation', vars: { code: s.station } };
      // a station's printer is one of the warehouse's enabled printers ('': the printer bound to the station)
      if (s.printer && !sc.place.devices.rows.some((d) => d.code === s.printer && d.kind === 'printer' && d.enabled)) fields[`stations.${i}.printer`] = { key: 'server.print.printerUnknown', vars: { printer: s.printer } };
    });
    const [first] = Object.values(fields);
    if (first) throw new HttpError(400, first.key, first.vars, fields);
    const before = sc.place.config;
    // the carton unit is no longer on the form: an absent one keeps what is stored
    sc.place.config = { ...input, defaultCartonUnit: input.defaultCartonUnit ?? before.defaultCartonUnit };
    sc.place.configHistory.push({ action: 'edit', at: sc.ctx.now, operator: sc.ctx.operator, changes: changesOf(before, sc.place.config) });
    const code = getStore().warehouses.find((w) => w.id === sc.warehouseId)?.code;
    auditWrite({ ...auditOf('warehouseConfig', { id: sc.warehouseId }, sc.warehouseId, 'edit', sc.ctx, code), before, after: sc.place.config });
    return sc.place.config;
  }),

  // ---- locations (48): generation by ranges
  /** The codes the ranges make, each marked when taken; nothing is saved. */
  'POST /api/master/locations/generate/preview': handle(on('location', 'The location codes ranges would make, each marked when taken; saves nothing.', { body: locationGenerateSchema, answer: locationPreviewAnswer }), (req) => {
    const sc = place(req, 'location');
    const { locations, taken } = asHttp(req, () => generation(sc, req.body));
    const takenSet = new Set(taken);
    return { count: locations.length, codes: locations.map((l) => ({ code: l.code, taken: takenSet.has(l.code) })) };
  }),
  /** Makes every location of the ranges, or none: a code a location has already refuses them all. */
  'POST /api/master/locations/generate': handle(on('location', 'Makes every location of the ranges, or none when a code is taken.', { body: locationGenerateSchema, answer: locationGenerateAnswer }), (req) => {
    const sc = place(req, 'location');
    return asHttp(req, () => {
      const { locations, taken } = generation(sc, req.body);
      if (taken.length) {
        const vars = { count: taken.length, codes: taken.slice(0, 5).join(', ') };
        throw new DomainError('server.master.generateTaken', vars, 400, { aisles: { key: 'server.master.generateTaken', vars } });
      }
      for (const l of locations) createRecord(locationDecl, sc, l, 'generate');
      return { created: locations.length };
    });
  }),

  // ---- products (342, group 82): one product by any of its barcodes (or its SKU)
  'GET /api/master/products/barcode/:code': handle(on('product', 'The product with this barcode (or SKU).', { answer: productAnswer }), (req) => {
    const sc = place(req, 'product');
    const code = String(req.params.code ?? '').trim();
    const p = sc.place.products.get(sc.place.products.ownerOf('barcode', code) ?? code.toUpperCase());
    if (!p) throw notFound();
    return p;
  }),

  // ---- the dictionary (21): enabled entries of a type for selects, for anyone signed in to the warehouse
  'GET /api/master/basic/options': handle({ summary: 'The enabled dictionary entries of a type, for selects.', access: 'user', warehouse: true, query: optionsQuery, answer: basicOptionsAnswer }, (req) => {
    const user = requireUser(req);
    requireWarehouse(req, user);
    const { type } = parseBody(optionsQuery, { type: req.query.type }, 'query');
    return getMaster()
      .basic.sorted('sort', false)
      .filter((e) => e.type === type && e.enabled)
      .map(({ code, nameZh, nameEn }) => ({ code, nameZh, nameEn }));
  }),

  // ---- positions (536), device bindings (537), operations (353): who works here and the roles they may hold
  'GET /api/master/people': handle({ summary: 'The users of the current warehouse and the roles they may hold.', access: { any: [MASTER_MENU_IDS.position, MASTER_MENU_IDS.deviceBind, MASTER_MENU_IDS.operation] }, warehouse: true, answer: peopleAnswer }, (req) => {
    const sc = setupScope(req, { any: [MASTER_MENU_IDS.position, MASTER_MENU_IDS.deviceBind, MASTER_MENU_IDS.operation] });
    const { users, roles } = getStore();
    return {
      users: users.filter((u) => u.warehouseIds.includes(sc.warehouseId)).map(({ id, username, name, enabled }) => ({ id, username, name, enabled })),
      roles: roles.filter((r) => r.menuSet === 'warehouse' && (!r.warehouseId || r.warehouseId === sc.warehouseId)).map(({ id, code, name }) => ({ id, code, name })),
    };
  }),

  // ---- patrol (511): the rounds of a route
  'GET /api/master/patrol-routes/:id/rounds': handle(on('patrol', 'The rounds walked on a patrol route, newest first, one page.', { query: roundsQuery, answer: pageOf(patrolRoundAnswer) }), (req) => {
    const sc = place(req, 'patrol');
    const route = sc.place.patrolRoutes.get(req.params.id);
    if (!route) throw notFound();
    const rounds = sc.place.patrolRounds.filter((r) => r.routeId === route.id);
    return page(rounds, req.query, { sortable: ['at'], defaultSort: { field: 'at', order: 'descend' }, tie: 'id', defaultPageSize: 20 });
  }),
  'POST /api/master/patrol-routes/:id/rounds': handle(on('patrol', 'Records a round of a patrol route with what was found at its locations.', { body: patrolRoundSchema, answer: patrolRoundAnswer }), (req) => {
    const sc = place(req, 'patrol');
    const route = sc.place.patrolRoutes.get(req.params.id);
    if (!route) throw notFound();
    const { findings } = parseBody(patrolRoundSchema, req.body);
    const off = findings.flatMap((f, i) => (route.locations.includes(f.location) ? [] : [[`findings.${i}.location`, { key: 'server.master.notOnRoute', vars: { code: f.location, route: route.code } }] as const]));
    if (off.length) throw new HttpError(400, off[0][1].key, off[0][1].vars, Object.fromEntries(off));
    // the next id no round has (the seeded rounds took the first numbers)
    let id: string;
    do id = `${sc.warehouseId}-round${++sc.place.seq}`;
    while (sc.place.patrolRounds.some((r) => r.id === id));
    const round = { id, routeId: route.id, at: sc.ctx.now, operator: sc.ctx.operator, findings };
    sc.place.patrolRounds.push(round);
    auditWrite({ ...auditOf('patrol-routes', route, sc.warehouseId, 'round', sc.ctx, route.code), after: { findings } });
    return round;
  }),

  // ---- model (356): the map, drawn from the locations and the stock
  'GET /api/master/model': handle(on('model', 'The warehouse map: each zone with its aisles\' location counts and fill.', { answer: modelZonesAnswer }), (req) => modelZones(place(req, 'model'))),
  'GET /api/master/model/zones/:zone': handle(on('model', 'The locations of a zone on the map, with their status, stock and fill.', { answer: modelLocationsAnswer }), (req) => modelLocations(place(req, 'model'), String(req.params.zone).toUpperCase())),
  /** A location's stock (the map's click). */
  'GET /api/master/model/locations/:code': handle(on('model', 'The stock on hand at a location (the map\'s click).', { answer: modelStockAnswer }), (req) => {
    const sc = place(req, 'model');
    const code = String(req.params.code).toUpperCase();
    if (!sc.place.locations.get(code)) throw notFound();
    return (ledgerOf(sc.warehouseId).rowsByLocation.get(code) ?? [])
      .filter((r) => r.onHand > 0)
      .map((r) => {
        const p = sc.place.products.get(r.sku);
        return { sku: r.sku, nameZh: p?.nameZh, nameEn: p?.nameEn, onHand: r.onHand, allocated: r.allocated, picked: r.picked };
      });
  }),

  // every set-up list: list, get, create, edit, enable / disable, delete, bulk, import
  ...Object.assign({}, ...SETUP_DECLARATIONS.map((d) => setupRoutes(d as never))),
});
