import { Link } from '@umijs/max';
import { Alert, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardAnswer } from '@/services/dashboard';
import styles from './index.less';

/**
 * Tiles the skeleton shows while the figures load, by group: what a manager's full set fills (the
 * mock's answer for admin: B2C, B2B, shipping, inbound, stock, tasks, counts), so the cards below do
 * not move when the figures come (a layout shift). Fewer groups move them up a little.
 */
const SKELETON_GROUPS = [8, 8, 1, 8, 3, 3, 2];

/**
 * The figures of the current warehouse, by group; each a link to the list it counts, filtered.
 * The card keeps its place while they load (a skeleton of tiles), and shows a failure in place.
 */
export default function Figures({ data, error, onRetry }: { data?: DashboardAnswer; error?: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card title={t('home.figures')} data-testid="home-figures" className={styles.figures}>
      {error && !data ? (
        <Alert type="error" showIcon message={error.message} action={<a onClick={onRetry}>{t('common.retry')}</a>} />
      ) : !data ? (
        SKELETON_GROUPS.map((n, g) => (
          <section key={g} className={styles.group} aria-hidden>
            <Skeleton.Input active size="small" />
            <div className={styles.tiles}>
              {Array.from({ length: n }, (_, i) => (
                <Skeleton.Button key={i} active block className={styles.tileSkeleton} />
              ))}
            </div>
          </section>
        ))
      ) : (
        data.groups.map((group) => (
          <section key={group.key} className={styles.group} aria-labelledby={`figures-${group.key}`}>
            <h3 id={`figures-${group.key}`} className={styles.groupTitle}>
              {group.label}
            </h3>
            <div className={styles.tiles}>
              {data.figures
                .filter((f) => f.group === group.key)
                .map((f) => (
                  <Link key={f.key} to={f.link} className={styles.tile} data-testid={`figure-${f.key}`}>
                    <span className={f.alert && f.value > 0 ? `${styles.value} ${styles.alert}` : styles.value} data-testid={`figure-value-${f.key}`}>
                      {f.value}
                    </span>
                    <span className={styles.label}>{f.label}</span>
                  </Link>
                ))}
            </div>
          </section>
        ))
      )}
    </Card>
  );
}
