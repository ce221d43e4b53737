import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import OpenedOnce from '@/components/OpenedOnce';
import { REASON_MAX } from '@/domain/inbound/schema';
import ReasonDialog from '@/kits/list/ReasonDialog';
import { failureText } from '@/utils/request';

/**
 * Cancels one document of a list after asking for the reason (the kit's reason dialog): the
 * server's refusal is shown and the dialog stays open with the reason typed.
 */
export default function CancelDialog<T extends { id: string; no: string }>(props: {
  row?: T;
  title: (row: T) => string;
  cancel: (row: T, reason: string) => Promise<unknown>;
  doneText: (row: T) => string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { row } = props;
  return (
    <OpenedOnce open={!!row}>
      <ReasonDialog
        open={!!row}
        maxLength={REASON_MAX}
        title={row ? props.title(row) : ''}
        okText={t('inbound.action.cancel')}
        onCancel={props.onClose}
        onSubmit={async (reason) => {
          if (!row) return;
          try {
            await props.cancel(row, reason);
          } catch (e) {
            message.error(failureText(e));
            throw e;
          }
          message.success(props.doneText(row));
          props.onDone();
        }}
      />
    </OpenedOnce>
  );
}
