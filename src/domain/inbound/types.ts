/**
 * Inbound records as the mock keeps them and the console shows them (src/services/inbound.ts).
 * Relative imports only: the mock imports this file.
 */
import type { HistoryEntry } from '../machine';
import type { ScanStep } from '../master/types';
import type { NoticeAction, NoticeStatus, ReturnAction, ReturnCondition, ReturnStatus, TrailerAction, TrailerStatus } from './machine';

export type { NoticeAction, NoticeStatus, ReturnAction, ReturnCondition, ReturnStatus, TrailerAction, TrailerStatus };

/** One change of a document (the document kit's history entry). */
export type DocHistory<S extends string, A extends string> = HistoryEntry<S, A>;

/** One line of a notice: what was announced, and what the tally found. */
export interface NoticeLine {
  sku: string;
  expected: number;
  lot?: string;
  /** ISO date. */
  expiry?: string;
  /** Good units tallied. */
  good: number;
  damaged: number;
  /** Why the line differs (short, over, damaged): a `tallyReason` code of the dictionary. */
  reason?: string;
  /** The pallet the line's good units were put on at the tally (the first one, when split). */
  lpn?: string;
  /** Every pallet of the line's good units: one, or as many as the SKU's palletize rule made. */
  lpns?: string[];
  /** Added at the tally: a lot the notice did not name (expected 0). */
  added?: boolean;
}

/** Putting one pallet (LPN) of a document away: from the receiving area to a location. */
export interface PutawayTask {
  id: string;
  lineIndex: number;
  sku: string;
  lot?: string;
  expiry?: string;
  lpn: string;
  qty: number;
  /** Where the units wait (the receiving area). */
  from: string;
  /** The location the warehouse suggests ('' when no location fits). */
  suggested: string;
  status: 'open' | 'done';
  /** Where the units went (done). */
  location?: string;
  operator?: string;
  at?: string;
  /** Steps confirmed without a scan by an override of the putaway operation's rule. */
  overridden?: ScanStep[];
}

export interface Notice {
  id: string;
  no: string;
  status: NoticeStatus;
  /** Supplier or customer. */
  supplier: string;
  containerNo: string;
  /** ISO date. */
  eta: string;
  note: string;
  /** The dock the container is at (arrived, unloading) or was received at. */
  dock?: string;
  lines: NoticeLine[];
  putaway: PutawayTask[];
  /** The tally's share of differing units (percent) and who tallied / approved. */
  variancePct?: number;
  talliedBy?: string;
  approvedBy?: string;
  /** Opened by a transfer's shipment: its number and the warehouse it comes from (id and code). */
  transfer?: { no: string; from: string; fromCode: string };
  history: DocHistory<NoticeStatus, NoticeAction>[];
  createdAt: string;
  updatedAt?: string;
}

/** One line of a return: a SKU of the shipped order and how its units were graded. */
export interface ReturnLine {
  sku: string;
  qty: number;
  restock: number;
  damaged: number;
  destroy: number;
  lpn?: string;
}

export interface ReturnDoc {
  id: string;
  no: string;
  status: ReturnStatus;
  orderId: string;
  orderNo: string;
  orderKind: 'b2c' | 'b2b';
  trackingNo: string;
  carrier: string;
  /** The trailer that brought it ('' when it came otherwise). */
  trailerNo: string;
  condition: ReturnCondition;
  note: string;
  lines: ReturnLine[];
  putaway: PutawayTask[];
  /** The destroy order made for its destroy-graded units. */
  destroyNo?: string;
  history: DocHistory<ReturnStatus, ReturnAction>[];
  createdAt: string;
  updatedAt?: string;
}

export interface Trailer {
  id: string;
  no: string;
  status: TrailerStatus;
  /** The trailer's plate or number. */
  trailerNo: string;
  carrier: string;
  /** ISO date-time. */
  eta: string;
  expectedParcels: number;
  dock?: string;
  note: string;
  history: DocHistory<TrailerStatus, TrailerAction>[];
  createdAt: string;
  updatedAt?: string;
}

/** A license plate: a pallet or carton id and what is on it, where. */
export interface Lpn {
  lpn: string;
  location: string;
  /** Whether it waits in a receiving area (not on a shelf yet). */
  staged: boolean;
  lines: { sku: string; lot?: string; expiry?: string; qty: number; rowId: string }[];
  qty: number;
  docNo: string;
}

/** A stock change of a document, as its drawer lists it. */
export interface InboundRecord {
  id: string;
  type: string;
  sku: string;
  location: string;
  lpn?: string;
  delta: { onHand: number; allocated: number; picked: number };
  operator: string;
  at: string;
  docNo: string;
}
