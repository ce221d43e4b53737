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

  useEffect(() => {
    if (dropdown) return undefined;
    let live = true;
    const take = () => loadDropdown().then((m) => live && setDropdown(() => m));
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
      onClick: () => {
        hadFocus.current = document.activeElement === trigger.current;
        setOpen(true);
        loadDropdown().then((m) => setDropdown(() => m));
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
