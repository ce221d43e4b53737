import { CloseCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from './index.less';

/**
 * An error box (role="alert") that looks like antd's error Alert: for the login page and the
 * start-up error page, whose code is in the first bundle every visitor loads. antd's Alert (with
 * its motion and close button) would add about 3 kB gzip there for a box shown only on failure.
 */
export default function ErrorNote({ title, children, className, testId }: { title: ReactNode; children?: ReactNode; className?: string; testId?: string }) {
  return (
    <div role="alert" className={[styles.note, className].filter(Boolean).join(' ')} data-testid={testId}>
      <CloseCircleFilled className={styles.icon} aria-hidden />
      <div className={styles.body}>
        <div className={children ? styles.title : undefined}>{title}</div>
        {children && <div className={styles.description}>{children}</div>}
      </div>
    </div>
  );
}
