/**
 * How a refused value is worded: shared by the forms and the mock (relative imports only; the
 * mock imports this file).
 */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue & Record<string, any>;

/**
 * The translation key (and its values) of a zod issue: the field's own `server.*` key when the
 * schema gives one, else a generic `server.validation.*` key with its limit. The console's forms
 * (src/kits/list/schemaRules.ts) and the mock (mock/_lib/validate.ts) both word a refusal with it.
 */
export function issueMessage(issue: Issue, value: unknown): { key: string; vars?: Record<string, unknown> } {
  // a schema's own key, with the values a custom issue gives (`params`: the count and limit…)
  if (issue.message?.startsWith('server.')) return issue.params ? { key: issue.message, vars: issue.params } : { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return { key: 'server.validation.required' };
      if (issue.expected === 'int') return { key: 'server.validation.integer' };
      return { key: 'server.validation.type', vars: { expected: String(issue.expected) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'server.validation.tooLong', vars: { max: Number(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'server.validation.tooMany', vars: { max: Number(issue.maximum) } };
      return { key: 'server.validation.tooBig', vars: { max: Number(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? { key: 'server.validation.required' } : { key: 'server.validation.tooShort', vars: { min: Number(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'server.validation.tooFew', vars: { min: Number(issue.minimum) } };
      return { key: 'server.validation.tooSmall', vars: { min: Number(issue.minimum) } };
    case 'invalid_value':
      return { key: 'server.validation.oneOf', vars: { values: (issue.values as unknown[]).map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: 'server.validation.unknownField', vars: { keys: (issue.keys as string[]).join(', ') } };
    case 'invalid_format':
      return { key: 'server.validation.format' };
    default:
      return { key: 'server.validation.invalid' };
  }
}
