import { useModel } from '@umijs/max';
import { App } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminScope } from '@/services/system';
import { errorText } from './errors';
import { useAdminScope } from './scope';
import { ConfirmLink } from '@/kits/list/RowLink';

/** What the user and role screens share beside the list kit: the scope, row actions' messages, delete. */

/** Another variant or warehouse is another list: the screen is mounted anew for each. */
export function ScopedScreen({ screen: Screen }: { screen: ComponentType<{ scope: AdminScope }> }) {
  const scope = useAdminScope();
  const { initialState } = useModel('@@initialState');
  return <Screen key={`${scope}@${initialState?.warehouseId ?? ''}`} scope={scope} />;
}

/** `run(action, doneText, reload)`: a row action, then its message and a reload (or the error). */
export function useRowRun() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async (action: () => Promise<unknown>, done: string, reload: () => void) => {
    try {
      await action();
      message.success(done);
      reload();
    } catch (e) {
      message.error(errorText(e, t('system.common.saveFailed')));
    }
  };
}

/** A row's delete link, behind a confirmation. */
export function DeleteAction({ confirm, onConfirm, disabled, testId }: { confirm: string; onConfirm: () => unknown; disabled?: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmLink title={confirm} onConfirm={onConfirm} danger disabled={disabled} data-testid={testId}>
      {t('system.common.delete')}
    </ConfirmLink>
  );
}
