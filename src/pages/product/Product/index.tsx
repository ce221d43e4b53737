import { PrinterOutlined } from '@ant-design/icons';
import { App, Button, Select, Space, Typography } from 'antd';
import { useMemoizedFn } from 'ahooks';
import { createContext, useContext, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Barcode from '@/components/Print/Barcode';
import { loadBarcodes } from '@/components/Print/barcodeLoader';
import { productBarcode } from '@/domain/print/barcode';
import { productEditSchema, productSchema } from '@/domain/master';
import type { ListApi } from '@/kits/list/ListScreen';
import { SourceSelect } from '@/kits/setup/SetupForm';
import type { SetupField } from '@/kits/setup/fields';
import SetupScreen from '@/kits/setup/SetupScreen';
import { productApi, type Product } from '@/services/master';
import { withImportWords } from '@/kits/setup/importWords';
import type { ProductLabel } from '../shared/labels';
import { withListFieldErrors } from '@/kits/setup/listFieldErrors';
import { entrySource, useEntryName, useLocalName } from '../shared/names';
import { ALLOCATION_RULE_KEYS, SHELF_LIFE_KEYS } from '../shared/options';
import LabelSheet from './LabelSheet';
import PrintLabelsDialog from './PrintLabelsDialog';
import ProductLookup from './ProductLookup';

const productLabel = (p: Product) => p.sku;

type Names = Record<'unit' | 'category', (code: string | undefined) => string>;
/** The page's unit and category names, for the cells that show one: their answers render those cells alone. */
const EntryNames = createContext<Names | undefined>(undefined);

/**
 * Loads the unit and category names and hands them to the cells (a context) and to the page (`into`,
 * read by export when it runs), so their answers render this provider and the name cells, not the
 * page and its list.
 */
function EntryNamesProvider({ into, children }: { into: MutableRefObject<Names | undefined>; children: ReactNode }) {
  const unit = useEntryName('unit');
  const category = useEntryName('category');
  const names = { unit, category };
  into.current = names;
  return <EntryNames.Provider value={names}>{children}</EntryNames.Provider>;
}

const SCHEMAS = { create: productSchema, edit: productEditSchema };
// no unit chosen: the warehouse's default unit (warehouse config)
const DEFAULTS = { shelfLife: false, barcodes: [] };

function EntryNameCell({ type, code, empty = '' }: { type: 'unit' | 'category'; code: string | undefined; empty?: string }) {
  const names = useContext(EntryNames);
  return <>{(names ? names[type](code) : code) || empty}</>;
}

/**
 * Products and their barcodes (several per SKU, each unique across SKUs), with unit, dimensions,
 * weight, shelf life, category and an own allocation rule (FIFO / FEFO; none: the warehouse's).
 * Lookup by any barcode, label printing, and sheet import with a preview of bad rows.
 */
export default function Products() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const nameOf = useLocalName();
  const names = useRef<Names>();
  const list = useRef<ListApi<Product>>();
  const [printing, setPrinting] = useState<Product[]>();
  const [sheet, setSheet] = useState<ProductLabel[]>();
  const lang = i18n.language;
  const units = useMemo(() => entrySource('unit', lang), [lang]);
  const categories = useMemo(() => entrySource('category', lang), [lang]);

  // export's texts: the names as they are when it runs, from functions that stay the same
  const unitText = useMemoizedFn((p: Product) => names.current?.unit(p.unit) ?? p.unit);
  const categoryText = useMemoizedFn((p: Product) => (names.current ? names.current.category(p.category) : p.category) || '—');

  // The names answering later re-render their cells alone (EntryNameCell), not every row (kits/list/cellUpdates.ts).
  const fields: SetupField<Product>[] = [
    { key: 'sku', label: 'master.product.sku', sortable: true },
    // the name in the user's language (table, drawer, export); both names in the form and the drawer
    { key: 'name', label: 'master.product.name', text: nameOf },
    { key: 'nameZh', label: 'master.product.nameZh', hideInTable: true },
    { key: 'nameEn', label: 'master.product.nameEn', hideInTable: true },
    {
      key: 'barcodes',
      label: 'master.product.barcodes',
      kind: 'list',
      wide: true,
      extra: 'master.product.barcodesHint',
    },
    {
      key: 'unit',
      label: 'master.product.unit',
      kind: 'enum',
      options: units,
      extra: 'master.product.unitHint',
      render: (p) => <EntryNameCell type="unit" code={p.unit} />,
      text: unitText,
    },
    {
      key: 'category',
      label: 'master.product.category',
      kind: 'enum',
      options: categories,
      filter: true,
      sortable: true,
      render: (p) => <EntryNameCell type="category" code={p.category} empty="—" />,
      text: categoryText,
      input: <SourceSelect source={categories} allowClear />,
    },
    {
      key: 'lengthCm',
      label: 'master.product.lengthCm',
      kind: 'number',
      hideInTable: true,
    },
    {
      key: 'widthCm',
      label: 'master.product.widthCm',
      kind: 'number',
      hideInTable: true,
    },
    {
      key: 'heightCm',
      label: 'master.product.heightCm',
      kind: 'number',
      hideInTable: true,
    },
    {
      key: 'weightKg',
      label: 'master.product.weightKg',
      kind: 'number',
      sortable: true,
    },
    {
      key: 'shelfLife',
      label: 'master.product.shelfLife',
      kind: 'flag',
      options: SHELF_LIFE_KEYS,
      filter: true,
      render: (p) => (p.shelfLife ? t('master.product.shelfLifeN', { count: p.shelfLifeDays }) : t(SHELF_LIFE_KEYS.false)),
    },
    {
      key: 'shelfLifeDays',
      label: 'master.product.shelfLifeDays',
      kind: 'number',
      hideInTable: true,
      shownWhen: (v) => v.shelfLife === true,
    },
    {
      // its own rule, or the warehouse's (empty: the form's cleared select, the export's empty cell, which imports back as none)
      key: 'allocationRule',
      label: 'master.product.allocationRule',
      kind: 'enum',
      options: ALLOCATION_RULE_KEYS,
      hideInTable: true,
      extra: 'master.product.allocationRuleHint',
      render: (p) => t(p.allocationRule ? ALLOCATION_RULE_KEYS[p.allocationRule] : 'master.product.allocationWarehouse'),
      text: (p) => (p.allocationRule ? t(ALLOCATION_RULE_KEYS[p.allocationRule]) : ''),
      input: (
        <Select
          allowClear
          placeholder={t('master.product.allocationWarehouse')}
          options={Object.entries(ALLOCATION_RULE_KEYS).map(([value, key]) => ({ value, label: t(key) }))}
        />
      ),
    },
  ];
  // the import preview names each bad row's problems by column, in the user's words
  // and a taken barcode on the barcodes field of the form
  const api = withListFieldErrors(withImportWords(productApi, fields, t), ['barcodes']);
  const above = <ProductLookup onFound={(p) => list.current?.view(p)} />;
  const selectionTools = (rows: Product[]) => (
    <Button size="small" icon={<PrinterOutlined />} disabled={!rows.length} onClick={() => setPrinting(rows)} data-testid="product-print-labels">
      {t('master.product.labels.print')}
    </Button>
  );
  const drawerTabs = (p: Product) => [
    {
      key: 'barcodes',
      label: t('master.product.barcodeTab'),
      children: (
        <Space direction="vertical" size="large" data-testid="product-barcode-preview">
          {p.barcodes.map((b) => (
            <div key={b} style={{ width: 260 }}>
              <Barcode spec={productBarcode(b)} height={48} />
              <Typography.Text code>{b}</Typography.Text>
            </div>
          ))}
        </Space>
      ),
    },
  ];

  const print = async (labels: ProductLabel[]) => {
    await loadBarcodes().catch(() => undefined);
    flushSync(() => setSheet(labels));
    setPrinting(undefined);
    window.print();
    message.success(t('master.product.labels.printed', { count: labels.length }));
  };

  return (
    <EntryNamesProvider into={names}>
      <SetupScreen<Product>
        name="product"
        api={api}
        listRef={list}
        schemas={SCHEMAS}
        label={productLabel}
        noun="master.product.noun"
        searchHint="master.product.searchHint"
        defaults={DEFAULTS}
        above={above}
        selectionTools={selectionTools}
        drawerTabs={drawerTabs}
        fields={fields}
      />
      {printing && <PrintLabelsDialog products={printing} onClose={() => setPrinting(undefined)} onPrint={print} />}
      {sheet && <LabelSheet labels={sheet} />}
    </EntryNamesProvider>
  );
}
