/**
 * The ledger's journal in typed-array columns with interned strings (~70 bytes a line, not ~400),
 * indexed by SKU, location, document, LPN and time. `view()` reads like the array it replaced.
 * Nothing outside the ledger writes here.
 */
import { LEDGER_OPS, type JournalLine, type LedgerOp, type Quantities } from './stockTypes';

/** A growable column of 32-bit integers. */
class Column {
  a: Int32Array;
  constructor(capacity: number) {
    this.a = new Int32Array(capacity);
  }
  grow(capacity: number) {
    if (capacity <= this.a.length) return;
    const next = new Int32Array(Math.max(capacity, this.a.length * 2));
    next.set(this.a);
    this.a = next;
  }
}

/** Strings to small numbers and back; 0 stands for "none" (undefined). */
export class Interner {
  readonly strings: string[] = [''];
  private readonly ids = new Map<string, number>();
  id(s: string | undefined): number {
    if (s === undefined || s === '') return 0;
    let i = this.ids.get(s);
    if (i === undefined) {
      i = this.strings.length;
      this.strings.push(s);
      this.ids.set(s, i);
    }
    return i;
  }
  /** The number of a string already seen, or -1. */
  find(s: string): number {
    return s === '' ? 0 : this.ids.get(s) ?? -1;
  }
  get size() {
    return this.strings.length;
  }
}

/** Line numbers per key (append order): a plain array per key. */
class Lists {
  readonly byKey = new Map<number, number[]>();
  add(key: number, line: number) {
    if (key) this.list(key).push(line);
  }
  /** The list of a key (made when missing; a list is never replaced, so it may be kept). */
  list(key: number): number[] {
    let list = this.byKey.get(key);
    if (!list) this.byKey.set(key, (list = []));
    return list;
  }
  get(key: number): readonly number[] {
    return this.byKey.get(key) ?? [];
  }
  /** Drops lines from `mark` on (they are at the ends of their lists; an emptied list stays, empty). */
  truncate(key: number, mark: number) {
    const list = this.byKey.get(key);
    if (!list) return;
    while (list.length && list[list.length - 1] >= mark) list.pop();
  }
}

interface RowKeys {
  sku: string;
  location: string;
  lot?: string;
  lpn?: string;
  /** rowId, sku, location, lot, lpn */
  ids: [number, number, number, number, number];
  skuList: number[];
  locationList: number[];
  lpnList?: number[];
}

/** A row id as stored: the number of `INV<number>` (the ledger's ids), or minus the interned string of any other. */
function rowNumber(s: Interner, rowId: string) {
  const n = rowId.startsWith('INV') ? Number(rowId.slice(3)) : -1;
  return n >= 0 && n < 2 ** 31 && `INV${n}` === rowId ? n : -s.id(rowId);
}
const rowIdOf = (s: Interner, v: number) => (v >= 0 ? `INV${v}` : s.strings[-v]);

const Q = 4; // onHand, allocated, picked, hold
let typeIds: Map<string, number> | undefined; // made on first use (ledger.ts imports this file)
const typeId = (t: string) => (typeIds ??= new Map<string, number>(LEDGER_OPS.map((x, i) => [x, i]))).get(t) ?? 0;
/** Time ranks up to 2^26 and line numbers up to 2^26 fit one exact float key (for the sort by time). */
const LINE_BITS = 2 ** 26;

export class Journal {
  /** Every string of every line (SKUs, locations, documents, operators, times…). */
  readonly str = new Interner();
  n = 0;
  private cap = 0;
  readonly seq = new Column(0); // the number in `IR<seq>`
  readonly type = new Column(0);
  readonly docType = new Column(0);
  readonly docNo = new Column(0);
  readonly rowId = new Column(0);
  readonly sku = new Column(0);
  readonly location = new Column(0);
  readonly lot = new Column(0);
  readonly lpn = new Column(0);
  readonly operator = new Column(0);
  readonly at = new Column(0);
  readonly reason = new Column(0);
  readonly before = new Column(0);
  readonly delta = new Column(0);
  /** Lines whose `id` is not `IR<number>` (none written by the ledger; kept exact anyway). */
  private readonly oddIds = new Map<number, string>();

  readonly bySku = new Lists();
  readonly byLocation = new Lists();
  readonly byDoc = new Lists();
  /** Documents by the part after the last '/' (a wave's `W1/ORD1` under `ORD1`). */
  readonly byDocTail = new Lists();
  readonly byLpn = new Lists();
  readonly byOperator = new Lists();
  /** Lines per type (LEDGER_OPS order). */
  readonly typeCount: number[] = [];

  /** Each time string's rank in string order (by interned number); valid when `!timeDirty`. */
  private atRank = new Float64Array(0);
  private maxAt = '';
  private maxRank = 0;
  /** Line numbers sorted by (time, line number); valid when `!timeDirty`. */
  private order = new Column(0);
  private timeDirty = false;
  /** The time strings by rank (rank r at r - 1): ranks are dense, 1…maxRank. */
  private timeByRank: string[] = [];

  private columns() {
    return [this.seq, this.type, this.docType, this.docNo, this.rowId, this.sku, this.location, this.lot, this.lpn, this.operator, this.at, this.reason];
  }

  /** Room for `lines` lines without growing (a seed that knows how many it writes). */
  reserve(lines: number) {
    if (lines <= this.cap) return;
    this.cap = Math.max(lines, this.cap * 2, 64);
    for (const c of this.columns()) c.grow(this.cap);
    this.before.grow(this.cap * Q);
    this.delta.grow(this.cap * Q);
    this.order.grow(this.cap);
  }

  /** The interned keys of a row's lines (a row's SKU, location, lot and LPN never change), by its id. */
  private readonly rowKeys = new Map<string, RowKeys>();
  private last = { docType: '', docTypeId: 0, operator: '', operatorId: 0, at: '', atId: 0, reason: '', reasonId: 0 };

  private keysOf(line: JournalLine): RowKeys {
    let k = this.rowKeys.get(line.rowId);
    if (!k || k.sku !== line.sku || k.location !== line.location || k.lot !== line.lot || k.lpn !== line.lpn) {
      const s = this.str;
      const sku = s.id(line.sku);
      const location = s.id(line.location);
      const lpn = s.id(line.lpn);
      k = { sku: line.sku, location: line.location, lot: line.lot, lpn: line.lpn, ids: [rowNumber(s, line.rowId), sku, location, s.id(line.lot), lpn], skuList: this.bySku.list(sku), locationList: this.byLocation.list(location), lpnList: lpn ? this.byLpn.list(lpn) : undefined };
      this.rowKeys.set(line.rowId, k);
    }
    return k;
  }

  push(line: JournalLine): number {
    const i = this.n;
    if (i >= this.cap) this.reserve(i + 1);
    const id = line.id;
    const seq = id.startsWith('IR') ? Number(id.slice(2)) : -1;
    if (seq >= 0 && seq < 2 ** 31 && `IR${seq}` === id) this.seq.a[i] = seq;
    else {
      this.seq.a[i] = -1;
      this.oddIds.set(i, id);
    }
    const s = this.str;
    const last = this.last;
    const type = typeId(line.type);
    this.type.a[i] = type;
    this.typeCount[type] = (this.typeCount[type] ?? 0) + 1;
    if (line.docType !== last.docType) [last.docType, last.docTypeId] = [line.docType, s.id(line.docType)];
    this.docType.a[i] = last.docTypeId;
    const doc = s.id(line.docNo);
    this.docNo.a[i] = doc;
    const keys = this.keysOf(line);
    const [row, sku, loc, lot, lpn] = keys.ids;
    this.rowId.a[i] = row;
    this.sku.a[i] = sku;
    this.location.a[i] = loc;
    this.lot.a[i] = lot;
    this.lpn.a[i] = lpn;
    if (line.operator !== last.operator) [last.operator, last.operatorId] = [line.operator, s.id(line.operator)];
    this.operator.a[i] = last.operatorId;
    this.byOperator.add(last.operatorId, i);
    if (line.at !== last.at) [last.at, last.atId] = [line.at, s.id(line.at)];
    const at = last.atId;
    this.at.a[i] = at;
    const reason = line.reason ?? '';
    if (reason !== last.reason) [last.reason, last.reasonId] = [reason, s.id(reason)];
    this.reason.a[i] = last.reasonId;
    const b = this.before.a;
    const d = this.delta.a;
    const o = i * Q;
    b[o] = line.before.onHand;
    b[o + 1] = line.before.allocated;
    b[o + 2] = line.before.picked;
    b[o + 3] = line.before.hold;
    d[o] = line.delta.onHand;
    d[o + 1] = line.delta.allocated;
    d[o + 2] = line.delta.picked;
    d[o + 3] = line.delta.hold;
    this.n = i + 1;
    keys.skuList.push(i);
    keys.locationList.push(i);
    keys.lpnList?.push(i);
    this.byDoc.add(doc, i);
    const slash = line.docNo.lastIndexOf('/');
    if (slash >= 0) this.byDocTail.add(s.id(line.docNo.slice(slash + 1)), i);
    this.timeAppend(i, at, line.at);
    return i;
  }

  /** Forgets the lines from `mark` on (a refused write put back). */
  truncate(mark: number) {
    if (mark >= this.n) return;
    for (let i = this.n - 1; i >= mark; i--) {
      this.bySku.truncate(this.sku.a[i], mark);
      this.byLocation.truncate(this.location.a[i], mark);
      this.byDoc.truncate(this.docNo.a[i], mark);
      const docNo = this.str.strings[this.docNo.a[i]];
      const slash = docNo.lastIndexOf('/');
      if (slash >= 0) this.byDocTail.truncate(this.str.find(docNo.slice(slash + 1)), mark);
      this.byLpn.truncate(this.lpn.a[i], mark);
      this.byOperator.truncate(this.operator.a[i], mark);
      this.typeCount[this.type.a[i]]--;
      this.oddIds.delete(i);
    }
    this.n = mark;
    // the interned strings stay (harmless); the time order loses the removed lines
    if (!this.timeDirty) {
      const o = this.order.a;
      let k = 0;
      for (let j = 0; j < this.orderLength; j++) if (o[j] < mark) o[k++] = o[j];
      this.orderLength = k;
    }
  }

  // ---------------------------------------------------------------- time order

  private orderLength = 0;

  private timeAppend(i: number, atId: number, at: string) {
    if (this.timeDirty) return;
    if (at >= this.maxAt) {
      if (at !== this.maxAt) {
        // a new newest time: the next rank (ranks only need to keep the string order)
        this.maxAt = at;
        this.maxRank += 1;
        this.setRank(atId, this.maxRank);
        this.timeByRank.push(at);
      } else if (this.rankOf(atId) === 0) this.setRank(atId, this.maxRank);
      this.order.a[this.orderLength++] = i;
    } else this.timeDirty = true;
  }

  private rankOf(atId: number) {
    return atId < this.atRank.length ? this.atRank[atId] : 0;
  }

  private setRank(atId: number, rank: number) {
    if (atId >= this.atRank.length) {
      const next = new Float64Array(Math.max(atId + 1, this.atRank.length * 2, 64));
      next.set(this.atRank);
      this.atRank = next;
    }
    this.atRank[atId] = rank;
  }

  /** Re-ranks every time string and re-sorts the lines by (time, line number). */
  private resort() {
    const strings = this.str.strings;
    // the time strings in use, ranked in string order
    const used = new Uint8Array(strings.length);
    for (let i = 0; i < this.n; i++) used[this.at.a[i]] = 1;
    const ids: number[] = [];
    for (let id = 1; id < strings.length; id++) if (used[id]) ids.push(id);
    ids.sort((x, y) => (strings[x] < strings[y] ? -1 : strings[x] > strings[y] ? 1 : 0));
    this.atRank = new Float64Array(strings.length + 64);
    ids.forEach((id, r) => (this.atRank[id] = r + 1));
    this.maxRank = ids.length;
    this.timeByRank = ids.map((id) => strings[id]);
    this.maxAt = ids.length ? strings[ids[ids.length - 1]] : '';
    const keys = new Float64Array(this.n);
    for (let i = 0; i < this.n; i++) keys[i] = this.atRank[this.at.a[i]] * LINE_BITS + i;
    keys.sort();
    this.order.grow(this.cap);
    for (let i = 0; i < this.n; i++) this.order.a[i] = keys[i] % LINE_BITS;
    this.orderLength = this.n;
    this.timeDirty = false;
  }

  /** Line numbers in time order (oldest first); `[0, length)` of the array is valid. */
  timeOrder(): Int32Array {
    if (this.timeDirty) this.resort();
    return this.order.a;
  }

  /** A line's place in the time order: `rank(at) * 2^26 + line`, larger is newer. */
  timeKey(i: number): number {
    if (this.timeDirty) this.resort();
    return this.atRank[this.at.a[i]] * LINE_BITS + i;
  }

  /** The line of a `timeKey` (so keys can be sorted as plain numbers, then read back). */
  lineOfTimeKey(key: number): number {
    return key % LINE_BITS;
  }

  /** The rank range [lo, hi] of times within [from, to] (strings, inclusive; '' = open); lo > hi when none. */
  rankRange(from: string, to: string): [number, number] {
    if (this.timeDirty) this.resort();
    const t = this.timeByRank;
    // the first rank at or after `from`, the last at or before `to`
    const firstAtOrAfter = (x: string, strict: boolean) => {
      let lo = 0;
      let hi = t.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (strict ? t[mid] <= x : t[mid] < x) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const lo = from ? firstAtOrAfter(from, false) + 1 : 1;
    const hi = to ? firstAtOrAfter(to, true) : t.length;
    return [lo, hi];
  }

  /** The part [a, b) of the time order (`timeOrder()`) whose lines' ranks are within [lo, hi]. */
  segment(lo: number, hi: number): [number, number] {
    const order = this.timeOrder();
    const bound = (rank: number) => {
      let a = 0;
      let b = this.n;
      while (a < b) {
        const mid = (a + b) >> 1;
        if (this.atRank[this.at.a[order[mid]]] < rank) a = mid + 1;
        else b = mid;
      }
      return a;
    };
    return [bound(lo), bound(hi + 1)];
  }

  /** The rank of an interned time (valid after `timeOrder()` / `rankRange()`). */
  rankOfTime(atId: number) {
    return this.atRank[atId];
  }

  // ---------------------------------------------------------------- reading lines

  rowIdOf(i: number) {
    return rowIdOf(this.str, this.rowId.a[i]);
  }

  idOf(i: number) {
    const seq = this.seq.a[i];
    return seq >= 0 ? `IR${seq}` : this.oddIds.get(i)!;
  }

  /** Line `i` as the object it was written as. */
  line(i: number): JournalLine {
    const s = this.str.strings;
    const o = i * Q;
    const b = this.before.a;
    const d = this.delta.a;
    const before: Quantities = { onHand: b[o], allocated: b[o + 1], picked: b[o + 2], hold: b[o + 3] };
    const delta: Quantities = { onHand: d[o], allocated: d[o + 1], picked: d[o + 2], hold: d[o + 3] };
    const lot = this.lot.a[i];
    const lpn = this.lpn.a[i];
    const reason = this.reason.a[i];
    return {
      id: this.idOf(i),
      type: LEDGER_OPS[this.type.a[i]] as LedgerOp,
      docType: s[this.docType.a[i]],
      docNo: s[this.docNo.a[i]],
      rowId: rowIdOf(this.str, this.rowId.a[i]),
      sku: s[this.sku.a[i]],
      location: s[this.location.a[i]],
      ...(lot ? { lot: s[lot] } : {}),
      ...(lpn ? { lpn: s[lpn] } : {}),
      delta,
      before,
      after: { onHand: before.onHand + delta.onHand, allocated: before.allocated + delta.allocated, picked: before.picked + delta.picked, hold: before.hold + delta.hold },
      operator: s[this.operator.a[i]],
      at: s[this.at.a[i]],
      ...(reason ? { reason: s[reason] } : {}),
    };
  }

  /** What a trace reads of line `i`, without the line's other fields (a lot's recall walks thousands). */
  brief(i: number): Pick<JournalLine, 'type' | 'docType' | 'docNo' | 'sku' | 'at'> & { onHand: number } {
    const s = this.str.strings;
    return { type: LEDGER_OPS[this.type.a[i]] as LedgerOp, docType: s[this.docType.a[i]], docNo: s[this.docNo.a[i]], sku: s[this.sku.a[i]], at: s[this.at.a[i]], onHand: this.delta.a[i * Q] };
  }

  /** The lines, as objects (small journals, tests, JSON). */
  lines(): JournalLine[] {
    const out: JournalLine[] = new Array(this.n);
    for (let i = 0; i < this.n; i++) out[i] = this.line(i);
    return out;
  }

  /** What `ledger.journal` is: the journal read like an array of lines. */
  view(): JournalView {
    return new Proxy(this, VIEW) as unknown as JournalView;
  }
}

/** The journal as the rest of the mock reads it: like a read-only array of lines. */
export interface JournalView extends Iterable<JournalLine> {
  readonly length: number;
  readonly [index: number]: JournalLine;
  at(index: number): JournalLine | undefined;
  filter(test: (line: JournalLine, index: number) => unknown): JournalLine[];
  find(test: (line: JournalLine, index: number) => unknown): JournalLine | undefined;
  some(test: (line: JournalLine, index: number) => unknown): boolean;
  every(test: (line: JournalLine, index: number) => unknown): boolean;
  findLast(test: (line: JournalLine, index: number) => unknown): JournalLine | undefined;
  reduce<T>(fn: (acc: T, line: JournalLine, index: number) => T, initial: T): T;
  map<T>(fn: (line: JournalLine, index: number) => T): T[];
  forEach(fn: (line: JournalLine, index: number) => void): void;
  slice(start?: number, end?: number): JournalLine[];
  toJSON(): JournalLine[];
}

const ARRAY_LIKE: Record<string, (j: Journal, ...args: never[]) => unknown> = {
  at: (j, index: number) => {
    const i = index < 0 ? j.n + index : index;
    return i >= 0 && i < j.n ? j.line(i) : undefined;
  },
  filter: (j, test: (l: JournalLine, i: number) => unknown) => {
    const out: JournalLine[] = [];
    for (let i = 0; i < j.n; i++) {
      const l = j.line(i);
      if (test(l, i)) out.push(l);
    }
    return out;
  },
  find: (j, test: (l: JournalLine, i: number) => unknown) => {
    for (let i = 0; i < j.n; i++) {
      const l = j.line(i);
      if (test(l, i)) return l;
    }
    return undefined;
  },
  some: (j, test: (l: JournalLine, i: number) => unknown) => {
    for (let i = 0; i < j.n; i++) if (test(j.line(i), i)) return true;
    return false;
  },
  every: (j, test: (l: JournalLine, i: number) => unknown) => {
    for (let i = 0; i < j.n; i++) if (!test(j.line(i), i)) return false;
    return true;
  },
  findLast: (j, test: (l: JournalLine, i: number) => unknown) => {
    for (let i = j.n - 1; i >= 0; i--) {
      const l = j.line(i);
      if (test(l, i)) return l;
    }
    return undefined;
  },
  reduce: (j, fn: (acc: unknown, l: JournalLine, i: number) => unknown, initial: unknown) => {
    let acc = initial;
    for (let i = 0; i < j.n; i++) acc = fn(acc, j.line(i), i);
    return acc;
  },
  map: (j, fn: (l: JournalLine, i: number) => unknown) => {
    const out: unknown[] = new Array(j.n);
    for (let i = 0; i < j.n; i++) out[i] = fn(j.line(i), i);
    return out;
  },
  forEach: (j, fn: (l: JournalLine, i: number) => void) => {
    for (let i = 0; i < j.n; i++) fn(j.line(i), i);
  },
  slice: (j, start?: number, end?: number) => j.lines().slice(start, end),
  toJSON: (j) => j.lines(),
};

const VIEW: ProxyHandler<Journal> = {
  get(j, prop) {
    if (typeof prop === 'string') {
      if (prop === 'length') return j.n;
      const fn = ARRAY_LIKE[prop];
      if (fn) return (...args: never[]) => fn(j, ...args);
      if (/^\d+$/.test(prop)) return ARRAY_LIKE.at(j, Number(prop) as never);
      return undefined;
    }
    if (prop === Symbol.iterator)
      return function* iterate() {
        for (let i = 0; i < j.n; i++) yield j.line(i);
      };
    if (prop === RAW) return j;
    return undefined;
  },
  set() {
    return false;
  },
  has(j, prop) {
    return prop === 'length' || (typeof prop === 'string' && /^\d+$/.test(prop) && Number(prop) < j.n);
  },
  ownKeys(j) {
    return [...Array.from({ length: j.n }, (_, i) => String(i)), 'length'];
  },
  getOwnPropertyDescriptor(j, prop) {
    if (prop === 'length') return { value: j.n, writable: false, enumerable: false, configurable: true };
    if (typeof prop === 'string' && /^\d+$/.test(prop) && Number(prop) < j.n) return { value: j.line(Number(prop)), writable: false, enumerable: true, configurable: true };
    return undefined;
  },
};

const RAW = Symbol('journal');
/** The journal behind a ledger's `journal` view. */
export const rawJournal = (view: JournalView): Journal => (view as unknown as Record<symbol, Journal>)[RAW];
