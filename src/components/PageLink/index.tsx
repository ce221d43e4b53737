import { history } from '@umijs/max';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The console path, with its query if any. */
  to: string;
  /** Told of every click on the link (a handheld's menu folds its drawer). */
  onNavigate?: () => void;
}

/**
 * A link to a console page that does not read the router's location. react-router's Link does (to
 * resolve relative paths), so every link on screen rendered again on every navigation: the side
 * menu's ~60 on each route switch, and with them a list's row links (docs/benchmarks.md). A plain
 * click navigates in the page (the open page again replaces its history entry, as Link does); a
 * click with a modifier or another button is left to the browser (a new tab or window).
 */
export default function PageLink({ to, onNavigate, onClick, ...rest }: PageLinkProps) {
  const navigate = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    onNavigate?.();
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    if (`${window.location.pathname}${window.location.search}` === to) history.replace(to);
    else history.push(to);
  };
  return <a href={to} onClick={navigate} {...rest} />;
}
