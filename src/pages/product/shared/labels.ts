/**
 * Product barcode labels (100 × 50 mm, one per copy): which barcodes of which products, how many
 * copies each, expanded into the labels the sheet prints.
 */

/** Copies of one barcode label, and labels one print job holds at most. */
export const LABEL_COPIES_MAX = 100;
export const LABELS_MAX = 1000;

export interface LabelProduct {
  sku: string;
  nameZh: string;
  nameEn: string;
  barcodes: string[];
}

/** What was chosen for one product: its barcodes to print, and the copies of each. */
export interface LabelChoice {
  barcodes: string[];
  copies: number;
}

export interface ProductLabel {
  /** Unique within the sheet. */
  key: string;
  sku: string;
  name: string;
  barcode: string;
}

/** The first barcode of each product, one copy: what the dialog starts with. */
export function defaultChoices(products: LabelProduct[]): Record<string, LabelChoice> {
  return Object.fromEntries(products.map((p) => [p.sku, { barcodes: p.barcodes.slice(0, 1), copies: 1 }]));
}

/** How many labels the choices make (products in their order, barcodes of the product only). */
export function labelCount(products: LabelProduct[], choices: Record<string, LabelChoice>): number {
  return products.reduce((sum, p) => {
    const c = choices[p.sku];
    if (!c) return sum;
    const copies = Number.isInteger(c.copies) && c.copies > 0 ? c.copies : 0;
    return sum + c.barcodes.filter((b) => p.barcodes.includes(b)).length * copies;
  }, 0);
}

/**
 * The labels to print: per product (in the list's order), per chosen barcode (in the product's
 * order), `copies` labels each. A barcode the product no longer has is left out; copies that are not
 * a whole number above 0 make none.
 */
export function expandLabels(products: LabelProduct[], choices: Record<string, LabelChoice>, nameOf: (p: LabelProduct) => string): ProductLabel[] {
  return products.flatMap((p) => {
    const c = choices[p.sku];
    if (!c || !Number.isInteger(c.copies) || c.copies < 1) return [];
    const chosen = p.barcodes.filter((b) => c.barcodes.includes(b));
    return chosen.flatMap((barcode) =>
      Array.from({ length: c.copies }, (_, i) => ({
        key: `${p.sku}|${barcode}|${i}`,
        sku: p.sku,
        name: nameOf(p),
        barcode,
      })),
    );
  });
}
