/**
 * A refused save's problems on the fields the form shows: the server names a list's item
 * (`barcodes.1`: "6910000000000 is already used by SKU00001"), the form has one field for the whole
 * list (a tags select), so the item's message goes on the list's field.
 */
import { isRequestError } from '@/utils/request';

/** `fields` with each item path of `lists` (`barcodes.1`) put on the list (`barcodes`); the first message of a list wins. */
export function onListFields(fields: Record<string, string>, lists: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const [head] = path.split('.');
    const key = lists.includes(head) && /^\w+\.\d+$/.test(path) ? head : path;
    if (!(key in out)) out[key] = message;
  }
  return out;
}

/** A set-up API whose create and edit refusals name the list fields, not their items (see `onListFields`). */
export function withListFieldErrors<A extends { create: (input: any) => Promise<any>; update: (id: string, input: any) => Promise<any> }>(api: A, lists: readonly string[]): A {
  const moved = (e: unknown) => {
    const data = isRequestError(e) ? (e.data as { fields?: Record<string, string> } | undefined) : undefined;
    if (isRequestError(e) && data?.fields) e.data = { ...data, fields: onListFields(data.fields, lists) };
    return e;
  };
  return {
    ...api,
    create: (input: unknown) => api.create(input).catch((e) => Promise.reject(moved(e))),
    update: (id: string, input: unknown) => api.update(id, input).catch((e) => Promise.reject(moved(e))),
  };
}
