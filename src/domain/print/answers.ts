import { z } from 'zod';
import { id, isoDate, pageOf, record, text } from '../contract';
import { LABEL_SIZES } from '../master/types';
import { PRINT_TEMPLATES } from './index';

/**
 * Answers of the print centre's routes (mock/print.ts); the contract: mock/_lib/contract.ts,
 * src/domain/contract. Relative imports only: the mock imports this file.
 */
const template = z.enum(PRINT_TEMPLATES);

/** One template's choice: on or off, and its printer ('' = the browser's). */
export const templateSettingAnswer = record({ template, enabled: z.boolean(), printer: text });

/** The caller's station: its code ('' = none), printer and label size. */
export const printStationAnswer = record({ station: text, printer: text, labelSize: z.enum(LABEL_SIZES) });

export const printSettingsAnswer = record({
  templates: z.array(templateSettingAnswer),
  printers: z.array(record({ code: text, model: text })),
  station: printStationAnswer,
});

export const printRecordAnswer = record({
  id,
  at: isoDate,
  operator: text,
  template,
  printer: text,
  copies: z.number().int().positive(),
  subject: text,
  reprintOf: id.optional(),
  station: text.optional(),
  labelSize: z.enum(LABEL_SIZES).optional(),
  zpl: text.optional(),
  dpi: z.number().int().optional(),
});
export const printJobPageAnswer = pageOf(printRecordAnswer);
