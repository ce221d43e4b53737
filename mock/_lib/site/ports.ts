/**
 * What one area asks of another, through the floor below both (an area never imports another):
 * each port is provided by the area that owns the work and wired once, in mock/_lib/root.ts.
 */
import type { z } from 'zod';
import type { b2cOrderSchema, destroySchema } from '../../../src/domain/outbound/schema';
import type { OrderKind, OrderStatus } from '../../../src/services/types/outbound';
import type { InputProblem } from '../kits/document';
import type { LedgerCtx } from '../ledger';
import type { Layout, Site } from './types';

type OrderInput = z.output<typeof b2cOrderSchema>;
type DestroyInput = z.output<typeof destroySchema>;

export interface Ports {
  /** Outbound's create of an order, every check of it applied (CMS accepts a customer order through it). */
  createOrder(site: Site, ctx: LedgerCtx, kind: OrderKind, input: OrderInput, code: string): { id: string; no: string };
  /** Outbound's create of a destroy order (inbound books a return's damaged units through it). */
  createDestroy(site: Site, ctx: LedgerCtx, input: DestroyInput): { no: string };
  /** Outbound's check of a carrier: an enabled `carrier` of the dictionary (`kept`: the one a record has). */
  carrierProblem(site: Pick<Layout, 'dictionary'>, code: string, kept?: string): InputProblem | undefined;
  /** An outbound order's state and its backorders' (every order split from it, and from those), for CMS to show. */
  orderProgress(site: Site, orderId: string): OrderProgress | undefined;
  /** Inbound's create of a warehousing notice, every check of it applied (CMS accepts a booking through it). */
  createNotice(warehouseId: string, ctx: LedgerCtx, input: NoticeRequest): { id: string; no: string };
  /** An inbound notice's status ('' when there is none). */
  noticeStatus(warehouseId: string, noticeId: string): string;
  /** Inbound's arrival of a transfer shipped to `warehouseId`: its units in transit there and a notice linked to it. */
  openTransferNotice(warehouseId: string, ctx: LedgerCtx, shipment: TransferShipment): { id: string; no: string };
}

/** What a transfer shipped (outbound), as the destination's inbound opens its notice for it. */
export interface TransferShipment {
  /** The transfer's number (its source order's). */
  no: string;
  /** The source warehouse: id and code. */
  from: string;
  fromCode: string;
  note: string;
  lines: { sku: string; qty: number; lot?: string; expiry?: string }[];
}

/** Where an outbound order is, and the backorders split from it. */
export interface OrderProgress {
  status: OrderStatus;
  backorders: { no: string; status: OrderStatus }[];
}

/** A notice as another area asks for one (inbound's notice input). */
export interface NoticeRequest {
  supplier: string;
  containerNo: string;
  eta: string;
  note: string;
  lines: { sku: string; expected: number; expiry?: string }[];
}

const wired: Partial<Ports> = {};

/** Wires ports (mock/_lib/root.ts). */
export function providePorts(ports: Partial<Ports>) {
  Object.assign(wired, ports);
}

/** The port `name`; throws when mock/_lib/root.ts was not loaded. */
export function port<K extends keyof Ports>(name: K): Ports[K] {
  const fn = wired[name];
  if (!fn) throw new Error(`mock/_lib/site/ports: '${name}' is not wired (import mock/_lib/root first)`);
  return fn;
}
