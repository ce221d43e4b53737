import { request } from '@/utils/request';
import type { PrintInput, PrintRecord, PrintSettingInput, PrintTemplate, TemplateSetting } from '@/domain/print';
import { checked, is, page } from './shape';

export type { PrintRecord, PrintTemplate, TemplateSetting };

export interface PrintSettings {
  templates: TemplateSetting[];
  printers: { code: string; model: string }[];
}

export const printApi = {
  settings: () => checked(is.shape({ templates: is.arrayOf(is.shape({ template: is.string })), printers: is.arrayOf(is.shape({ code: is.string })) }), request<PrintSettings>('GET', '/api/print/settings')),
  saveSetting: (template: PrintTemplate, input: PrintSettingInput) => request<TemplateSetting>('PUT', '/api/print/settings/:template', { template, ...input }),
  jobs: (q: Record<string, string | number | undefined>) => checked(page(), request<{ list: PrintRecord[]; total: number }>('GET', '/api/print/jobs', { ...q })),
  print: (input: PrintInput) => request<PrintRecord>('POST', '/api/print/jobs', { ...input }),
  reprint: (id: string) => request<PrintRecord>('POST', '/api/print/jobs/:id/reprint', { id }),
};
