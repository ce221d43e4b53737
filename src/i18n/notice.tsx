import { useTranslation } from 'react-i18next';
import { requireFeedback, type Feedback } from '@/utils/feedback';
import { missingTranslationFiles, subscribeTranslationFiles } from './backend';
import { LOGIN_NS } from './namespaces';

const NOTICE_KEY = 'i18n-unavailable';

/** In the current language, also after a switch. */
function NoticeText() {
  const { t } = useTranslation(LOGIN_NS);
  return <span data-testid="i18n-notice">{t('i18n.notice.unavailable')}</span>;
}

/**
 * While a language file stays missing after its background retries started (i18n/backend), a
 * notice says the texts shown are the built-in copy; it goes once the file has loaded.
 */
export function watchTranslationFiles(): () => void {
  let shownWith: Feedback | undefined;
  let asking = false;
  const update = () => {
    const isMissing = missingTranslationFiles().length > 0;
    if (!isMissing) {
      shownWith?.notification.destroy(NOTICE_KEY);
      shownWith = undefined;
      return;
    }
    if (shownWith || asking) return;
    asking = true;
    requireFeedback().then((feedback) => {
      asking = false;
      if (!feedback || !missingTranslationFiles().length) return;
      shownWith = feedback;
      feedback.notification.warning({ key: NOTICE_KEY, message: <NoticeText />, duration: 0, placement: 'bottomRight' });
    });
  };
  return subscribeTranslationFiles(update);
}
