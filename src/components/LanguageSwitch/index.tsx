import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n';
import { SUPPORTED_LANGS, type Lang } from '@/i18n/detect';
import styles from './index.less';

/** Each language's name, written in that language. */
const LANG_NAME_KEYS = { zh: 'lang.zh', en: 'lang.en' } as const satisfies Record<Lang, string>;

/**
 * The language switch of the header and the login page: both languages side by side, the current
 * one pressed. One click, the state visible; two plain buttons in a group that look like antd's
 * small Segmented control, whose code (4 kB gzip, with its motion) would sit in the first bundle
 * every visitor loads (`npm run bench`, issue 22).
 */
export default function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('header.language')} className={styles.switch} data-testid="lang-switch">
      {SUPPORTED_LANGS.map((lng) => {
        const current = i18n.language === lng;
        return (
          <button key={lng} type="button" lang={lng} aria-pressed={current} className={current ? styles.current : undefined} onClick={() => !current && changeLanguage(lng)}>
            {t(LANG_NAME_KEYS[lng])}
          </button>
        );
      })}
    </div>
  );
}
