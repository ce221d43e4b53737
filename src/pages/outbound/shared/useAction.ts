import { App } from 'antd';
import { useCallback, useState } from 'react';
import { errorText } from './format';

/**
 * A server action behind a button: `busy` while it runs, its result as a success message and any
 * error (the server's text, in the current language) as an error message. Resolves with the result,
 * or undefined when it failed.
 */
export function useAction() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(action: () => Promise<T>, doneText: (result: T) => string): Promise<T | undefined> => {
      setBusy(true);
      try {
        const result = await action();
        message.success(doneText(result));
        return result;
      } catch (e) {
        message.error(errorText(e));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [message],
  );
  return { busy, run };
}
