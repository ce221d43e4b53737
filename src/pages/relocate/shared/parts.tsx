import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RelocationRow, RelocationStatus } from '@/domain/relocate';
import { STATUS_COLORS, statusLabel } from './labels';

/** A relocation's state as a coloured tag. */
export function RelocationStatusTag({ status }: { status: RelocationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="relocation-status">
      {statusLabel(status, t)}
    </Tag>
  );
}

/** A relocation's product name in the user's language. */
export function useProductName() {
  const { i18n } = useTranslation();
  return (r: Pick<RelocationRow, 'nameZh' | 'nameEn'>) => (i18n.language === 'zh' ? r.nameZh : r.nameEn);
}
