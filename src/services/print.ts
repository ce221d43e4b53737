import { request } from '@/utils/request';
import type { PrintInput, PrintRecord, PrintSettingInput, PrintStation, PrintTemplate, TemplateSetting, ZplJobInput } from '@/domain/print';
import { checked } from './shape';
import { printJobPageAnswer, printRecordAnswer, printSettingsAnswer, printStationAnswer, templateSettingAnswer } from '@/domain/print/answers';

export type { PrintRecord, PrintTemplate, TemplateSetting };

export interface PrintSettings {
  templates: TemplateSetting[];
  printers: { code: string; model: string }[];
  /** The caller's station: the label size and printer ZPL goes to. */
  station: PrintStation;
}

export const printApi = {
  settings: () => checked(printSettingsAnswer, request<PrintSettings>('GET', '/api/print/settings')),
  /** The caller's station, for a label screen's ZPL. */
  station: () => checked(printStationAnswer, request<PrintStation>('GET', '/api/print/station')),
  saveSetting: (template: PrintTemplate, input: PrintSettingInput) => checked(templateSettingAnswer, request<TemplateSetting>('PUT', '/api/print/settings/:template', { template, ...input })),
  jobs: (q: Record<string, string | number | undefined>) => checked(printJobPageAnswer, request<{ list: PrintRecord[]; total: number }>('GET', '/api/print/jobs', { ...q })),
  print: (input: PrintInput) => checked(printRecordAnswer, request<PrintRecord>('POST', '/api/print/jobs', { ...input })),
  /** A label as ZPL to the station's printer. */
  zpl: (input: ZplJobInput) => checked(printRecordAnswer, request<PrintRecord>('POST', '/api/print/zpl', { ...input })),
  reprint: (id: string) => checked(printRecordAnswer, request<PrintRecord>('POST', '/api/print/jobs/:id/reprint', { id })),
};
