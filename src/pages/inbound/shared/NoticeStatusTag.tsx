import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NoticeStatus } from '@/services/inbound';
import { noticeStatusLabel } from './noticeWords';

const COLORS: Record<NoticeStatus, string> = {
  created: 'default',
  arrived: 'blue',
  unloading: 'processing',
  received: 'cyan',
  approval: 'warning',
  tallied: 'purple',
  completed: 'success',
  cancelled: 'default',
};

/** A notice's state as a coloured tag, named in the page's language. */
export default function NoticeStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status as NoticeStatus] ?? 'default'} data-testid={`status-${status}`}>
      {noticeStatusLabel(status, t)}
    </Tag>
  );
}
