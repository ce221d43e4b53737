import { cloneElement, isValidElement, useState, type ReactElement, type ReactNode } from 'react';

type BaseMenuProps = {
  matchMenuKeys?: string[];
  openKeys?: string[] | false;
  handleOpenChange?: (keys: string[]) => void;
};

const union = (keys: string[], more: string[]) => {
  const missing = more.filter((k) => !keys.includes(k));
  return missing.length ? [...keys, ...missing] : keys;
};

/**
 * ProLayout's side menu (`menuContentRender`), with its open areas kept here.
 *
 * Why: on every navigation ProLayout's menu copies the page's menu keys (`matchMenuKeys`) into its
 * own state in an effect, which renders the whole menu (several hundred components) a second time,
 * in a task of its own after the new page's first render, ahead of the page's data (`npm run bench`:
 * a list's first visit). Here the menu keeps the keys it was first given, so that effect runs once;
 * the selection comes from the layout's `selectedKeys`, and the open areas from this component,
 * both in the navigation's own render. A page opens its own areas and the areas the user opened
 * stay open (ProLayout's own menu folds all others on every navigation, unless `autoClose: false`,
 * which no longer applies: it acts in that effect).
 */
export default function SideMenu({ menu }: { menu: ReactNode }) {
  const element = isValidElement<BaseMenuProps>(menu) ? menu : undefined;
  const match = element?.props.matchMenuKeys ?? [];
  const [firstMatch] = useState(match);
  const [openKeys, setOpenKeys] = useState(match);
  const [openedFor, setOpenedFor] = useState(match.join('\n'));
  if (openedFor !== match.join('\n')) {
    // Another page: adjusted during this render, so the menu is drawn once, with the page.
    setOpenedFor(match.join('\n'));
    setOpenKeys(union(openKeys, match));
  }
  if (!element) return <>{menu}</>;
  return cloneElement(element as ReactElement<BaseMenuProps>, { matchMenuKeys: firstMatch, openKeys, handleOpenChange: setOpenKeys });
}
