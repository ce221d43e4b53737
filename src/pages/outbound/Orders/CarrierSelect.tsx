import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderKind } from '@/services/outbound';
import { useOutboundMeta } from '../shared/useOutboundMeta';

/**
 * The carrier filter of an order list. It loads its options itself, so their arrival re-renders
 * this field only, not the whole list (`npm run bench`: the list's first visit).
 */
export default function CarrierSelect({ kind, ...props }: SelectProps<string> & { kind: OrderKind }) {
  const { t } = useTranslation();
  const { data, loading } = useOutboundMeta(kind);
  return (
    <Select<string>
      allowClear
      loading={loading}
      placeholder={t('outbound.carrier.placeholder')}
      options={(data?.carriers ?? []).map((c) => ({ label: c, value: c }))}
      {...props}
    />
  );
}
