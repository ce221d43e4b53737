import { request } from '@/utils/request';
import type { FbaReleaseInput, FbaStageInput, FbaStockRow, RelocationAction, RelocationInput, RelocationRow, RelocationStatus } from '@/domain/relocate';
import type { RecordRow } from '@/domain/inventory';
import { checked } from './shape';
import { tabbedPageOf } from '@/domain/contract';
import {
  fbaLocationsAnswer,
  fbaRecordPageAnswer,
  fbaReleaseAnswer,
  fbaStageAnswer,
  fbaStockPageAnswer,
  relocationDetailAnswer,
  relocationRowAnswer,
  relocationSourceAnswer,
  replenishAnswer,
} from '@/domain/relocate/answers';
import type { StatePage } from './inbound';
import type { InventoryQuery as ListQuery } from './inventory';

export type { FbaReleaseInput, FbaStageInput, FbaStockRow, RelocationAction, RelocationInput, RelocationRow, RelocationStatus };

/** A journal line a relocation wrote, as its drawer shows it. */
export type RelocationRecord = Pick<RecordRow, 'id' | 'type' | 'sku' | 'location' | 'lpn' | 'lot' | 'delta' | 'after' | 'operator' | 'at' | 'reason'>;

/** A relocation opened: the row and its records. */
export interface RelocationDetail extends RelocationRow {
  records: RelocationRecord[];
}

/** What a source location holds of a SKU, and a suggested target. */
export interface RelocationSource {
  from: string;
  locationStatus: string;
  sku: string;
  lpn?: string;
  nameZh: string;
  nameEn: string;
  available: number;
  rows: { id: string; lpn?: string; lot?: string; onHand: number; available: number }[];
  suggested: string;
}

export interface FbaLocation {
  code: string;
  zone: string;
  status: string;
  capacity: number;
}

const statePage = tabbedPageOf(relocationRowAnswer);
const detail = relocationDetailAnswer;
const PATH = '/api/relocate/relocations';

export const relocateApi = {
  /** Relocations with the count per state: filters `relocation` (id), `no`, `sku`, `location`, `emergency`, `operator`, `createdFrom` / `createdTo`. */
  list: (q: ListQuery) => checked(statePage, request<StatePage<RelocationRow, RelocationStatus>>('GET', PATH, { ...q })),
  get: (id: string) => checked(detail, request<RelocationDetail>('GET', `${PATH}/:id`, { id })),
  /** Plans a relocation (nothing moves yet). */
  plan: (input: RelocationInput) => checked(detail, request<RelocationDetail>('POST', PATH, { ...input })),
  /** What `from` holds of `sku` (a SKU, barcode or pallet label), with a suggested target for `qty`. */
  source: (from: string, sku: string, qty?: number) => checked(relocationSourceAnswer, request<RelocationSource>('GET', '/api/relocate/source', { from, sku, ...(qty ? { qty: String(qty) } : {}) })),
  /** Takes units out of the source at once: a new relocation in transit. */
  out: (input: RelocationInput, idempotencyKey?: string) => checked(detail, request<RelocationDetail>('POST', '/api/relocate/out', { ...input }, { idempotencyKey })),
  /** A step of a relocation: out (a planned one), receive, putaway (`location`), cancel (`reason`). */
  transition: (id: string, action: RelocationAction, body: { location?: string; reason?: string; scan?: string } = {}, idempotencyKey?: string) =>
    checked(detail, request<RelocationDetail>('POST', `${PATH}/:id/:action`, { id, action, ...body }, { idempotencyKey })),
  /** The supervisor's "generate replenishment": the relocations made for pick faces below min or short. */
  replenish: () => checked(replenishAnswer, request<{ created: RelocationRow[] }>('POST', '/api/relocate/replenish', {})),
};

export const fbaApi = {
  /** Staged stock by shipment: filters `shipment`, `sku`, `location`. */
  stock: (q: ListQuery) => checked(fbaStockPageAnswer, request<{ list: FbaStockRow[]; total: number }>('GET', '/api/fba/stock', { ...q })),
  locations: () => checked(fbaLocationsAnswer, request<FbaLocation[]>('GET', '/api/fba/locations')),
  stage: (input: FbaStageInput) => checked(fbaStageAnswer, request<{ no: string }>('POST', '/api/fba/stage', { ...input })),
  release: (id: string, input: FbaReleaseInput) => checked(fbaReleaseAnswer, request<{ no: string }>('POST', '/api/fba/stock/:id/release', { id, ...input })),
  /** The FBA locations' movement records, with the record screen's filters. */
  records: (q: ListQuery) => checked(fbaRecordPageAnswer, request<{ list: RecordRow[]; total: number }>('GET', '/api/fba/records', { ...q })),
};
