import { ModalForm } from '@ant-design/pro-components';
import { App, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '@/utils/request';

/** A refused save's body: `fields` maps a field (dot path) to its translated message. */
interface FieldErrors {
  fields?: Record<string, string>;
}

/**
 * Shows a refused save on the form: `fields` on the fields they name, and one message. For a 400,
 * never the server's summary (it names a path): one problem's own text, or "see the marked fields";
 * other refusals keep their words. The form keeps every value typed.
 */
export function showSaveError(e: unknown, form: FormInstance | undefined, error: (text: string) => void, fallback: string, checkText?: string) {
  const fields = isRequestError(e) ? (e.data as FieldErrors | undefined)?.fields : undefined;
  const named = Object.entries(fields ?? {}).map(([path, msg]) => ({ name: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [msg] }));
  // only fields the form has: a field it does not show (the whole body) is in the message
  const shown = form ? named.filter(({ name }) => form.getFieldValue(name) !== undefined || name.length === 1) : [];
  const serverText = isRequestError(e) && e.message ? e.message : fallback;
  const refusedBody = isRequestError(e) && e.status === 400;
  if (refusedBody && named.length === 1) error(named[0].errors[0]);
  else if (refusedBody && named.length > shown.length) error(named.find((n) => !shown.includes(n))!.errors[0]);
  else if (refusedBody && checkText && named.length > 1) error(checkText);
  else error(serverText);
  if (form && shown.length) form.setFields(shown);
}

/**
 * A list's create / edit dialog: `save` stores, "Saved" shows, `onSaved` gets the result. A refused
 * save shows its message and field errors and stays open; rules come from the schema (`schemaRules`).
 */
export default function FormDialog<V extends Record<string, any>, R = unknown>({
  name,
  form: given,
  open = true,
  title,
  width = 560,
  initialValues,
  loading,
  grid,
  onClose,
  afterClose,
  save,
  onSaved,
  savedText,
  submitTestId,
  testId,
  children,
}: {
  name?: string;
  form?: FormInstance<V>;
  open?: boolean;
  title: ReactNode;
  width?: number;
  initialValues?: Partial<V>;
  loading?: boolean;
  /** Fields in a grid (each with its `colProps`). */
  grid?: boolean;
  onClose: () => void;
  /** The dialog has gone (its closing motion ended): a scan station takes the focus back here. */
  afterClose?: () => void;
  save: (values: V) => Promise<R>;
  onSaved: (result: R) => void;
  /** The message after a save (default "Saved"): "Destroy order D12 created". */
  savedText?: (result: R) => string;
  submitTestId?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  return (
    <ModalForm<V>
      name={name}
      form={form}
      open={open}
      title={title}
      width={width}
      grid={grid}
      rowProps={grid ? { gutter: 12 } : undefined}
      data-testid={testId}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, afterClose, maskClosable: false, loading }}
      submitter={{
        searchConfig: { submitText: t('kit.list.form.save'), resetText: t('common.cancel') },
        submitButtonProps: (submitTestId ? { 'data-testid': submitTestId } : {}) as Record<string, string>,
      }}
      initialValues={initialValues}
      // A field re-checked while Save's own check ran (a lookup's answer coming in) makes antd drop
      // that Save without a word: it is made again, so a click on Save is never lost.
      onFinishFailed={(failed) => {
        if (failed.outOfDate && !failed.errorFields.length) form.submit();
      }}
      onFinish={async (values) => {
        try {
          const result = await save(values);
          message.success(savedText ? savedText(result) : t('kit.list.form.saved'));
          onSaved(result);
          return true;
        } catch (e) {
          showSaveError(e, form, message.error, t('kit.list.form.saveFailed'), t('kit.list.form.checkFields'));
          return false;
        }
      }}
    >
      {children}
    </ModalForm>
  );
}
