import { ProFormText } from '@ant-design/pro-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, type FormInstance } from 'antd';
import { roleCreateSchema } from '@/domain/system/schema';
import { ROLE_NAME_MAX } from '@/domain/system/rules';
import { RequestError } from '@/utils/request';
import FormDialog, { showSaveError } from './FormDialog';
import { schemaRules } from './schemaRules';

const mockTranslation = { t: (key: string, v?: Record<string, unknown>) => (v ? `${key} ${JSON.stringify(v)}` : key), i18n: { language: 'en' } };
jest.mock('react-i18next', () => ({ useTranslation: () => mockTranslation }));
jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (key: string) => key } }));
jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));

jest.setTimeout(30_000);
// jsdom's getComputedStyle reads every CSS-in-JS rule (slow); the tests look at content, not layout.
const realComputedStyle = window.getComputedStyle;
beforeAll(() => {
  window.getComputedStyle = (() => ({ getPropertyValue: () => '' }) as unknown as CSSStyleDeclaration) as typeof window.getComputedStyle;
});
afterAll(() => {
  window.getComputedStyle = realComputedStyle;
});

function RoleDialog({ save, onSaved = jest.fn() }: { save: (v: { code: string; name: string }) => Promise<unknown>; onSaved?: () => void }) {
  const rules = schemaRules(roleCreateSchema, mockTranslation.t as never);
  return (
    <App>
      <FormDialog<{ code: string; name: string }> name="role" title="New role" onClose={jest.fn()} save={save} onSaved={onSaved} submitTestId="save">
        <ProFormText name="code" label="Code" rules={rules('code')} />
        <ProFormText name="name" label="Name" rules={rules('name')} />
      </FormDialog>
    </App>
  );
}

const input = (id: string) => document.querySelector(`#${id}`) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

test("a value longer than the request's schema allows shows the field's own translated message, and nothing is sent", async () => {
  const save = jest.fn();
  render(<RoleDialog save={save} />);
  await screen.findByTestId('save');
  type('role_code', 'picker');
  type('role_name', 'x'.repeat(ROLE_NAME_MAX + 1));
  await act(async () => fireEvent.click(screen.getByTestId('save')));
  expect(await screen.findByText('server.role.nameLength')).toBeTruthy();
  expect(save).not.toHaveBeenCalled();
});

test("a refused save shows the server's message on its field and keeps everything typed; a good one closes with Saved", async () => {
  const onSaved = jest.fn();
  const save = jest.fn().mockRejectedValueOnce(new RequestError(409, 'The code picker is taken', { fields: { code: 'The code picker is taken' } })).mockResolvedValueOnce({ id: 'r9' });
  render(<RoleDialog save={save} onSaved={onSaved} />);
  await screen.findByTestId('save');
  type('role_code', 'picker');
  type('role_name', 'Pickers');
  await act(async () => fireEvent.click(screen.getByTestId('save')));
  await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('The code picker is taken'));
  expect(input('role_code').value).toBe('picker');
  expect(input('role_name').value).toBe('Pickers');
  expect(onSaved).not.toHaveBeenCalled();

  type('role_code', 'picker2');
  await act(async () => fireEvent.click(screen.getByTestId('save')));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 'r9' }));
  expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'picker2', name: 'Pickers' }));
  expect(await screen.findByText('kit.list.form.saved')).toBeTruthy();
});

test('a Save whose check is overtaken by another check of a field (an answer coming in) still saves, once', async () => {
  const save = jest.fn().mockResolvedValue({ id: 'r1' });
  let checking: () => void = () => undefined;
  const slowRule = {
    validator: () =>
      new Promise<void>((resolve) => {
        checking = resolve;
      }),
  };
  let form!: FormInstance;
  function Dialog() {
    [form] = Form.useForm();
    return (
      <App>
        <FormDialog name="slow" form={form} title="Slow" onClose={jest.fn()} save={save} onSaved={jest.fn()} submitTestId="save">
          <ProFormText name="code" label="Code" rules={[slowRule]} />
        </FormDialog>
      </App>
    );
  }
  render(<Dialog />);
  await screen.findByTestId('save');
  type('slow_code', 'picker');
  await act(async () => checking());
  await act(async () => fireEvent.click(screen.getByTestId('save')));
  const saveCheck = checking;
  // the field is checked again before Save's check ends: antd's Save is out of date
  await act(async () => void form.validateFields(['code']).catch(() => undefined));
  await act(async () => saveCheck());
  await act(async () => checking()); // the check that overtook it
  await act(async () => checking()); // Save's check, made again
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect(save).toHaveBeenCalledWith({ code: 'picker' });
});

describe('showSaveError: the message of a refused save', () => {
  const formWith = (values: Record<string, unknown>) =>
    ({ getFieldValue: (name: (string | number)[]) => name.reduce<any>((v, k) => (v === null || v === undefined ? undefined : v[k]), values), setFields: jest.fn() }) as unknown as Parameters<typeof showSaveError>[1];

  test("a refused body never shows the server's path summary: one problem its own words, several on the form 'see the marked fields'", () => {
    const error = jest.fn();
    const form = formWith({ min: 5, max: 2 });
    showSaveError(new RequestError(400, 'Invalid input (min)', { fields: { min: 'Min is above max' } }), form, error, 'Could not save', 'See the marked fields');
    expect(error).toHaveBeenLastCalledWith('Min is above max');
    expect((form as unknown as { setFields: jest.Mock }).setFields).toHaveBeenCalledWith([{ name: ['min'], errors: ['Min is above max'] }]);
    showSaveError(new RequestError(400, 'Invalid input (min)', { fields: { min: 'Min is above max', max: 'Too large' } }), form, error, 'Could not save', 'See the marked fields');
    expect(error).toHaveBeenLastCalledWith('See the marked fields');
  });

  test("a problem on a field the form does not show gives that field's own message", () => {
    const error = jest.fn();
    showSaveError(new RequestError(400, 'Invalid input (barcodes.1)', { fields: { 'barcodes.1': '6900 is already used by SKU1' } }), formWith({ barcodes: ['a'] }), error, 'Could not save', 'See the marked fields');
    expect(error).toHaveBeenCalledWith('6900 is already used by SKU1');
  });

  test("other refusals keep the server's words", () => {
    const error = jest.fn();
    showSaveError(new RequestError(409, 'The code picker is taken', { fields: { code: 'The code picker is taken' } }), formWith({ code: 'picker' }), error, 'Could not save', 'See the marked fields');
    expect(error).toHaveBeenCalledWith('The code picker is taken');
  });
});
