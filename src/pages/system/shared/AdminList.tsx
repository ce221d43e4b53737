import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { App, Button, Descriptions, Drawer, Form, Popconfirm, Tabs } from 'antd';
import { useRef, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ListError from '@/components/ListError';
import { searchFormTexts } from '@/utils/searchForm';
import type { AdminScope, ListParams, Paged } from '@/services/system';
import { errorText, showSaveError } from './errors';
import History from './History';
import { useAdminScope } from './scope';

/**
 * The plumbing the user and role screens share: the screen keyed by its scope and warehouse, the
 * paged, sorted, searchable table with its "new" button, row actions, the details / history drawer
 * and the create / edit dialog.
 */

/** Another variant or warehouse is another list: the screen is mounted anew for each. */
export function ScopedScreen({ screen: Screen }: { screen: ComponentType<{ scope: AdminScope }> }) {
  const scope = useAdminScope();
  const { initialState } = useModel('@@initialState');
  return <Screen key={`${scope}@${initialState?.warehouseId ?? ''}`} scope={scope} />;
}

/** The table's action ref and `run(action, doneText)`: a row action, then its message and a reload (or the error). */
export function useListActions() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>();
  const reload = () => actionRef.current?.reload();
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      message.success(done);
      reload();
    } catch (e) {
      message.error(errorText(e, t('system.common.saveFailed')));
    }
  };
  return { actionRef, reload, run };
}

/** A row's delete link, behind a confirmation. */
export function DeleteAction({ confirm, onConfirm, disabled, testId }: { confirm: string; onConfirm: () => unknown; disabled?: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={confirm} okButtonProps={{ danger: true }} onConfirm={onConfirm} disabled={disabled}>
      <Button type="link" size="small" danger disabled={disabled} data-testid={testId}>
        {t('system.common.delete')}
      </Button>
    </Popconfirm>
  );
}

/**
 * The list of one screen: `list` is called with the page, the sorted column and the search form's
 * `filters` fields; the toolbar has the "new" button. A failed load empties the rows and shows the
 * error with Retry in their place.
 */
export function AdminTable<T extends Record<string, any>, Q extends ListParams>({
  actionRef,
  columns,
  list,
  filters,
  newButton,
  testId,
}: {
  actionRef: React.MutableRefObject<ActionType | undefined>;
  columns: ProColumns<T>[];
  list: (query: Q) => Promise<Paged<T>>;
  filters: Exclude<keyof Q, keyof ListParams>[];
  newButton: { label: string; testId: string; onClick: () => void };
  testId?: string;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<{ error: unknown }>();
  const latest = useRef(0);
  return (
    <ProTable<T>
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      data-testid={testId}
      // As wide as the card, cells wrapping where they can; what still does not fit scrolls inside
      // the card with the actions column (fixed right) in view.
      scroll={{ x: true }}
      tableLayout="auto"
      locale={failure ? { emptyText: <ListError error={failure.error} onRetry={() => actionRef.current?.reload()} /> } : undefined}
      request={async (params, sort) => {
        const [sortField, sortOrder] = Object.entries(sort ?? {}).find(([, v]) => v) ?? [];
        const seq = ++latest.current;
        try {
          const page = await list({
            current: params.current,
            pageSize: params.pageSize,
            ...Object.fromEntries(filters.map((k) => [k, params[k as string]])),
            sortField,
            sortOrder: sortOrder as 'ascend' | 'descend' | undefined,
          } as Q);
          if (seq === latest.current) setFailure(undefined);
          return { data: page.list, total: page.total, success: true };
        } catch (error) {
          // `success: false` would keep the previous query's rows on screen.
          if (seq === latest.current) setFailure({ error });
          return { data: [], total: 0, success: true };
        }
      }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      search={{ labelWidth: 'auto', ...searchFormTexts(t) }}
      toolBarRender={() => [
        <Button key="new" type="primary" icon={<PlusOutlined />} data-testid={newButton.testId} onClick={newButton.onClick}>
          {newButton.label}
        </Button>,
      ]}
    />
  );
}

/**
 * A record's drawer: its fields (label, value; `false` leaves a field out) on a details tab and its
 * audit history on another. Open while `view` is given.
 */
export function RecordDrawer({
  title,
  view,
  onClose,
  testId,
}: {
  title: string;
  view: { details: ([label: string, value: ReactNode] | false)[]; history: ComponentProps<typeof History> } | undefined;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Drawer open={!!view} width={560} title={title} onClose={onClose} destroyOnHidden data-testid={testId}>
      {view && (
        <Tabs
          items={[
            {
              key: 'details',
              label: t('system.common.details'),
              children: (
                <Descriptions column={1} bordered size="small">
                  {view.details.filter((d) => d !== false).map(([label, value]) => (
                    <Descriptions.Item key={label} label={label}>
                      {value}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              ),
            },
            { key: 'history', label: <span data-testid="tab-history">{t('system.common.history')}</span>, children: <History {...view.history} /> },
          ]}
        />
      )}
    </Drawer>
  );
}

/**
 * The create / edit dialog: `save` stores the values; then "saved" is shown and `onSaved` gets what
 * `save` returned. A refused save shows the server's message and its field errors, and stays open.
 */
export function AdminForm<V extends Record<string, any>, R = void>({
  name,
  open,
  title,
  width,
  initialValues,
  onClose,
  save,
  onSaved,
  children,
}: {
  name: string;
  open: boolean;
  title: string;
  width: number;
  initialValues: Partial<V>;
  onClose: () => void;
  save: (values: V) => Promise<R>;
  onSaved: (result: R) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  return (
    <ModalForm<V>
      name={name}
      form={form}
      open={open}
      title={title}
      width={width}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      initialValues={initialValues}
      onFinish={async (values) => {
        try {
          const result = await save(values);
          message.success(t('system.common.saved'));
          onSaved(result);
          return true;
        } catch (e) {
          showSaveError(e, form, message.error, t('system.common.saveFailed'));
          return false;
        }
      }}
    >
      {children}
    </ModalForm>
  );
}
