import { PageContainer } from '@ant-design/pro-components';
import { Link, useModel } from '@umijs/max';
import { Calendar, Card, Col, Empty, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuIcons } from '@/utils/icons';
import { buildMenu, type LayoutMenuItem } from '@/utils/menu';

const firstLeaf = (item: LayoutMenuItem): LayoutMenuItem | undefined =>
  item.children ? item.children.map(firstLeaf).find(Boolean) : item;

/** The landing page: who and where you are, and the areas you may work in. */
export default function Home() {
  const { t } = useTranslation();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const warehouse = user?.warehouses.find((w) => w.id === initialState?.warehouseId);
  const areas = useMemo(
    () =>
      buildMenu('warehouse', new Set(user?.menuIds ?? []))
        .filter((item) => !item.divider && item.path !== '/homepage')
        .map((item) => ({ item, target: firstLeaf(item) }))
        .filter((a) => a.target),
    [user],
  );

  return (
    <PageContainer
      title={t('home.welcome', { name: user?.name ?? '' })}
      content={warehouse ? t('home.currentWarehouse', { warehouse: `${warehouse.code} · ${warehouse.name}` }) : undefined}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Card title={t('home.quickAccess')}>
            {areas.length === 0 ? (
              <Empty description={t('home.quickAccess.empty')} />
            ) : (
              <Row gutter={[12, 12]}>
                {areas.map(({ item, target }) => (
                  <Col key={item.key} xs={12} md={8}>
                    <Link to={target!.path} data-testid={`quick-${item.path}`}>
                      <Card hoverable size="small">
                        <Typography.Text strong>
                          {item.icon && menuIcons[item.icon]} {t(item.locale)}
                        </Typography.Text>
                      </Card>
                    </Link>
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card title={t('home.calendar')} data-testid="home-calendar">
            <Calendar fullscreen={false} />
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
