import type { ProColumns } from '@ant-design/pro-components';

/** Per column (its place and key in the declaration): the columns' generation each record's cell last rendered in. */
export type RenderedCells = Map<string, WeakMap<object, object>>;

const NO_CELL_PROPS = {};

/**
 * The columns with rc-table's `shouldCellUpdate`: a row's cell renders again only when its record
 * is another object or the columns are another generation (declared anew, the language, the bulk
 * answer). Without it every render of the list's page renders every cell again (ProTable gives each
 * column a new render function and antd a new render mark on every render), so a page's own late
 * answer (the task list's users, a notice list's meta) rendered all its rows a second time
 * (docs/benchmarks.md, seventh and eighth sessions).
 *
 * What a cell shows must therefore come from its record and the declaration: a page declares its
 * columns with the state they read (`useMemo` with its dependencies, which lint checks), or reads
 * that state in a component of its own inside the cell (the actions cell reads a context).
 *
 * A cell's first render is not asked about (`shouldCellUpdate` is called on later renders only);
 * `onCell`, called as its row renders, notes the generation it was first rendered in.
 */
export function cellsRenderedOnce<T>(columns: ProColumns<T>[], rendered: RenderedCells): ProColumns<T>[] {
  const generation = {};
  return columns.map((column, i) => {
    const slot = `${i}:${String(column.key ?? column.dataIndex ?? '')}`;
    let seen = rendered.get(slot);
    if (!seen) rendered.set(slot, (seen = new WeakMap()));
    const cells = seen;
    const { onCell } = column;
    return {
      ...column,
      onCell: (record: T, index?: number) => {
        const key = record as object;
        if (!cells.has(key)) cells.set(key, generation);
        return onCell?.(record, index) ?? NO_CELL_PROPS;
      },
      shouldCellUpdate: (record: T, previous: T) => {
        const key = record as object;
        if (record === previous && cells.get(key) === generation) return false;
        cells.set(key, generation);
        return true;
      },
    };
  });
}
