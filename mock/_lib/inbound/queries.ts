/** Inbound's queries the putaway list and the home dashboard share (mock/inbound.ts, mock/_lib/dashboard). */
import { skuOf } from '../site/sku';
import { refreshSuggestions } from './rules';
import { ssccOfLpn } from './sscc';
import type { InboundEnv, Notice, ReturnDoc } from './types';

/**
 * The open putaway tasks of tallied notices (or booked returns), oldest work first, each suggestion
 * still true; `q` a document number, LPN, SSCC or SKU. The putaway list and the home dashboard's backlog.
 */
export function putawayWork(e: InboundEnv, source: 'notice' | 'return', q: string) {
  const docs: (Notice | ReturnDoc)[] = source === 'notice' ? e.place.notices.filter((n) => n.status === 'tallied') : e.place.returns.filter((r) => r.status === 'booked');
  // oldest work first, each suggestion still true (shelves fill between the tally and the putaway)
  refreshSuggestions(e, [...e.place.notices.filter((n) => n.status === 'tallied'), ...e.place.returns.filter((r) => r.status === 'booked')].flatMap((d) => d.putaway));
  const text = q.trim().toUpperCase();
  const bySku = text ? skuOf(e.ledger, text) : undefined;
  const rows = docs.flatMap((d) =>
    d.putaway
      .filter((t) => t.status === 'open')
      .map((t) => {
        const p = e.ledger.productBySku.get(t.sku);
        const sscc = ssccOfLpn(t.lpn);
        return { docId: d.id, docNo: d.no, ...t, ...(sscc ? { sscc } : {}), nameZh: p?.nameZh ?? '', nameEn: p?.nameEn ?? '', barcodes: p?.barcodes ?? [], createdAt: d.updatedAt ?? d.createdAt };
      }),
  );
  return text ? rows.filter((r) => r.docNo.includes(text) || r.lpn === text || r.sscc === text || r.sku === bySku || r.sku.includes(text)) : rows;
}
