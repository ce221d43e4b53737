/** The print centre's place in the mock store (mock/print.ts): per warehouse each template's choice and the print history. */
import type { PrintRecord, PrintTemplate, TemplateSetting } from '../../src/domain/print';

export interface PrintPlace {
  settings: Record<PrintTemplate, TemplateSetting>;
  history: PrintRecord[];
  seq: number;
}

export interface PrintState {
  warehouses: Record<string, PrintPlace>;
}
