import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderKind } from '@/services/outbound';
import { carrierFilterOptions } from '../shared/carriers';
import { useOutboundMeta } from '../shared/useOutboundMeta';

/**
 * The carrier filter of an order list. It loads its options itself, so their arrival re-renders
 * this field only, not the whole list (`npm run bench`: the list's first visit). It offers the
 * dictionary's carriers, the disabled ones too (orders may still have them).
 */
export default function CarrierSelect({ kind, ...props }: SelectProps<string> & { kind: OrderKind }) {
  const { t, i18n } = useTranslation();
  const { data, loading } = useOutboundMeta(kind);
  return (
    <Select<string>
      allowClear
      loading={loading}
      placeholder={t('outbound.carrier.placeholder')}
      options={carrierFilterOptions(data, i18n.language, t)}
      {...props}
    />
  );
}
