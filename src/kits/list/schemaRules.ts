/**
 * Form rules from the request's zod schema (src/domain/<area>/schema.ts): the form checks a field
 * with the very schema the back end parses the body with, so it refuses what the server would,
 * with the same limits, in the user's language.
 */
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

import { issueMessage } from '@/domain/validation';

export { issueMessage };

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under wrappers that do not change what a field may hold (optional, default, a transform's input). */
function inner(s: z.ZodType): z.ZodType {
  const def = defOf(s);
  if (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) return inner(def.innerType);
  if (def.type === 'pipe' && def.in) return inner(def.in);
  return s;
}

/** The schema of the field at `path` (object keys; an array's items by any index); undefined if none. */
export function fieldSchema(schema: z.ZodType, path: readonly (string | number)[]): z.ZodType | undefined {
  let s: z.ZodType | undefined = schema;
  for (let i = 0; i < path.length; i++) {
    if (!s) return undefined;
    const def = defOf(inner(s));
    if (def.type === 'array') {
      s = def.element;
      // an index names one item; a field name already names a field of every item
      if (typeof path[i] !== 'number') i--;
    } else s = def.type === 'object' ? def.shape?.[String(path[i])] : undefined;
  }
  return s;
}

/**
 * The antd rule of one field: required (with the asterisk) when the schema refuses its absence,
 * and checked with the schema otherwise; the message is the issue's key translated. A field never
 * filled in (undefined, or null from a cleared number) is absent; an emptied text is sent as ''.
 */
export function fieldRule(field: z.ZodType, t: TFunction): Rule {
  const required = !field.safeParse(undefined).success;
  return {
    required,
    validator: async (_, value: unknown) => {
      const sent = value === null ? undefined : value;
      if (sent === undefined && !required) return;
      const result = field.safeParse(sent);
      if (result.success) return;
      const { key, vars } = issueMessage(result.error.issues[0] as z.core.$ZodIssue & Record<string, any>, sent ?? undefined); // a cleared field (null) is a missing one
      throw new Error(t(key, vars));
    },
  };
}

/**
 * `rules(path)`: the rules of the schema's field at `path` ('name', ['receiver', 'name'],
 * ['lines', 'qty'] for every line), for a Form.Item's `rules`. A path the schema does not have is
 * a mistake in the screen: it throws.
 */
export function schemaRules(schema: z.ZodType, t: TFunction) {
  return (path: string | readonly (string | number)[]): Rule[] => {
    const parts = typeof path === 'string' ? [path] : path;
    const field = fieldSchema(schema, parts);
    if (!field) throw new Error(`schemaRules: no field ${parts.join('.')}`);
    return [fieldRule(field, t)];
  };
}
