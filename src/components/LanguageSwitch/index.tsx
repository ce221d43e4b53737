import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n';
import { LOGIN_NS } from '@/i18n/namespaces';
import LanguageSwitchView from './View';

/**
 * The language switch of the header and the login page: two plain buttons, the current one
 * pressed, looking like antd's small Segmented, whose code would weigh on every first load.
 */
export default function LanguageSwitch() {
  const { t, i18n } = useTranslation(LOGIN_NS);
  return <LanguageSwitchView t={t} current={i18n.language} onPick={changeLanguage} />;
}
