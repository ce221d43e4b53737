import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n';
import { LOGIN_NS } from '@/i18n/namespaces';
import LanguageSwitchView from './View';

/**
 * The language switch of the header and the login page: both languages side by side, the current
 * one pressed. One click, the state visible; two plain buttons in a group that look like antd's
 * small Segmented control, whose code (4 kB gzip, with its motion) would sit in the first bundle
 * every visitor loads (`npm run bench`, issue 22).
 */
export default function LanguageSwitch() {
  const { t, i18n } = useTranslation(LOGIN_NS);
  return <LanguageSwitchView t={t} current={i18n.language} onPick={changeLanguage} />;
}
