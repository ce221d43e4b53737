/** Inbound's place in the mock store: per warehouse its notices, returns and trailers (stock is the warehouse's ledger). */
import type { Notice, ReturnDoc, Trailer } from '../../../src/domain/inbound/types';
import type { SiteEnv } from '../site/types';

export type { Notice, NoticeLine, PutawayTask, ReturnDoc, ReturnLine, Trailer } from '../../../src/domain/inbound/types';

export interface InboundPlace {
  warehouseId: string;
  notices: Notice[];
  returns: ReturnDoc[];
  trailers: Trailer[];
}

export interface InboundState {
  warehouses: Record<string, InboundPlace>;
}

/**
 * Where an inbound change happens: the warehouse's site (mock/_lib/site: its ledger, the orders a
 * return names), its master data (docks, locations, pins, config) and inbound documents.
 */
export interface InboundEnv extends SiteEnv {
  place: InboundPlace;
}
