/**
 * `form-context-provider-only` (manifest.ts) points antd's form contexts at rc-field-form's
 * FormContext module instead of its index. That is safe while the index's FormProvider IS that
 * module's: one provider, one React context for Form.Provider and every Form. If a new version
 * defined it elsewhere, antd's Form.Provider and its forms would no longer meet.
 */
import { readFileSync } from 'fs';
import { SHIMS } from './manifest';

const shim = SHIMS.find((s) => s.name === 'form-context-provider-only');

test('the alias points at the module whose FormProvider the index re-exports', () => {
  expect(shim?.kind).toBe('alias');
  const target = shim?.kind === 'alias' ? shim.alias['rc-field-form$'] : '';
  expect(target).toMatch(/rc-field-form[\\/]es[\\/]FormContext\.js$/);
  expect(readFileSync(target, 'utf8')).toMatch(/export \{ FormProvider \}/);
  // the CommonJS build mirrors it: the same object from the index and from the module
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  expect(require('rc-field-form').FormProvider).toBe(require('rc-field-form/lib/FormContext').FormProvider);
});

test("the alias is applied to antd's form contexts only, not to Form itself (which needs the whole library)", () => {
  const test = shim?.kind === 'alias' ? shim.test : /$^/;
  expect(test.test('/x/node_modules/antd/es/form/context.js')).toBe(true);
  expect(test.test('/x/node_modules/antd/es/form/Form.js')).toBe(false);
  expect(test.test('/x/node_modules/antd/es/form/hooks/useForm.js')).toBe(false);
});
