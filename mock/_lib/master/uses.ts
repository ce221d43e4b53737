/**
 * What master's in-use checks ask of the floors above it (the sites and the areas sit above master:
 * master never imports them). Each answer is provided by its owner and wired once, in
 * mock/_lib/root.ts.
 */
import type { Ledger } from '../ledger';
import type { BasicEntry } from './types';

export interface MasterUses {
  /** The warehouse's stock ledger (its site's), made with every area of the warehouse on first use. */
  ledgerOf(warehouseId: string): Ledger;
  /** The number of the first document naming a dictionary entry, in the warehouses worked in so far. */
  namedBy(entry: BasicEntry): string | undefined;
  /** The number of the open manifest at a dock. */
  openManifestAt(warehouseId: string, dock: string): string | undefined;
  /** The count plan holding a location's lock (a plan not yet approved or cancelled counting it). */
  countLockOf(warehouseId: string, location: string): { no: string } | undefined;
}

let wired: MasterUses | undefined;

/** Wired once, by mock/_lib/root.ts. */
export function provideMasterUses(uses: MasterUses) {
  wired = uses;
}

export function masterUses(): MasterUses {
  if (!wired) throw new Error('mock/_lib/master/uses: not wired (import mock/_lib/root first)');
  return wired;
}
