import { Alert, Button, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useData } from '@/query';
import { modelApi } from '@/services/master';
import { useNameOf } from '@/utils/localName';
import { failureText } from '@/utils/request';

type StockRow = Awaited<ReturnType<typeof modelApi.stock>>[number];

/** The stock on a location (SKU, name in the user's language, on hand, allocated, picked): loading, error with Retry, none. */
export default function LocationStock({ code }: { code: string }) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  const { data, loading, error, refresh } = useData(['master-location-stock', code], () => modelApi.stock(code));

  if (error)
    return (
      <Alert
        type="error"
        showIcon
        message={t('master.stock.failed', { code })}
        description={failureText(error)}
        action={
          <Button size="small" onClick={refresh} data-testid="location-stock-retry">
            {t('common.retry')}
          </Button>
        }
      />
    );
  if (!loading && data && data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('master.stock.none', { code })} data-testid="location-stock-empty" />;
  return (
    <Table<StockRow>
      size="small"
      rowKey={(r) => r.sku}
      loading={loading}
      dataSource={data}
      pagination={false}
      data-testid="location-stock"
      columns={[
        { title: t('master.stock.sku'), dataIndex: 'sku' },
        { title: t('master.stock.name'), render: (_, r) => nameOf(r) || '—' },
        { title: t('master.stock.onHand'), dataIndex: 'onHand', align: 'right' },
        { title: t('master.stock.allocated'), dataIndex: 'allocated', align: 'right' },
        { title: t('master.stock.picked'), dataIndex: 'picked', align: 'right' },
      ]}
    />
  );
}
