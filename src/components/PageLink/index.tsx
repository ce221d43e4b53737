import { history } from '@umijs/max';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { afterRouteQueries } from '@/query/routeQueries';

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The console path, with its query if any. */
  to: string;
  /** Told of every click on the link (a handheld's menu folds its drawer). */
  onNavigate?: () => void;
}

/** A click the page handles (not one that opens a new tab or window). */
export const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;

/** Counts the clicks on page links: a navigation that waited for its data is dropped if another link was clicked meanwhile. */
let clicks = 0;

/**
 * A link to a console page that does not read the router's location (react-router's Link renders
 * again on every navigation). A plain click navigates once the route's first data is in (at most
 * ROUTE_DATA_WAIT_MS, src/query/routeQueries): the page renders once, with its rows; a later click wins.
 */
export default function PageLink({ to, onNavigate, onClick, ...rest }: PageLinkProps) {
  const navigate = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    onNavigate?.();
    if (e.defaultPrevented || !isPlainClick(e)) return;
    e.preventDefault();
    if (`${window.location.pathname}${window.location.search}` === to) {
      history.replace(to);
      return;
    }
    const url = new URL(to, window.location.href);
    // a link with a query opens its page filtered: no first data was started for it
    const ready = url.search ? undefined : afterRouteQueries(url.pathname);
    const click = ++clicks;
    if (!ready) {
      history.push(to);
      return;
    }
    const from = window.location.href;
    void ready.then(() => {
      if (click === clicks && window.location.href === from) history.push(to);
    });
  };
  return <a href={to} onClick={navigate} {...rest} />;
}
