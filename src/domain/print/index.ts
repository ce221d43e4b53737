/**
 * The print centre: its templates, the per-warehouse choice of template and printer, and the
 * print history. Relative imports only: the mock imports this file.
 */
import { z } from 'zod';
import { required, text } from '../fields';
import { LABEL_SIZES } from '../master/types';
import { DPI_VALUES, zplLabelSchema, type ZplKind } from './zpl';

export const PRINT_MENU_ID = '388';

/** The templates: the paper each prints on. */
export const PRINT_TEMPLATES = ['shippingLabel', 'palletLabel', 'locationLabel', 'skuLabel', 'pickList', 'tallySheet', 'manifest'] as const;
export type PrintTemplate = (typeof PRINT_TEMPLATES)[number];

export const PAPER_SIZES = ['label', 'small', 'a4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** Each template's paper: the shipping label 100 × 150 mm, the pallet, location and SKU labels 100 × 50 mm, the lists A4 portrait. */
export const TEMPLATE_PAPER: Record<PrintTemplate, PaperSize> = {
  shippingLabel: 'label',
  palletLabel: 'small',
  locationLabel: 'small',
  skuLabel: 'small',
  pickList: 'a4',
  tallySheet: 'a4',
  manifest: 'a4',
};

/** The paper sizes in millimetres (width × height). */
export const PAPER_MM: Record<PaperSize, [number, number]> = { label: [100, 150], small: [100, 50], a4: [210, 297] };

export const COPIES_MAX = 20;
export const SUBJECT_MAX = 64;

/** One template's choice in a warehouse: on or off, and the printer it goes to ('' = the browser's). */
export interface TemplateSetting {
  template: PrintTemplate;
  enabled: boolean;
  printer: string;
}

export const printSettingSchema = z.strictObject({
  enabled: z.boolean(),
  printer: text(32),
});

export const printSchema = z.strictObject({
  template: z.enum(PRINT_TEMPLATES),
  copies: z.number().int().min(1).max(COPIES_MAX),
  subject: required(SUBJECT_MAX),
});

/** The label templates a label printer takes as ZPL, and the label each prints. */
export const ZPL_KIND: Partial<Record<PrintTemplate, ZplKind>> = { shippingLabel: 'shipping', palletLabel: 'pallet', locationLabel: 'location', skuLabel: 'product' };
export const ZPL_TEMPLATES = ['shippingLabel', 'palletLabel', 'locationLabel', 'skuLabel'] as const;
export type ZplTemplate = (typeof ZPL_TEMPLATES)[number];

/** The screens that print each label (menu ids: B2C and B2B labels, LPN map, locations, products): their users send it as ZPL too. */
export const LABEL_SCREEN_IDS: Record<ZplTemplate, readonly string[]> = { shippingLabel: ['66', '292'], palletLabel: ['397'], locationLabel: ['48'], skuLabel: ['82'] };
/** Who may ask for their station and send a label as ZPL: the print centre's users and those of a label screen. */
export const ZPL_ACCESS_IDS = [PRINT_MENU_ID, ...new Set(Object.values(LABEL_SCREEN_IDS).flat())];

/** A label sent to the station's printer as ZPL: the mock draws it on the station's stock at `dpi`. */
export const zplJobSchema = z.strictObject({
  template: z.enum(ZPL_TEMPLATES),
  copies: z.number().int().min(1).max(COPIES_MAX),
  dpi: z.union(DPI_VALUES.map((d) => z.literal(d)) as [z.ZodLiteral<203>, z.ZodLiteral<300>]),
  label: zplLabelSchema,
});
export type ZplJobInput = z.input<typeof zplJobSchema>;

/** The caller's station: its code ('' = none configured), its printer and label size. */
export interface PrintStation {
  station: string;
  printer: string;
  labelSize: (typeof LABEL_SIZES)[number];
}

export type PrintInput = z.input<typeof printSchema>;
export type PrintSettingInput = z.input<typeof printSettingSchema>;

/** One print of a template. */
export interface PrintRecord {
  id: string;
  at: string;
  operator: string;
  template: PrintTemplate;
  printer: string;
  copies: number;
  /** What was printed (a sample, a document number). */
  subject: string;
  /** The print this one repeats. */
  reprintOf?: string;
  /** A label's station and its label size (the page or stock it was drawn on). */
  station?: string;
  labelSize?: (typeof LABEL_SIZES)[number];
  /** A label sent to a label printer: its ZPL and the printer's resolution. */
  zpl?: string;
  dpi?: number;
}
