/** The print centre's place in the mock store (mock/print.ts): per warehouse each template's choice and the print history. */
import type { PrintRecord, PrintTemplate, TemplateSetting } from '../../src/domain/print';
import { defineSlot } from './store';

export interface PrintPlace {
  settings: Record<PrintTemplate, TemplateSetting>;
  history: PrintRecord[];
  seq: number;
}

export interface PrintState {
  warehouses: Record<string, PrintPlace>;
}

/** The print centre's part of the store. */
export const printSlot = defineSlot<PrintState>('print', () => ({ warehouses: {} }));
