import type { App } from 'antd';

export type Feedback = ReturnType<typeof App.useApp>;

/**
 * The antd App context's message/modal/notification, captured by <FeedbackHolder/> inside
 * <App>, so code outside React (the request module) shows dialogs that follow theme and locale.
 */
let holder: Feedback | undefined;

export const setFeedback = (value: Feedback | undefined) => {
  holder = value;
};
export const getFeedback = () => holder;
