/**
 * A dock's occupancy follows what is at it: the document (a notice's container, a yard trailer)
 * that arrived holds it until it leaves. The dock record itself says who holds it (`heldBy`), set
 * and cleared only here: the inbound area calls these as its documents arrive and leave, and the
 * set-up screens read the record (master never reads inbound's documents). An edit cannot free a
 * held dock nor occupy a free one by hand (`dockEditProblem`, a 409 naming the document).
 */
import type { InputProblem } from '../kits/document';
import type { Table } from '../kits/setup';
import type { Dock } from './types';

/** Changes a dock through its table (re-indexed, sorted views made again) when it is the table's. */
function changeDock(docks: Table<Dock>, dock: Dock, fn: (d: Dock) => void) {
  if (docks.get(dock.id) === dock) docks.change(dock, fn);
  else fn(dock);
}

/** Document `no` (its container or trailer `trailer`) takes the dock: call only for a free one. */
export function occupyDock(docks: Table<Dock>, dock: Dock, by: { no: string; trailer: string }) {
  changeDock(docks, dock, (d) => Object.assign(d, { status: 'occupied', heldBy: by.no, trailer: by.trailer, appointment: by.no }));
}

/** The dock is free again when document `no` leaves it (only if it is still that document's). */
export function releaseDock(docks: Table<Dock>, dock: Dock | undefined, no: string) {
  if (!dock || dock.heldBy !== no) return;
  changeDock(docks, dock, (d) => {
    Object.assign(d, { status: 'free', trailer: '', appointment: '' });
    delete d.heldBy;
  });
}

/**
 * What an edit of a dock may not do: change the status, trailer or appointment of a dock a document
 * holds (they are that document's), or occupy a free dock by hand (only an arrival occupies one).
 */
export function dockEditProblem(dock: Dock, input: Pick<Dock, 'status' | 'trailer' | 'appointment'>): InputProblem | undefined {
  if (dock.heldBy) {
    const field = (['status', 'trailer', 'appointment'] as const).find((f) => input[f] !== dock[f]);
    return field ? { field, key: 'server.master.dockHeld', vars: { code: dock.code, no: dock.heldBy } } : undefined;
  }
  return input.status === 'occupied' ? { field: 'status', key: 'server.master.dockOccupiedByHand', vars: { code: dock.code } } : undefined;
}
