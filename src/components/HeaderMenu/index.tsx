import type { DropdownProps } from 'antd';
import { cloneElement, useEffect, useRef, useState, type ReactElement } from 'react';
import { onIntent } from '@/utils/idle';

type DropdownModule = typeof import('antd/es/dropdown');
let loaded: DropdownModule | undefined;
let loading: Promise<DropdownModule> | undefined;
const loadDropdown = () => (loading ??= import('antd/es/dropdown').then((m) => (loaded = m)));

type Props = Omit<DropdownProps, 'open' | 'onOpenChange' | 'trigger'> & { children: ReactElement };

/**
 * antd's Dropdown on click, for the header's menus: they are the first page's only menus, so its
 * code (with rc-menu's) loads at the user's first move or key, not with the page.
 */
export default function HeaderMenu({ children, ...props }: Props) {
  const [dropdown, setDropdown] = useState(loaded);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);
  const pressEnd = useRef<Promise<void>>();
  // The trigger is drawn anew inside the Dropdown: between a press's down and up that would lose
  // its click, so the code that arrives then is taken once the click has been dispatched.
  const adopt = (m: DropdownModule) => (pressEnd.current ?? Promise.resolve()).then(() => setDropdown(() => m));

  useEffect(() => {
    if (dropdown) return undefined;
    let live = true;
    const take = () =>
      loadDropdown().then((m) => {
        if (live) void adopt(m);
      });
    const stop = onIntent(take);
    return () => {
      live = false;
      stop();
    };
  }, [dropdown]);

  // The trigger is drawn anew inside the Dropdown once its code is there: it keeps the focus.
  useEffect(() => {
    if (dropdown && hadFocus.current) trigger.current?.focus();
  }, [dropdown]);

  if (!dropdown) {
    return cloneElement(children, {
      ref: trigger,
      onPointerDown: () => {
        pressEnd.current = new Promise((resolve) => {
          const end = () => {
            window.removeEventListener('pointerup', end, true);
            window.removeEventListener('pointercancel', end, true);
            setTimeout(resolve); // the click comes in the same input event as the pointerup
          };
          window.addEventListener('pointerup', end, true);
          window.addEventListener('pointercancel', end, true);
        });
      },
      onClick: () => {
        hadFocus.current = document.activeElement === trigger.current;
        setOpen(true);
        loadDropdown().then(adopt);
      },
    });
  }
  const Dropdown = dropdown.default;
  return (
    <Dropdown {...props} trigger={['click']} open={open} onOpenChange={setOpen}>
      {cloneElement(children, { ref: trigger })}
    </Dropdown>
  );
}
