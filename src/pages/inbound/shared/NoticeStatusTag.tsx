import { useTranslation } from 'react-i18next';
import StateTag from './StateTag';
import { noticeStatusLabel } from './words';

/** A notice's state as a coloured tag, named in the page's language. */
export default function NoticeStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <StateTag status={status} label={noticeStatusLabel(status, t)} />;
}
