import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n';
import { SUPPORTED_LANGS, type Lang } from '@/i18n/detect';

/** Each language's name, written in that language. */
const LANG_NAME_KEYS = { zh: 'lang.zh', en: 'lang.en' } as const satisfies Record<Lang, string>;

/**
 * The language switch of the header and the login page: both languages side by side, the current
 * one selected. A segmented control rather than a dropdown menu: one click, the state is visible,
 * and the login page does not load antd's Menu/Dropdown (~30 kB gzip) for it.
 */
export default function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Lang>
      size="small"
      aria-label={t('header.language')}
      data-testid="lang-switch"
      value={i18n.language as Lang}
      options={SUPPORTED_LANGS.map((lng) => ({ value: lng, label: <span lang={lng}>{t(LANG_NAME_KEYS[lng])}</span> }))}
      onChange={(lng) => changeLanguage(lng)}
    />
  );
}
