import { Card } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useTranslation } from 'react-i18next';
import styles from './index.less';

dayjs.extend(localizedFormat);

/**
 * Today's date and this week, in the language's own names and week start (dayjs follows i18n).
 * Lighter than antd's Calendar, which brings the date-picker engine, Select and Radio to the
 * landing page (~34 kB gzip) for a month grid nobody clicks.
 */
export default function TodayCard() {
  const { t, i18n } = useTranslation();
  const today = dayjs().locale(i18n.language === 'zh' ? 'zh-cn' : 'en');
  const weekStart = today.startOf('week');
  const week = Array.from({ length: 7 }, (_, i) => weekStart.add(i, 'day'));
  return (
    <Card title={t('home.today')} data-testid="home-today">
      <div className={styles.today}>
        <div className={styles.day}>{today.format('D')}</div>
        <div>
          <div className={styles.date} data-testid="home-date">
            {today.format('LL')}
          </div>
          <div className={styles.weekday}>{today.format('dddd')}</div>
        </div>
      </div>
      <ol className={styles.week} aria-label={t('home.thisWeek')}>
        {week.map((d) => (
          <li key={d.valueOf()} className={d.isSame(today, 'day') ? styles.current : undefined} aria-current={d.isSame(today, 'day') ? 'date' : undefined}>
            <span>{d.format('dd')}</span>
            <b>{d.format('D')}</b>
          </li>
        ))}
      </ol>
    </Card>
  );
}
