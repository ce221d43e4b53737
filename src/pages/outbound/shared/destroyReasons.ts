import type { TFunction } from 'i18next';
import type { DestroyReasonOption, DestroyReasons } from '@/services/outbound';
import { localName } from '@/utils/localName';

/**
 * A destroy reason's name in the page's language: the dictionary's entry of the code, enabled or
 * disabled (existing orders keep a reason after it is disabled); the code itself while the
 * dictionary is loading or when it no longer has the entry.
 */
export function reasonName(reasons: DestroyReasons | undefined, code: string, lang: string): string {
  const entry = reasons?.reasons.find((r) => r.code === code) ?? reasons?.disabledReasons.find((r) => r.code === code);
  return (entry && localName(entry, lang)) || code;
}

const option = (r: DestroyReasonOption, lang: string) => ({ value: r.code, label: localName(r, lang) || r.code });

/** What a new destroy order may give: the dictionary's enabled destroy reasons, in its order, by their names. */
export const reasonOptions = (reasons: DestroyReasons | undefined, lang: string) => (reasons?.reasons ?? []).map((r) => option(r, lang));

/** The list filter's reasons: the enabled ones, then the disabled ones (orders may still have them), marked. */
export function reasonFilterOptions(reasons: DestroyReasons | undefined, lang: string, t: TFunction) {
  return [
    ...reasonOptions(reasons, lang),
    ...(reasons?.disabledReasons ?? []).map((r) => ({ value: r.code, label: `${option(r, lang).label} (${t('outbound.destroy.reasonDisabled')})` })),
  ];
}
