import { Alert, Button, Checkbox, InputNumber, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ZplMenu from '@/components/Print/ZplMenu';
import type { Product } from '@/services/master';
import { defaultChoices, expandLabels, labelCount, LABEL_COPIES_MAX, LABELS_MAX, type LabelChoice, type ProductLabel } from '../shared/labels';
import { useLocalName } from '../shared/names';

/**
 * Which barcodes of the selected products to print, and how many copies of each; Print hands the
 * labels on (one per copy). Starts with each product's first barcode, one copy.
 */
export default function PrintLabelsDialog({ products, onClose, onPrint }: { products: Product[]; onClose: () => void; onPrint: (labels: ProductLabel[]) => void }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const [choices, setChoices] = useState<Record<string, LabelChoice>>(() => defaultChoices(products));
  const [allCopies, setAllCopies] = useState<number | null>(1);
  const count = labelCount(products, choices);
  const set = (sku: string, change: Partial<LabelChoice>) => setChoices((c) => ({ ...c, [sku]: { ...c[sku], ...change } }));
  const problem = count === 0 ? t('master.product.labels.none') : count > LABELS_MAX ? t('master.product.labels.tooMany', { max: LABELS_MAX }) : undefined;

  return (
    <Modal
      open
      width={760}
      title={t('master.product.labels.title')}
      onCancel={onClose}
      data-testid="labels-dialog"
      footer={
        <Space>
          <Typography.Text data-testid="labels-total">{t('master.product.labels.total', { count })}</Typography.Text>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {!problem && <ZplMenu template="skuLabel" file="product-labels" testId="labels-zpl" labels={() => expandLabels(products, choices, nameOf).map(({ sku, name, barcode }) => ({ kind: 'product' as const, sku, name, barcode }))} />}
          <Button type="primary" disabled={!!problem} onClick={() => onPrint(expandLabels(products, choices, nameOf))} data-testid="labels-print">
            {t('master.product.labels.go')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBlockEnd: 12 }}>
        <label htmlFor="labels-all-copies">{t('master.product.labels.allCopies')}</label>
        <InputNumber id="labels-all-copies" min={1} max={LABEL_COPIES_MAX} precision={0} value={allCopies} onChange={setAllCopies} />
        <Button
          disabled={!allCopies}
          onClick={() => setChoices((c) => Object.fromEntries(Object.entries(c).map(([sku, choice]) => [sku, { ...choice, copies: allCopies ?? 1 }])))}
          data-testid="labels-apply-all"
        >
          {t('master.product.labels.apply')}
        </Button>
      </Space>
      <Table<Product>
        rowKey="sku"
        size="small"
        pagination={false}
        scroll={{ y: 360 }}
        dataSource={products}
        columns={[
          { title: t('master.product.sku'), dataIndex: 'sku', width: 140 },
          { title: t('master.product.name'), render: (_, p) => nameOf(p) },
          {
            title: t('master.product.labels.barcodes'),
            render: (_, p) => (
              <Checkbox.Group
                value={choices[p.sku]?.barcodes}
                onChange={(v) => set(p.sku, { barcodes: v as string[] })}
                options={p.barcodes.map((b) => ({ value: b, label: b }))}
                style={{ display: 'flex', flexDirection: 'column' }}
              />
            ),
          },
          {
            title: t('master.product.labels.copies'),
            width: 130,
            render: (_, p) => (
              <InputNumber
                min={1}
                max={LABEL_COPIES_MAX}
                precision={0}
                value={choices[p.sku]?.copies}
                onChange={(v) => set(p.sku, { copies: v ?? 0 })}
                aria-label={t('master.product.labels.copiesOf', { sku: p.sku })}
                data-testid={`labels-copies-${p.sku}`}
              />
            ),
          },
        ]}
      />
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBlockStart: 12 }} />}
    </Modal>
  );
}
