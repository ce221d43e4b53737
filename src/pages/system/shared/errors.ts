import type { FormInstance } from 'antd';
import { isRequestError } from '@/utils/request';
import type { ValidationBody } from '@/services/system';

/**
 * Shows a failed save: the server's (translated) message, and its `fields` on the form fields
 * they name. The form keeps every value the admin typed.
 */
export function showSaveError(e: unknown, form: FormInstance | undefined, error: (text: string) => void, fallback: string) {
  if (!isRequestError(e)) {
    error(fallback);
    return;
  }
  error(e.message || fallback);
  const fields = (e.data as ValidationBody | undefined)?.fields;
  if (form && fields) {
    const known = new Set(Object.keys(form.getFieldsValue(true) ?? {}));
    form.setFields(
      Object.entries(fields)
        .filter(([name]) => known.has(name))
        .map(([name, msg]) => ({ name, errors: [msg] })),
    );
  }
}

export const errorText = (e: unknown, fallback: string) => (isRequestError(e) && e.message ? e.message : fallback);
