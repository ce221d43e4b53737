import type { TFunction } from 'i18next';
import type { CarrierOption, OutboundMeta } from '@/services/outbound';
import { localName } from '@/utils/localName';

/** A carrier as the selects show it: its code and its name in the page's language (`SF · SF Express` in English; `UPS` once when both are the same). */
export function carrierLabel(c: CarrierOption, lang: string): string {
  const name = localName(c, lang);
  return name && name !== c.code ? `${c.code} · ${name}` : c.code;
}

/**
 * What an order or manifest may be given: the dictionary's enabled carriers. `keep` is the carrier
 * an order being edited has: offered too when it has since been disabled (or removed), so the
 * order still shows it and may keep it.
 */
export function carrierOptions(meta: OutboundMeta | undefined, lang: string, keep?: string) {
  const offered = meta?.carriers ?? [];
  const options = offered.map((c) => ({ value: c.code, label: carrierLabel(c, lang) }));
  if (keep && !offered.some((c) => c.code === keep)) {
    const known = meta?.disabledCarriers.find((c) => c.code === keep);
    options.push({ value: keep, label: known ? carrierLabel(known, lang) : keep });
  }
  return options;
}

/** The list filter's carriers: the enabled ones, then the disabled ones (orders may still have them), marked. */
export function carrierFilterOptions(meta: OutboundMeta | undefined, lang: string, t: TFunction) {
  return [
    ...(meta?.carriers ?? []).map((c) => ({ value: c.code, label: carrierLabel(c, lang) })),
    ...(meta?.disabledCarriers ?? []).map((c) => ({ value: c.code, label: `${carrierLabel(c, lang)} (${t('outbound.carrier.disabled')})` })),
  ];
}
