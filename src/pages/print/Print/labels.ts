import type { PaperSize, PrintTemplate } from '@/domain/print';

/** The sample document each template shows and prints (its number is what the history names). */
export const SAMPLE_SUBJECT: Record<PrintTemplate, string> = {
  shippingLabel: 'SOSZ010000123',
  palletLabel: '369012340000000123',
  locationLabel: 'A-01-02-03',
  skuLabel: 'SKU00042',
  pickList: 'WVSZ010000045',
  tallySheet: 'INSZ010000067',
  manifest: 'MFSZ010000089',
};


export const TEMPLATE_KEYS: Record<PrintTemplate, string> = {
  shippingLabel: 'print.template.shippingLabel',
  palletLabel: 'print.template.palletLabel',
  locationLabel: 'print.template.locationLabel',
  skuLabel: 'print.template.skuLabel',
  pickList: 'print.template.pickList',
  tallySheet: 'print.template.tallySheet',
  manifest: 'print.template.manifest',
};

export const PAPER_KEYS: Record<PaperSize, string> = {
  label: 'print.paper.label',
  small: 'print.paper.small',
  a4: 'print.paper.a4',
};
