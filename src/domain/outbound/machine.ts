/**
 * The outbound documents' state machines and the menu ids that open their screens: the rules both
 * the mock and the console read (relative imports only).
 */
import { defineMachine } from '../machine';

export const ORDER_STATUSES = ['created', 'allocated', 'picking', 'picked', 'packed', 'labelled', 'shipped', 'cancelled', 'exception'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An outbound order: for each action, the states it may start from and the state it leads to. */
export const orderMachine = defineMachine({
  states: ORDER_STATUSES,
  initial: 'created',
  edges: {
    allocate: { from: ['created'], to: 'allocated' },
    resolve: { from: ['exception'], to: 'allocated' },
    wave: { from: ['allocated'], to: 'picking' },
    pickDone: { from: ['picking'], to: 'picked' },
    short: { from: ['picking'], to: 'exception' },
    // ship what was picked; the rest becomes a backorder order or is cancelled (schema's SHORT_REST)
    shipShort: { from: ['exception'], to: 'picked' },
    // the pack bench puts every picked unit in closed cartons; the label is printed per packed carton
    pack: { from: ['picked'], to: 'packed' },
    label: { from: ['packed'], to: 'labelled' },
    ship: { from: ['labelled'], to: 'shipped' },
    // an exception's picked units go to a put-back task, never straight back on the shelf
    cancel: { from: ['created', 'allocated', 'exception'], to: 'cancelled' },
  },
});
/** A put-back task: open until its units are confirmed on a location. */
export const PUTBACK_STATUSES = ['open', 'done'] as const;
export type PutbackStatus = (typeof PUTBACK_STATUSES)[number];
export type OrderAction = (typeof orderMachine.actions)[number];
/** Only a created order may still be edited. */
export const ORDER_EDITABLE: readonly OrderStatus[] = ['created'];

export const DESTROY_STATUSES = ['created', 'approved', 'executed', 'cancelled'] as const;
export type DestroyStatus = (typeof DESTROY_STATUSES)[number];

/** A destroy order: approve reserves the stock, execute deducts it, cancel releases it. */
export const destroyMachine = defineMachine({
  states: DESTROY_STATUSES,
  initial: 'created',
  edges: {
    approve: { from: ['created'], to: 'approved' },
    execute: { from: ['approved'], to: 'executed' },
    cancel: { from: ['created', 'approved'], to: 'cancelled' },
  },
});
export type DestroyAction = (typeof destroyMachine.actions)[number];

/** The menu ids of the outbound screens: the permission keys the mock checks and the routes carry. */
export const OUTBOUND_MENU_IDS = {
  b2c: { order: '71', pick: '77', pack: '611', label: '66', delivery: '59' },
  b2b: { order: '297', pick: '298', pack: '612', label: '292', delivery: '277' },
} as const;
export const DESTROY_MENU_ID = '443';
