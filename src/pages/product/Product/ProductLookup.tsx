import { ScanOutlined } from '@ant-design/icons';
import { ProCard } from '@ant-design/pro-components';
import { Input, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productApi, type Product } from '@/services/master';
import { failureText, isRequestError } from '@/utils/request';
import { useLocalName } from '../shared/names';

/**
 * The scan box above the product list: a barcode (any of a product's) or a SKU, then Enter; the
 * product found is handed on (its drawer opens). Not found: says so, and keeps what was typed
 * (selected, so the next scan replaces it).
 */
export default function ProductLookup({ onFound }: { onFound: (p: Product) => void }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const input = useRef<InputRef>(null);

  const find = async (typed: string) => {
    const code = typed.trim();
    if (!code) {
      setResult(undefined);
      return;
    }
    setBusy(true);
    try {
      const p = await productApi.byBarcode(code);
      setResult({
        ok: true,
        text: t('master.product.lookup.found', {
          code,
          sku: p.sku,
          name: nameOf(p),
        }),
      });
      onFound(p);
    } catch (e) {
      setResult({
        ok: false,
        text: isRequestError(e) && e.status === 404 ? t('master.product.lookup.notFound', { code }) : failureText(e),
      });
    } finally {
      setBusy(false);
      input.current?.focus({ cursor: 'all' });
    }
  };

  return (
    <ProCard style={{ marginBlockEnd: 16 }} bodyStyle={{ paddingBlock: 16 }}>
      <Typography.Text strong>
        <label htmlFor="product-lookup">{t('master.product.lookup.label')}</label>
      </Typography.Text>
      <Input.Search
        id="product-lookup"
        ref={input}
        size="large"
        style={{ marginBlockStart: 8, maxWidth: 640, display: 'block' }}
        prefix={<ScanOutlined aria-hidden />}
        placeholder={t('master.product.lookup.placeholder')}
        enterButton={t('master.product.lookup.find')}
        autoComplete="off"
        allowClear
        value={value}
        loading={busy}
        onChange={(e) => setValue(e.target.value)}
        onSearch={find}
        data-testid="product-lookup"
      />
      <div role={result && !result.ok ? 'alert' : 'status'} style={{ minHeight: 22, marginBlockStart: 6 }}>
        {result && (
          <Typography.Text type={result.ok ? 'success' : 'danger'} data-testid="product-lookup-result">
            {result.text}
          </Typography.Text>
        )}
      </div>
    </ProCard>
  );
}
