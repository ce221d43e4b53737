import { App } from 'antd';
import FeedbackHolder from '.';

/** An antd App (no wrapper element) with a holder, for the root when no layout is mounted. */
export default function RootFeedback() {
  return (
    <App component={false}>
      <FeedbackHolder />
    </App>
  );
}
