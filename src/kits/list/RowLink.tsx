import { Popconfirm, theme } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './list.less';

/**
 * A list row's link (View, Edit, actions): a plain button looking like antd's small link button.
 * antd's Button is ~8 components with motion state, too many for every row of every page.
 */
export interface RowLinkProps {
  children: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  danger?: boolean;
  autoFocus?: boolean;
  'data-testid'?: string;
  'aria-label'?: string;
}

export function RowLink({ children, danger, ...rest }: RowLinkProps) {
  return (
    <button type="button" className={danger ? 'wms-row-link wms-row-link-danger' : 'wms-row-link'} {...rest}>
      {children}
    </button>
  );
}

/**
 * A row link behind a confirmation. The Popconfirm (a trigger, its popup's motion and observers) is
 * made on the first click, not with every row; the link is focused again inside it.
 */
export function ConfirmLink({ title, onConfirm, ...link }: Omit<RowLinkProps, 'onClick'> & { title: ReactNode; onConfirm: () => unknown }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  if (!opened) return <RowLink {...link} onClick={() => (setOpened(true), setOpen(true))} />;
  return (
    <Popconfirm
      // fresh OK button on every opening (a refused action's loading icon stays otherwise: see Delivery)
      destroyOnHidden
      open={open}
      onOpenChange={setOpen}
      title={title}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: link.danger }}
      onConfirm={onConfirm}
      disabled={link.disabled}
    >
      <RowLink {...link} autoFocus />
    </Popconfirm>
  );
}

/** The theme's link colours as the variables the row links' stylesheet (list.less) reads. */
export function useRowLinkColours(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--wms-link': token.colorLink,
    '--wms-link-hover': token.colorLinkHover,
    '--wms-link-active': token.colorLinkActive,
    '--wms-danger': token.colorError,
    '--wms-danger-hover': token.colorErrorHover,
    '--wms-danger-active': token.colorErrorActive,
    '--wms-disabled': token.colorTextDisabled,
    '--wms-focus': token.colorPrimaryBorder,
  } as CSSProperties;
}
