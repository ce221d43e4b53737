import { useState, type ReactNode } from 'react';

/**
 * Renders its children from the first time `open` is true on, and keeps them (a closing animation
 * still plays): a dialog or drawer nobody has opened yet costs a page nothing on its first render
 * (antd generates a component's styles when it first renders, open or not).
 */
export default function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <>{children}</> : null;
}
