import { App } from 'antd';
import { useEffect } from 'react';
import { registerFeedback } from '@/utils/feedback';

/** Lends the App context's message/modal to non-React code (see utils/feedback). */
export default function FeedbackHolder() {
  const feedback = App.useApp();
  useEffect(() => registerFeedback(feedback), [feedback]);
  return null;
}
