/** A column of a list's export file: its header (in the user's language) and a row's cell. */
export interface ExportColumn<T> {
  header: string;
  /** The words the screen shows ("Shipped", a formatted time), not the stored codes. */
  cell: (row: T) => unknown;
}

/** The rows of an export file: the header row, then one row per record. */
export const exportSheet = <T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): unknown[][] => [columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => c.cell(r)))];

/** Rows fetched per request while exporting. */
export const EXPORT_PAGE = 500;

/** Thrown by `fetchAll` when its signal was aborted: the person cancelled the export. */
export class ExportCancelled extends Error {
  constructor() {
    super('export cancelled');
    this.name = 'ExportCancelled';
  }
}

/**
 * Every row of the list's current query, page by page; `progress` gets the share done (0-100)
 * before each further page. Aborting `signal` stops before the next page (no further request) and
 * rejects with `ExportCancelled`.
 */
export async function fetchAll<T>(fetchPage: (current: number, pageSize: number) => Promise<{ list: T[]; total: number }>, progress: (percent: number) => void, signal?: AbortSignal): Promise<T[]> {
  const stopped = () => {
    if (signal?.aborted) throw new ExportCancelled();
  };
  stopped();
  const first = await fetchPage(1, EXPORT_PAGE);
  const rows = [...first.list];
  const pages = Math.ceil(first.total / EXPORT_PAGE);
  for (let p = 2; p <= pages; p++) {
    stopped();
    progress(Math.round(((p - 1) / pages) * 100));
    rows.push(...(await fetchPage(p, EXPORT_PAGE)).list);
  }
  stopped();
  progress(100);
  return rows;
}
