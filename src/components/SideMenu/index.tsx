import { history } from '@umijs/max';
import { useMemoizedFn } from 'ahooks';
import { memo, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import PageLink, { isPlainClick } from '@/components/PageLink';
import { THEME } from '@/theme';
import './sideMenu.less';

/** A menu entry as the layout builds it (utils/menu, with its icon element). */
export interface SideMenuEntry {
  key: string;
  path: string;
  /** Translation key of the label. */
  locale: string;
  icon?: ReactNode;
  divider?: boolean;
  children?: SideMenuEntry[];
}

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The groups leading to `pathname`, outermost first: those around the entry whose path is
 * `pathname`, else around the deepest entry whose path is a parent path of it (a detail page), that
 * entry included if it is a group.
 */
export function groupsOf(items: SideMenuEntry[], pathname: string): string[] {
  let best: { depth: number; chain: string[] } | undefined;
  const walk = (entries: SideMenuEntry[], chain: string[]) => {
    for (const entry of entries) {
      if (entry.divider) continue;
      const inside = entry.children ? [...chain, entry.key] : chain;
      if (isUnder(pathname, entry.path)) {
        const depth = entry.path.length + (entry.children ? 0 : 0.5); // a page before its group at the same path
        if (!best || depth > best.depth) best = { depth, chain: inside };
      }
      if (entry.children) walk(entry.children, inside);
    }
  };
  walk(items, []);
  return best?.chain ?? [];
}

/** The theme's primary colour for the stylesheet (the page's areas, the focus ring). */
const ACCENT = { '--wms-side-menu-accent': THEME.token.colorPrimary } as CSSProperties;

const union = (keys: string[], more: string[]) => {
  const missing = more.filter((k) => !keys.includes(k));
  return missing.length ? [...keys, ...missing] : keys;
};

interface EntryProps {
  entry: SideMenuEntry;
  t: (key: string) => string;
  level: number;
  /** The open page's path where this entry leads to it (the page itself, or a group of the page's chain), else ''. */
  pathname: string;
  /** The open areas (groups only: a link does not render again when an area opens). */
  open?: string[];
  /** The page's chain of groups where this entry is in it, else NO_GROUPS. */
  active: string[];
  /** The path of the entry just clicked, whose page is waiting for its data (components/PageLink), where this entry leads to it, else ''. */
  going: string;
  onToggle: (key: string) => void;
  onGo: (path: string, e: MouseEvent<HTMLAnchorElement>) => void;
  onNavigate?: () => void;
}

const NO_GROUPS: string[] = [];

/**
 * An entry gets the open page's path and chain only where it is on the way to the page, so a
 * navigation renders (they are memoized) only the entries it leaves and reaches, not all ~70.
 */
function childProps(entry: SideMenuEntry, pathname: string, active: string[], open: string[], going: string) {
  const onTheWay = entry.children ? active.includes(entry.key) : entry.path === pathname;
  return {
    ...(onTheWay ? { pathname, active } : { pathname: '', active: NO_GROUPS }),
    open: entry.children ? open : undefined,
    // a group on the way to the clicked entry passes it on; a link only when it is that entry (memoized: the others stay as they are)
    going: going && (entry.children ? isUnder(going, entry.path) : entry.path === going) ? going : '',
  };
}

const Entry = memo(function MenuEntry({ entry, t, level, pathname, open, active, going, onToggle, onGo, onNavigate }: EntryProps) {
  const label = t(entry.locale);
  if (entry.divider) {
    return (
      <li className="wms-side-menu-divider">
        <hr aria-label={label} />
      </li>
    );
  }
  const indent = { paddingInlineStart: 16 * (level + 1) };
  const content = (
    <>
      {entry.icon && <span className="wms-side-menu-icon">{entry.icon}</span>}
      <span className="wms-side-menu-label">{label}</span>
    </>
  );
  if (!entry.children) {
    const selected = entry.path === pathname;
    return (
      <li>
        <PageLink
          to={entry.path}
          className={going === entry.path && !selected ? 'wms-side-menu-item wms-side-menu-going' : 'wms-side-menu-item'}
          aria-current={selected ? 'page' : undefined}
          style={indent}
          onClick={(e) => onGo(entry.path, e)}
          onNavigate={onNavigate}
        >
          {content}
        </PageLink>
      </li>
    );
  }
  const expanded = !!open?.includes(entry.key);
  const listId = `side-menu-${entry.key.replace(/[^\w-]/g, '_')}`;
  return (
    <li>
      <button
        type="button"
        className={`wms-side-menu-item wms-side-menu-group${active.includes(entry.key) ? ' wms-side-menu-active' : ''}`}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        data-menu-key={entry.key}
        style={indent}
        onClick={() => onToggle(entry.key)}
      >
        {content}
        <span className="wms-side-menu-arrow" aria-hidden />
      </button>
      {expanded && (
        <ul id={listId} className={level === 0 && entry.icon ? 'wms-side-menu-sub wms-side-menu-sub-inset' : 'wms-side-menu-sub'}>
          {entry.children.map((child) => (
            <Entry key={child.key} entry={child} t={t} level={level + 1} onToggle={onToggle} onGo={onGo} onNavigate={onNavigate} {...childProps(child, pathname, active, open ?? NO_GROUPS, going)} />
          ))}
        </ul>
      )}
    </li>
  );
});

interface FoldedProps extends Omit<EntryProps, 'level' | 'open' | 'going'> {
  open: string[];
  going: string;
  /** The area whose flyout is shown, and what shows or hides one. */
  shown: boolean;
  onShow: (key: string | undefined) => void;
}

/** A folded sider's top-level icon (named by aria-label and title); an area's opens its entries beside
 *  it as the open menu draws them (click, Enter, Space or → opens; Esc or ← closes, back to the icon). */
function FoldedEntry({ entry, t, pathname, open, active, going, onToggle, onGo, onNavigate, shown, onShow }: FoldedProps) {
  const label = t(entry.locale);
  const button = useRef<HTMLButtonElement>(null);
  const flyout = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState<{ top: number; left: number }>();
  useEffect(() => {
    if (!shown) return undefined;
    const box = button.current?.getBoundingClientRect();
    if (box) setAt({ top: box.top, left: box.right + 4 });
    const outside = (e: globalThis.MouseEvent) => {
      if (!flyout.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) onShow(undefined);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [shown, onShow]);
  // the first entry takes the focus as the flyout opens (from the keyboard or a click)
  useEffect(() => {
    if (shown && at) flyout.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [shown, at]);
  if (entry.divider) {
    return (
      <li className="wms-side-menu-divider">
        <hr aria-label={label} />
      </li>
    );
  }
  const icon = <span className="wms-side-menu-icon">{entry.icon}</span>;
  if (!entry.children) {
    return (
      <li>
        <PageLink to={entry.path} className="wms-side-menu-item" aria-current={entry.path === pathname ? 'page' : undefined} aria-label={label} title={label} onClick={(e) => onGo(entry.path, e)} onNavigate={onNavigate}>
          {icon}
        </PageLink>
      </li>
    );
  }
  const listId = `side-menu-flyout-${entry.key.replace(/[^\w-]/g, '_')}`;
  const close = () => {
    onShow(undefined);
    button.current?.focus();
  };
  const onFlyoutKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' || (e.key === 'ArrowLeft' && (e.target as HTMLElement).closest('ul')?.parentElement === flyout.current)) {
      e.preventDefault();
      close();
    }
  };
  return (
    <li>
      <button
        ref={button}
        type="button"
        className={`wms-side-menu-item wms-side-menu-group${active.includes(entry.key) ? ' wms-side-menu-active' : ''}`}
        aria-label={label}
        title={label}
        aria-haspopup="true"
        aria-expanded={shown}
        aria-controls={shown ? listId : undefined}
        data-menu-key={entry.key}
        onClick={() => onShow(shown ? undefined : entry.key)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') {
            e.preventDefault();
            onShow(entry.key);
          }
        }}
      >
        {icon}
      </button>
      {shown &&
        createPortal(
          <div ref={flyout} id={listId} role="group" aria-label={label} className="wms-side-menu wms-side-menu-flyout" style={{ ...ACCENT, ...at, visibility: at ? undefined : 'hidden' }} onKeyDown={onFlyoutKey}>
            <div className="wms-side-menu-flyout-title">{label}</div>
            <ul>
              {entry.children.map((child) => (
                <Entry key={child.key} entry={child} t={t} level={0} onToggle={onToggle} onGo={onGo} onNavigate={onNavigate} {...childProps(child, pathname, active, open, going)} />
              ))}
            </ul>
          </div>,
          document.body,
        )}
    </li>
  );
}

/** Navigations so far (push, replace, Back), also those the menu was never drawn for. */
let navigations = 0;
const navigationListeners = new Set<() => void>();
let listening = false;
function onNavigation(listener: () => void) {
  if (!listening) {
    listening = true;
    history.listen(() => {
      navigations += 1;
      navigationListeners.forEach((l) => l());
    });
  }
  navigationListeners.add(listener);
  return () => {
    navigationListeners.delete(listener);
  };
}
const navigationCount = () => navigations;

/** The sider's menu, open or folded: a nav of links instead of antd's Menu (whose per-entry work dominated
 *  the first render); navigating opens the page's areas in the same render and keeps those the user opened. */
export default function SideMenu({ items, pathname, collapsed, onNavigate }: { items: SideMenuEntry[]; pathname: string; collapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const chain = groupsOf(items, pathname);
  const activeKey = chain.join('\n');
  // The same array while the chain is the same: the entries on it are memoized.
  const active = useMemo(() => chain, [activeKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const [open, setOpen] = useState(active);
  // Each arrival at a page opens its areas, also one back where the menu was (a quick Back before
  // the page left was drawn); a navigation whose path the layout has not passed yet waits for it.
  const navs = useSyncExternalStore(onNavigation, navigationCount, navigationCount);
  const [openedFor, setOpenedFor] = useState(`${navs}|${activeKey}`);
  const arrival = history.location.pathname === pathname ? `${navs}|${activeKey}` : openedFor;
  // the folded sider's area whose entries are shown beside it; a navigation closes it
  const [flyout, setFlyout] = useState<{ key: string; at: string }>();
  const showFlyout = useMemoizedFn((key: string | undefined) => setFlyout(key ? { key, at: pathname } : undefined));
  if (openedFor !== arrival) {
    setOpenedFor(arrival);
    setOpen(union(open, active));
  }
  // One function while a handler is given (the layout makes a new one every render on a handheld).
  const navigate = useMemoizedFn(() => onNavigate?.());
  const onToggle = useCallback((key: string) => setOpen((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key])), []);
  // The entry clicked shows as chosen at once, while its page waits for its data (PageLink): until the navigation.
  const [clicked, setClicked] = useState<{ path: string; from: string; at: number }>();
  // chosen until the layout draws the page, unless the user went elsewhere meanwhile (Back)
  const going = clicked && clicked.from === pathname && (clicked.at === navs || history.location.pathname === clicked.path) ? clicked.path : '';
  const onGo = useMemoizedFn((path: string, e: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainClick(e) && path !== pathname) setClicked({ path, from: pathname, at: navs });
  });
  const shownKey = collapsed && flyout?.at === pathname ? flyout.key : undefined;
  return (
    <nav className={collapsed ? 'wms-side-menu wms-side-menu-folded' : 'wms-side-menu'} aria-label={t('menu.sideNav')} style={ACCENT}>
      <ul>
        {items.map((entry) =>
          collapsed ? (
            <FoldedEntry key={entry.key} entry={entry} t={t} onToggle={onToggle} onGo={onGo} onNavigate={onNavigate && navigate} pathname={pathname} active={active} open={open} going={going} shown={shownKey === entry.key} onShow={showFlyout} />
          ) : (
            <Entry key={entry.key} entry={entry} t={t} level={0} onToggle={onToggle} onGo={onGo} onNavigate={onNavigate && navigate} {...childProps(entry, pathname, active, open, going)} />
          ),
        )}
      </ul>
    </nav>
  );
}
