import PageLink from '@/components/PageLink';
import { Checkbox, Form, Input, Select, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowPlace } from '@/domain/inventory';
import { localName } from '@/pages/product/shared/names';
import { READABLE_TAG } from '@/theme';
import { formatDate } from '@/utils/date';
import { EXPIRES_WITHIN_DAYS, PLACE_COLORS, placeLabel, RECORD_TYPE_COLORS, recordTypeLabel, type RecordType } from './labels';
import { expiryState, signed } from './query';

/** Green and orange dark enough to read on white and on a hovered row (antd's success and warning texts are not: see src/theme.ts). */
const UP = { color: READABLE_TAG.colorSuccess };
const NEAR = { color: READABLE_TAG.colorWarning };

/** An expiry date; within 30 days (or past) highlighted, with the days left or "expired" in words. */
export function Expiry({ date }: { date?: string }) {
  const { t } = useTranslation();
  const state = expiryState(date);
  if (!state) return <>—</>;
  if (!state.near) return <>{formatDate(date)}</>;
  const note = state.days < 0 ? t('inventory.expiry.expired') : state.days === 0 ? t('inventory.expiry.today') : t('inventory.expiry.daysLeft', { count: state.days });
  return (
    <Typography.Text type={state.days <= 0 ? 'danger' : undefined} style={state.days > 0 ? NEAR : undefined} strong data-testid="near-expiry">
      {formatDate(date)} ({note})
    </Typography.Text>
  );
}

const STRONG = { fontWeight: 600 };

/**
 * A quantity in a stock list's cell, the available one in bold (antd's strong text's weight). A
 * plain span: antd's Typography.Text is ~8 components with a resize observer, and a stock list
 * showed 100 of them.
 */
export function Quantity({ value, strong, testId }: { value: number; strong?: boolean; testId: string }) {
  return (
    <span style={strong ? STRONG : undefined} data-testid={testId}>
      {value}
    </span>
  );
}

/** Text kept readable in a crowded table: at least `em` wide (never one word a line). */
export const Readable = ({ children, em = 7 }: { children: ReactNode; em?: number }) => <span style={{ display: 'inline-block', minWidth: `${em}em` }}>{children}</span>;

/** A product's name in the page's language. */
export function ProductName({ product }: { product: { nameZh?: string; nameEn?: string } }) {
  const { i18n } = useTranslation();
  return <Readable>{localName(product, i18n.language)}</Readable>;
}

/** A signed change of a quantity: green up, red down, a grey 0. */
export function Delta({ n }: { n: number }) {
  return n > 0 ? <Typography.Text style={UP}>{signed(n)}</Typography.Text> : <Typography.Text type={n < 0 ? 'danger' : 'secondary'}>{signed(n)}</Typography.Text>;
}

export function PlaceTag({ place }: { place: RowPlace }) {
  const { t } = useTranslation();
  return (
    <Tag color={PLACE_COLORS[place] ?? 'default'} data-testid={`place-${place}`}>
      {placeLabel(place, t)}
    </Tag>
  );
}

export function RecordTypeTag({ type }: { type: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={RECORD_TYPE_COLORS[type as RecordType] ?? 'default'} data-testid={`type-${type}`}>
      {recordTypeLabel(type, t)}
    </Tag>
  );
}

const upper = (v?: string) => v?.toUpperCase();

/** A text filter; `codes`: typed as the codes are stored (upper case: locations, LPNs, numbers). */
export const textFilter = (name: string, label: string, placeholder: string, codes = false) => (
  <Form.Item key={name} name={name} label={label} normalize={codes ? upper : undefined}>
    <Input placeholder={placeholder} allowClear />
  </Form.Item>
);

/** The SKU filter of the inventory lists: a SKU, any of its barcodes, or part of a SKU or name. */
export const skuFilter = (t: TFunction) => textFilter('sku', t('inventory.sku.filter'), t('inventory.sku.placeholder'));

/** The location filter: the start of a location's code. */
export const locationFilter = (t: TFunction) => textFilter('location', t('inventory.location'), t('inventory.location.placeholder'), true);

/** The "expires within N days" and "on hold only" filters of the stock lists. */
export const expiryAndHeldFilters = (t: TFunction) => [
  <Form.Item key="expiresWithin" name="expiresWithin" label={t('inventory.expiresWithin')}>
    <Select
      allowClear
      placeholder={t('inventory.expiresWithin.any')}
      options={EXPIRES_WITHIN_DAYS.map((d) => ({ value: d, label: t('inventory.expiresWithin.days', { count: d }) }))}
    />
  </Form.Item>,
  <Form.Item key="held" name="held" label={t('inventory.hold')} valuePropName="checked">
    <Checkbox>{t('inventory.heldOnly')}</Checkbox>
  </Form.Item>,
];

/** A link to another page in a list's actions column, looking like the column's row links (kits/list/RowLink). */
export function RowRouteLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <PageLink to={to} className="wms-row-link" data-testid={testId}>
      {children}
    </PageLink>
  );
}
