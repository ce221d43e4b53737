/**
 * A dock is held by the document at it until it leaves; only inbound's calls here set `heldBy`.
 * An edit can neither free a held dock nor occupy a free one (`dockEditProblem`, 409).
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
