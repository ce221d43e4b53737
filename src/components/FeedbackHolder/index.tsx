import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from '@/utils/feedback';

/** Lends the App context's message/modal to non-React code (see utils/feedback). */
export default function FeedbackHolder() {
  const feedback = App.useApp();
  useEffect(() => {
    setFeedback(feedback);
    return () => setFeedback(undefined);
  }, [feedback]);
  return null;
}
