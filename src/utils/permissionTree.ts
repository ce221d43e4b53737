import { menuSets, type MenuItem, type MenuSet } from '@/domain/menu';

/**
 * The permission editor's tree (menu ids as keys): checks cascade down, parents follow their
 * children (all: checked, some: half). Saving keeps half-checked groups' ids, since the access rule
 * needs a page's id and every group's above it (src/utils/permission.ts).
 */

export interface PermissionNode {
  key: string;
  /** Translation key of the label. */
  label: string;
  menuId?: string;
  /** Labels of the ancestors, outermost first (for search). */
  parents: string[];
  children?: PermissionNode[];
}

export interface CheckState {
  checked: string[];
  halfChecked: string[];
}

export function buildPermissionTree(set: MenuSet, items: MenuItem[] = menuSets[set], keyPath: string[] = [], parents: string[] = []): PermissionNode[] {
  const out: PermissionNode[] = [];
  for (const item of items) {
    if (item.divider) continue;
    const path = [...keyPath, item.key];
    const node: PermissionNode = { key: item.id ?? `group:${set}:${path.join('/')}`, label: item.label, menuId: item.id, parents };
    if (item.children?.length) node.children = buildPermissionTree(set, item.children, path, [...parents, item.label]);
    out.push(node);
  }
  return out;
}

/** Every node, depth first (parents before children). */
export function flattenTree(tree: PermissionNode[]): PermissionNode[] {
  return tree.flatMap((n) => [n, ...(n.children ? flattenTree(n.children) : [])]);
}

export const allKeys = (tree: PermissionNode[]) => flattenTree(tree).map((n) => n.key);
/** Keys of the nodes that have children (for "expand all"). */
export const parentKeys = (tree: PermissionNode[]) => flattenTree(tree).filter((n) => n.children?.length).map((n) => n.key);

/**
 * The check state that follows from the checked leaves: a parent is checked when all its
 * children are checked, half-checked when any child is checked or half-checked.
 */
export function conduct(tree: PermissionNode[], checkedLeaves: ReadonlySet<string>): CheckState {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  const visit = (node: PermissionNode): 'all' | 'some' | 'none' => {
    if (!node.children?.length) {
      if (checkedLeaves.has(node.key)) {
        checked.push(node.key);
        return 'all';
      }
      return 'none';
    }
    const states = node.children.map(visit);
    if (states.every((s) => s === 'all')) {
      checked.push(node.key);
      return 'all';
    }
    if (states.some((s) => s !== 'none')) {
      halfChecked.push(node.key);
      return 'some';
    }
    return 'none';
  };
  tree.forEach(visit);
  return { checked, halfChecked };
}

const leavesOf = (node: PermissionNode): PermissionNode[] => (node.children?.length ? node.children.flatMap(leavesOf) : [node]);

/** The check state of a role's ids (see the rules above). */
export function idsToCheckState(tree: PermissionNode[], ids: Iterable<string>): CheckState {
  const held = new Set(ids);
  const leaves = flattenTree(tree).filter((n) => !n.children?.length && n.menuId && held.has(n.menuId));
  return conduct(tree, new Set(leaves.map((n) => n.key)));
}

/** The menu ids among `checkedKeys`, in menu order. */
export function checkedKeysToIds(tree: PermissionNode[], checkedKeys: Iterable<string>): string[] {
  const checked = new Set(checkedKeys);
  return flattenTree(tree)
    .filter((n) => n.menuId && checked.has(n.key))
    .map((n) => n.menuId!);
}

/**
 * What a role saves for a check state: the checked menu ids and the ids of the groups with
 * something checked below them (half-checked), in menu order.
 */
export const stateToIds = (tree: PermissionNode[], state: CheckState): string[] => checkedKeysToIds(tree, [...state.checked, ...state.halfChecked]);

/** Checks (or unchecks) a node and everything below it; parents follow. */
export function toggle(tree: PermissionNode[], state: CheckState, key: string, check: boolean): CheckState {
  const node = flattenTree(tree).find((n) => n.key === key);
  const checkedLeaves = new Set(
    flattenTree(tree)
      .filter((n) => !n.children?.length && state.checked.includes(n.key))
      .map((n) => n.key),
  );
  if (node) {
    for (const leaf of leavesOf(node)) {
      if (check) checkedLeaves.add(leaf.key);
      else checkedLeaves.delete(leaf.key);
    }
  }
  return conduct(tree, checkedLeaves);
}

export const selectAll = (tree: PermissionNode[]): CheckState => conduct(tree, new Set(flattenTree(tree).filter((n) => !n.children?.length).map((n) => n.key)));
export const clearAll = (): CheckState => ({ checked: [], halfChecked: [] });

/**
 * The part of the tree that matches a search: nodes whose label (as `translate` renders it) or
 * menu id contains the text, with their ancestors; below a matching node everything stays.
 */
export function filterTree(tree: PermissionNode[], text: string, translate: (key: string) => string): PermissionNode[] {
  const q = text.trim().toLowerCase();
  if (!q) return tree;
  const matches = (n: PermissionNode) => translate(n.label).toLowerCase().includes(q) || (!!n.menuId && n.menuId.includes(q));
  const out: PermissionNode[] = [];
  for (const node of tree) {
    if (matches(node)) {
      out.push(node);
      continue;
    }
    const children = node.children ? filterTree(node.children, text, translate) : [];
    if (children.length) out.push({ ...node, children });
  }
  return out;
}
