import {
  buildPermissionTree,
  checkedKeysToIds,
  clearAll,
  conduct,
  filterTree,
  flattenTree,
  idsToCheckState,
  parentKeys,
  selectAll,
  stateToIds,
  toggle,
} from './permissionTree';
import { canOpenPath } from './menu';
import { flattenMenu, type MenuItem } from '@/domain/menu';

const sample: MenuItem[] = [
  { key: 'home', path: '/home', label: 'menu.home', id: '1' },
  {
    key: 'out', path: '/out', label: 'menu.out',
    children: [
      {
        key: 'b2c', path: 'b2c', label: 'menu.b2c',
        children: [
          { key: 'order', path: '', label: 'menu.order', id: '10' },
          { key: 'pick', path: 'pick', label: 'menu.pick', id: '11' },
        ],
      },
      { key: 'destroy', label: 'menu.destroy', id: '12' },
    ],
  },
  { key: 'div', label: 'menu.div', divider: true },
  {
    key: 'product', path: '/product', label: 'menu.product', id: '20',
    children: [
      { key: 'barcode', path: '', label: 'menu.barcode', id: '21' },
      { key: 'pin', label: 'menu.pin', id: '22' },
    ],
  },
];
const tree = buildPermissionTree('warehouse', sample);
const sorted = (a: string[]) => [...a].sort();

describe('buildPermissionTree', () => {
  it('keeps the menu shape, keys are ids or stable group keys, dividers left out', () => {
    expect(tree.map((n) => n.key)).toEqual(['1', 'group:warehouse:out', '20']);
    expect(tree[1].children!.map((n) => n.key)).toEqual(['group:warehouse:out/b2c', '12']);
    expect(tree[1].children![0].children!.map((n) => n.label)).toEqual(['menu.order', 'menu.pick']);
    expect(tree[1].children![0].parents).toEqual(['menu.out']);
    expect(parentKeys(tree)).toEqual(['group:warehouse:out', 'group:warehouse:out/b2c', '20']);
  });

  it('covers every id of the real menu sets exactly once', () => {
    for (const set of ['warehouse', 'system'] as const) {
      const real = buildPermissionTree(set);
      const ids = flattenTree(real).flatMap((n) => (n.menuId ? [n.menuId] : []));
      expect(sorted(ids)).toEqual(sorted(flattenMenu(set).flatMap((e) => (e.id ? [e.id] : []))));
      const keys = flattenTree(real).map((n) => n.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('ids ↔ checked keys', () => {
  it('checks held leaves; a group whose children are all held is checked, partly held is half-checked', () => {
    const s = idsToCheckState(tree, ['1', '10', '11']);
    expect(sorted(s.checked)).toEqual(sorted(['1', '10', '11', 'group:warehouse:out/b2c']));
    expect(s.halfChecked).toEqual(['group:warehouse:out']);
  });

  it('a parent id held with some of its children shows half-checked and is saved with them', () => {
    const s = idsToCheckState(tree, ['20', '21']);
    expect(s.checked).toEqual(['21']);
    expect(s.halfChecked).toEqual(['20']);
    expect(checkedKeysToIds(tree, s.checked)).toEqual(['21']);
    expect(stateToIds(tree, s)).toEqual(['20', '21']);
  });

  it('checking one page of a group with an id saves the group id too (the access rule needs both)', () => {
    const s = toggle(tree, clearAll(), '22', true);
    expect(s.halfChecked).toEqual(['20']);
    expect(stateToIds(tree, s)).toEqual(['20', '22']);
    // Unchecking the last page leaves no group id behind.
    expect(stateToIds(tree, toggle(tree, s, '22', false))).toEqual([]);
  });

  it('on the real warehouse menu a role given one relocate page can open it', () => {
    const real = buildPermissionTree('warehouse');
    const ids = stateToIds(real, toggle(real, clearAll(), '437', true));
    expect(ids).toEqual(['433', '434', '437']);
    expect(canOpenPath(new Set(ids), '/relocate/emergency/relocatePutaway')).toBe(true);
  });

  it('a parent id whose children are all checked is checked and saved', () => {
    const s = idsToCheckState(tree, ['21', '22']);
    expect(sorted(s.checked)).toEqual(['20', '21', '22']);
    expect(checkedKeysToIds(tree, s.checked)).toEqual(['20', '21', '22']);
  });

  it('saves only menu ids, never keys of groups without an id, in menu order', () => {
    const s = idsToCheckState(tree, ['12', '10', '11', '1']);
    expect(s.checked).toContain('group:warehouse:out');
    expect(checkedKeysToIds(tree, [...s.checked, ...s.halfChecked])).toEqual(['1', '10', '11', '12']);
    expect(stateToIds(tree, s)).toEqual(['1', '10', '11', '12']);
    expect(stateToIds(tree, idsToCheckState(tree, ['10']))).toEqual(['10']);
  });

  it('round-trips a role of leaf ids', () => {
    const ids = ['1', '11', '22'];
    expect(checkedKeysToIds(tree, idsToCheckState(tree, ids).checked)).toEqual(ids);
  });

  it('ignores ids that are not in the tree', () => {
    expect(idsToCheckState(tree, ['999']).checked).toEqual([]);
  });
});

describe('toggle, select all, clear', () => {
  it('checking a group checks everything below; parents follow', () => {
    let s = toggle(tree, clearAll(), 'group:warehouse:out/b2c', true);
    expect(sorted(s.checked)).toEqual(sorted(['10', '11', 'group:warehouse:out/b2c']));
    expect(s.halfChecked).toEqual(['group:warehouse:out']);
    s = toggle(tree, s, '12', true);
    expect(s.checked).toContain('group:warehouse:out');
    expect(s.halfChecked).toEqual([]);
  });

  it('unchecking a leaf turns its checked ancestors half-checked', () => {
    let s = selectAll(tree);
    expect(checkedKeysToIds(tree, s.checked)).toEqual(['1', '10', '11', '12', '20', '21', '22']);
    s = toggle(tree, s, '10', false);
    expect(s.checked).not.toContain('group:warehouse:out/b2c');
    expect(sorted(s.halfChecked)).toEqual(sorted(['group:warehouse:out', 'group:warehouse:out/b2c']));
    s = toggle(tree, s, 'group:warehouse:out', false);
    expect(s.halfChecked).toEqual([]);
    expect(checkedKeysToIds(tree, s.checked)).toEqual(['1', '20', '21', '22']);
  });

  it('conduct with nothing checked has nothing checked or half-checked', () => {
    expect(conduct(tree, new Set())).toEqual({ checked: [], halfChecked: [] });
  });
});

describe('filterTree', () => {
  const labels: Record<string, string> = { 'menu.pick': 'Pick list', 'menu.product': 'Products', 'menu.barcode': 'Barcodes' };
  const t = (k: string) => labels[k] ?? k;

  it('keeps matches with their ancestors, by translated label or id', () => {
    const f = filterTree(tree, 'pick', t);
    expect(f.map((n) => n.key)).toEqual(['group:warehouse:out']);
    expect(f[0].children!.map((n) => n.key)).toEqual(['group:warehouse:out/b2c']);
    expect(f[0].children![0].children!.map((n) => n.key)).toEqual(['11']);
    expect(filterTree(tree, '22', t)[0].children!.map((n) => n.key)).toEqual(['22']);
  });

  it('keeps the whole subtree of a matching group; empty text keeps everything', () => {
    expect(filterTree(tree, 'products', t)[0].children).toHaveLength(2);
    expect(filterTree(tree, '  ', t)).toBe(tree);
    expect(filterTree(tree, 'nothing-like-this', t)).toEqual([]);
  });
});
