import { flattenMenu, menuSets, joinPath, type MenuItem, type MenuSet } from '@/domain/menu';
import { pageRoutes } from '../../config/routes';
import { canOpenInSet, canOpenRoute } from './permission';

/** What ProLayout needs of a menu entry (its `route` prop). */
export interface LayoutMenuItem {
  key: string;
  path: string;
  name: string;
  /** Translation key, resolved by ProLayout's formatMessage. */
  locale: string;
  menuId?: string;
  icon?: string;
  isSys?: boolean;
  divider?: boolean;
  children?: LayoutMenuItem[];
}

const pages = pageRoutes();
const pageByPath = new Map(pages.map((p) => [p.path, p]));

/** Whether the user may open the page at `path` (either set's ids on shared routes). */
export function canOpenPath(held: ReadonlySet<string>, path: string): boolean {
  const page = pageByPath.get(path);
  return !!page && canOpenRoute(held, page);
}

/** Whether the user may open the page at `path` through menu set `set`. */
export function canOpenPathInSet(held: ReadonlySet<string>, path: string, set: MenuSet): boolean {
  return canOpenInSet(held, pageByPath.get(path), set);
}

/**
 * The menu of one set as the user may see it: entries they cannot open are left out; a group
 * with an id of its own shows only to holders of that id, and any group only while a child is
 * open; dividers stay only between visible entries.
 */
export function buildMenu(set: MenuSet, held: ReadonlySet<string>, items: MenuItem[] = menuSets[set], parent = ''): LayoutMenuItem[] {
  const out: LayoutMenuItem[] = [];
  for (const item of items) {
    if (item.divider) {
      out.push({ key: `divider:${item.key}`, path: `#divider-${item.key}`, name: item.label, locale: item.label, divider: true });
      continue;
    }
    const path = joinPath(parent, item.path, item.key);
    const base = { path, name: item.label, locale: item.label, menuId: item.id, icon: item.icon, isSys: item.isSys };
    if (item.children?.length) {
      if (item.id && !held.has(item.id)) continue;
      const children = buildMenu(set, held, item.children, path);
      // A group's key must differ from its index page's (both live at the same path).
      if (children.some((c) => !c.divider)) out.push({ ...base, key: `group:${path}`, children });
    } else if (item.id && held.has(item.id)) {
      // The groups above were checked on the way down.
      out.push({ ...base, key: path });
    }
  }
  // No divider at either end or twice in a row.
  return out.filter((entry, i, all) => {
    if (!entry.divider) return true;
    const before = all.slice(0, i).some((e) => !e.divider);
    const after = all.slice(i + 1).some((e) => !e.divider);
    return before && after && !all[i - 1]?.divider;
  });
}

/**
 * May the user open any page of this set? (The menu-set switch leads only where there is
 * something to open: an id of the set alone, or a group id without its pages, is not enough.)
 */
export function holdsAnyOf(set: MenuSet, held: ReadonlySet<string>): boolean {
  return firstPermittedPage(set, held) !== undefined;
}

/** The sets a page belongs to. */
export function setsOfPath(path: string): MenuSet[] {
  const page = pageByPath.get(path);
  return page ? (Object.keys(page.menuIds ?? {}) as MenuSet[]) : [];
}

/**
 * Which menu set to show on `path`. A page of one set shows that set; on a page both sets share
 * the set the user is in stays, unless the user holds nothing of it there.
 */
export function resolveMenuSet(path: string, current: MenuSet, held: ReadonlySet<string>): MenuSet {
  const sets = setsOfPath(path);
  if (!sets.length) return current;
  if (!sets.includes(current)) return sets[0];
  if (sets.length > 1) {
    const page = pageByPath.get(path)!;
    if (!canOpenInSet(held, page, current)) {
      const other = sets.find((s) => s !== current && canOpenInSet(held, page, s));
      if (other) return other;
    }
  }
  return current;
}

/** The first page of a set the user may open, in menu order. */
export function firstPermittedPage(set: MenuSet, held: ReadonlySet<string>): string | undefined {
  return flattenMenu(set).find((e) => e.leaf && e.id && held.has(e.id) && e.groupIds.every((g) => held.has(g)))?.path;
}

/** Where the menu-set switch leads: the set's home page (warehouse: /homepage) if open, else its first open page. */
export function setLandingPage(set: MenuSet, held: ReadonlySet<string>): string | undefined {
  if (set === 'warehouse' && canOpenPathInSet(held, '/homepage', 'warehouse')) return '/homepage';
  return firstPermittedPage(set, held);
}

/** A redirect target is only ever a path inside the console (no other origin, no //host). */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  // Browsers drop tabs and line breaks from URLs: `/\t/evil.example` would become `//evil.example`.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return undefined;
  if (target.startsWith('/login')) return undefined;
  return target;
}

/**
 * The first page after login: the redirect target, else /homepage if permitted, else the first
 * permitted page of the warehouse menu, then of the system menu.
 */
export function landingPage(held: ReadonlySet<string>, redirect?: string | null): string {
  const target = safeRedirect(redirect);
  if (target) return target;
  if (canOpenPath(held, '/homepage')) return '/homepage';
  return firstPermittedPage('warehouse', held) ?? firstPermittedPage('system', held) ?? '/403';
}
