import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n';
import { SUPPORTED_LANGS, type Lang } from '@/i18n/detect';

/** The language menu of the header and the login page. */
export default function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Lang;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: SUPPORTED_LANGS.map((lng) => ({ key: lng, label: t(`lang.${lng}`) })),
        onClick: ({ key }) => changeLanguage(key as Lang),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('header.language')} data-testid="lang-switch">
        {t(`lang.${current}`)}
      </Button>
    </Dropdown>
  );
}
