/**
 * Seeded CMS requests of the seeded warehouses: bookings and customer orders in every state, routing
 * rules and what they did. Every seeded record is made by the rules the handlers run (create,
 * transitions, routing), so accepted bookings have their notices and accepted orders their orders.
 */
import { BOOKING_SLOTS, type BookingStatus, type CustomerOrderStatus } from '../../../src/domain/cms/machine';
import { createDocument, runTransition } from '../kits/document';
import { SEED_TIME } from '../seed';
import { SEEDED_WAREHOUSES } from '../site/seeded';
import { bookingRules, customerOrderRules, routeOrders } from './rules';
import type { CmsEnv, RoutingRule } from './types';

const BASE = Date.parse(SEED_TIME);
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const CUSTOMERS = ['Acme Retail', 'Blue Ocean Trading', 'Hengda Home', 'Northwind Goods', 'Sunrise Apparel'];
const BOOKING_MIX: BookingStatus[] = ['requested', 'requested', 'requested', 'requested', 'accepted', 'accepted', 'accepted', 'rejected', 'rejected', 'cancelled'];
const ORDER_MIX: CustomerOrderStatus[] = ['submitted', 'submitted', 'submitted', 'submitted', 'accepted', 'accepted', 'rejected', 'rejected'];
const CITIES = [['Shenzhen', 'CN'], ['Los Angeles', 'US'], ['Hamburg', 'DE'], ['Osaka', 'JP']];
const RULES: Omit<RoutingRule, 'id'>[] = [
  { code: 'R-EDI', name: 'EDI to B2B', priority: 10, channel: 'edi', carrier: '', sku: '', orderType: 'b2b', setCarrier: '', enabled: true },
  { code: 'R-SHOP-SF', name: 'Shop SF parcels', priority: 20, channel: 'shop', carrier: 'SF', sku: '', orderType: 'b2c', setCarrier: '', enabled: true },
  { code: 'R-PLATFORM', name: 'Platform via UPS', priority: 30, channel: 'platform', carrier: '', sku: '', orderType: 'b2c', setCarrier: 'UPS', enabled: false },
];

const at = (env: CmsEnv, ms: number, operator = 'Admin') => {
  env.ctx = { operator, now: new Date(Math.min(ms, BASE)).toISOString() };
};

export function seedCms(given: CmsEnv) {
  if (!SEEDED_WAREHOUSES.slice(0, 2).some(([id]) => id === given.warehouseId)) return;
  // its own copy: the seed's times and operators are not the caller's
  const env: CmsEnv = { ...given, ctx: { ...given.ctx } };
  const wh = env.ledger;
  const docks = wh.docks.filter((d) => d.enabled && d.type !== 'outbound').map((d) => d.code);
  const plain = wh.products.filter((p) => p.enabled && !p.shelfLife);
  if (!docks.length || plain.length < 8) return;
  const sku = (i: number) => plain[(i * 7) % plain.length].sku;

  at(env, BASE - 30 * DAY);
  RULES.forEach((r, i) => {
    const id = `${env.warehouseId}-rule${i + 1}`;
    env.place.rules.add({ id, ...r });
    env.place.rules.record(id, { action: 'create', at: env.ctx.now, operator: env.ctx.operator, changes: [] });
  });

  BOOKING_MIX.forEach((status, i) => {
    const created = BASE - (BOOKING_MIX.length - i) * 5 * HOUR;
    at(env, created, 'Customer portal');
    const b = createDocument(bookingRules, env, {
      customer: CUSTOMERS[i % CUSTOMERS.length],
      containerNo: `${env.code}BC${String(i + 1).padStart(4, '0')}`,
      eta: new Date(BASE + (2 + Math.floor(i / BOOKING_SLOTS.length)) * DAY).toISOString().slice(0, 10),
      slot: BOOKING_SLOTS[i % BOOKING_SLOTS.length],
      dock: docks[i % docks.length],
      note: '',
      lines: [{ sku: sku(i), expected: 20 + i * 5 }, { sku: sku(i + 3), expected: 12 }],
    });
    if (status === 'requested') return;
    at(env, created + 2 * HOUR, 'Li Staff');
    runTransition(bookingRules, env, b, status === 'accepted' ? 'accept' : status === 'rejected' ? 'reject' : 'cancel', { reason: status === 'rejected' ? 'Dock closed for maintenance' : 'Customer postponed' });
  });

  ORDER_MIX.forEach((status, i) => {
    const created = BASE - (ORDER_MIX.length - i) * 3 * HOUR;
    at(env, created, 'Customer portal');
    const [city, country] = CITIES[i % CITIES.length];
    const co = createDocument(customerOrderRules, env, {
      customer: CUSTOMERS[(i + 2) % CUSTOMERS.length],
      channel: (['email', 'platform', 'email', 'platform'] as const)[i % 4],
      ref: `PO-${7000 + i}`,
      orderType: i % 3 === 0 ? 'b2b' : 'b2c',
      carrier: i % 2 ? 'ZTO' : 'DHL',
      receiver: { name: `Receiver ${i + 1}`, phone: `+86 138 0000 ${String(1000 + i)}`, address: `${10 + i} Harbour Road`, city, country },
      cartons: i % 3 === 0 ? 2 : 1,
      // the first submitted one names a SKU the warehouse does not know: accepting it is refused
      lines: i === 0 ? [{ sku: 'UNKNOWN-SKU', qty: 1 }] : [{ sku: sku(i + 11), qty: 1 + (i % 3) }],
    });
    if (status === 'submitted') return;
    at(env, created + HOUR, 'Li Staff');
    runTransition(customerOrderRules, env, co, status === 'accepted' ? 'accept' : 'reject', { reason: 'Address outside delivery area' });
  });

  // orders the rules took: EDI and shop SF orders, submitted and routed at once
  (['edi', 'shop', 'edi'] as const).forEach((channel, i) => {
    const created = BASE - (3 - i) * HOUR;
    at(env, created, 'Customer portal');
    const co = createDocument(customerOrderRules, env, {
      customer: CUSTOMERS[i],
      channel,
      ref: `EDI-${800 + i}`,
      orderType: 'b2c',
      carrier: 'SF',
      receiver: { name: `Store ${i + 1}`, address: `${i + 1} Market Street`, city: 'Shenzhen', country: 'CN' },
      cartons: 3,
      lines: [{ sku: sku(i + 20), qty: 5 }],
    });
    routeOrders(env, [co]);
  });
}
