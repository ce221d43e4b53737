import type { ProColumns } from '@ant-design/pro-components';
import { Kept, signature } from '../still';

/* eslint-disable @typescript-eslint/ban-types -- any function of a column */
/** A rendered cell: what its render was called with, the signature of what it showed, its handlers. */
interface Cell {
  args?: unknown[];
  sig?: string;
  kept: Kept;
}

/** The columns handed to the table while the declaration's own signature stays, and their cells. */
export interface StillColumns<T> {
  sig: string;
  columns: ProColumns<T>[];
  latest: { current: ProColumns<T>[] };
}

const NO_CELL_PROPS = {};
/** A column as a signature: its render stands for whether it has one (the cells compare its output). */
const columnSignature = <T>(columns: ProColumns<T>[]) => signature(columns.map((c) => ({ ...c, render: !!c.render })));

/**
 * Pages declare columns inline on every render; the table keeps the same columns while their
 * signature holds (functions call the latest declaration's), and a cell renders again only when its
 * record, the columns or its output's signature change: never stale, and late answers redraw no rows.
 */
export function stillColumns<T>(declared: ProColumns<T>[], store: { current?: StillColumns<T> }): ProColumns<T>[] {
  const sig = columnSignature(declared);
  if (store.current?.sig === sig) {
    store.current.latest.current = declared;
    return store.current.columns;
  }
  const latest = { current: declared };
  const columns = declared.map((column, i): ProColumns<T> => {
    const cells = new WeakMap<object, Cell>();
    const now = () => latest.current[i] as Record<string, unknown>;
    const wrapped: Record<string, unknown> = { ...column };
    for (const [key, value] of Object.entries(column)) {
      if (typeof value === 'function' && key !== 'render') wrapped[key] = (...args: unknown[]) => (now()[key] as Function)(...args);
    }
    const cellOf = (record: object) => {
      let cell = cells.get(record);
      if (!cell) cells.set(record, (cell = { kept: new Kept() }));
      return cell;
    };
    wrapped.onCell = (record: T, index?: number) => {
      cellOf(record as object);
      return (now().onCell as ProColumns<T>['onCell'])?.(record, index) ?? NO_CELL_PROPS;
    };
    if (column.render) {
      wrapped.render = (...args: unknown[]) => {
        const cell = cellOf(args[1] as object);
        const shown = (now().render as Function)(...args);
        cell.args = args;
        cell.sig = signature(shown);
        return cell.kept.build(shown);
      };
    }
    wrapped.shouldCellUpdate = (record: T, previous: T) => {
      const cell = cells.get(record as object);
      if (record !== previous || !cell) return true;
      const render = now().render as Function | undefined;
      // what ProTable derives the shown value with, when a page gives it as a function of its own
      if (!render) return typeof now().renderText === 'function' || typeof now().valueEnum === 'function';
      if (!cell.args) return true;
      const args = [...cell.args];
      args[1] = record;
      const shown = render(...args);
      if (signature(shown) !== cell.sig) return true;
      cell.kept.refresh(shown);
      return false;
    };
    return wrapped as ProColumns<T>;
  });
  store.current = { sig, columns, latest };
  return columns;
}
