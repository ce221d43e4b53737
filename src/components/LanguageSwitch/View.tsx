import { SUPPORTED_LANGS, type Lang } from '@/i18n/detect';

/** Each language's name, written in that language. */
export const LANG_NAME_KEYS = { zh: 'lang.zh', en: 'lang.en' } as const satisfies Record<Lang, string>;

/** Global class names (src/global.less): the login page's HTML copy shows the switch before any chunk loads. */
export const LANG_SWITCH_CLASSES = { switch: 'wms-lang-switch', current: 'wms-lang-current' } as const;

/** The switch's markup: both languages side by side, the current one pressed. */
export default function LanguageSwitchView({ t, current, onPick }: { t: (key: string) => string; current: string; onPick?: (lng: Lang) => void }) {
  return (
    <div role="group" aria-label={t('header.language')} className={LANG_SWITCH_CLASSES.switch} data-testid="lang-switch">
      {SUPPORTED_LANGS.map((lng) => {
        const pressed = current === lng;
        return (
          <button key={lng} type="button" lang={lng} aria-pressed={pressed} className={pressed ? LANG_SWITCH_CLASSES.current : undefined} onClick={onPick && (() => !pressed && onPick(lng))}>
            {t(LANG_NAME_KEYS[lng])}
          </button>
        );
      })}
    </div>
  );
}
