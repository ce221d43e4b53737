/**
 * The ledger's words (mock/_lib/ledger.ts): a stock row and its quantities, claims, the operations,
 * a journal line. The journal (./journal.ts) and the stock index (./stockIndex.ts) read them without
 * importing the ledger, which imports both.
 */

export interface Quantities {
  onHand: number;
  allocated: number;
  picked: number;
  hold: number;
}

/** Stock of one SKU at one location (and lot / expiry when the SKU is tracked by lot). */
export interface StockRow extends Quantities {
  id: string;
  sku: string;
  location: string;
  lot?: string;
  /** ISO date. */
  expiry?: string;
  /** The pallet or carton (license plate) the stock is on, when it is on one. */
  lpn?: string;
  /** FIFO key: when the row first received stock. */
  receivedAt: string;
  /** Who holds the units that are not available (absent when none is held). */
  claims?: Claim[];
}

/** What a claim holds: reserved on the location, picked off it, or held there. */
export type ClaimKind = 'allocated' | 'picked' | 'hold';

/** Units of a row held by one owner document. */
export interface Claim {
  kind: ClaimKind;
  owner: DocRef;
  qty: number;
}

/** What a stock row is: where it is, and which lot. */
export type StockKey = Pick<StockRow, 'sku' | 'location' | 'lot' | 'expiry' | 'lpn'>;

export const LEDGER_OPS = ['receive', 'allocate', 'release', 'pick', 'ship', 'deduct', 'move', 'adjust', 'hold', 'unhold', 'transitIn', 'transitOut'] as const;
export type LedgerOp = (typeof LEDGER_OPS)[number];

/** The document a change is made for: its type ('order', 'destroy', 'receipt'…) and number. */
export interface DocRef {
  type: string;
  no: string;
}

/** Who and when. */
export interface LedgerCtx {
  operator: string;
  now: string;
}

/** One line of the journal: exactly one per stock row an operation changed. */
export interface JournalLine {
  id: string;
  type: LedgerOp;
  docType: string;
  docNo: string;
  rowId: string;
  sku: string;
  location: string;
  lot?: string;
  lpn?: string;
  delta: Quantities;
  before: Quantities;
  after: Quantities;
  operator: string;
  at: string;
  reason?: string;
}

/** What the stock index reads of a ledger (mock/_lib/ledger.ts `Ledger` is one). */
export interface LedgerRows {
  stock: StockRow[];
  rowsBySku: Map<string, StockRow[]>;
  rowsByLocation: Map<string, StockRow[]>;
  totalsBySku: Map<string, Quantities>;
}
