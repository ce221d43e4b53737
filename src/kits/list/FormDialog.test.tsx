import { ProFormText } from '@ant-design/pro-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { roleCreateSchema } from '@/domain/system/schema';
import { ROLE_NAME_MAX } from '@/domain/system/rules';
import { RequestError } from '@/utils/request';
import FormDialog from './FormDialog';
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
