/**
 * The write routes that change stock, each with the action of the cross-area random run
 * (mock/invariants.test.ts) that does the same: the fuzz test fails on a stock-changing route
 * missing here, and the random run fails on an action named here that it does not have.
 */
export const RANDOM_RUN_ROUTES: Record<string, string> = {
  'POST /api/outbound/:kind/orders/:id/:action': 'order',
  'POST /api/outbound/:kind/orders/bulk': 'order',
  'POST /api/outbound/:kind/waves': 'order',
  'POST /api/outbound/:kind/waves/plan': 'wavePlan',
  'POST /api/outbound/:kind/waves/:id/tasks/:taskId/pick': 'order',
  'POST /api/outbound/:kind/waves/:id/totes': 'clusterPick',
  'POST /api/outbound/:kind/waves/:id/tasks/:taskId/short': 'shortPick',
  'POST /api/outbound/:kind/manifests/:id/confirm': 'ship',
  'POST /api/outbound/:kind/orders/:id/shipShort': 'exception',
  // the pack bench moves no stock; its writes are in the run all the same (a packed order is what ships)
  'POST /api/outbound/:kind/pack/:id/cartons': 'pack',
  'POST /api/outbound/:kind/pack/:id/scan': 'pack',
  'POST /api/outbound/:kind/pack/:id/cartons/:seq/close': 'pack',
  'POST /api/outbound/:kind/pack/:id/complete': 'pack',
  'POST /api/outbound/:kind/orders/:id/label': 'ship',
  'POST /api/outbound/:kind/putbacks/:id/confirm': 'putback',
  'POST /api/outbound/destroy': 'destroy',
  'POST /api/outbound/destroy/:id/:action': 'destroy',
  'POST /api/outbound/destroy/bulk': 'destroy',
  'POST /api/inbound/returns/:id/book': 'returnBook',
  'POST /api/inbound/returns/:id/:action': 'returnBook',
  'POST /api/inbound/notices/:id/:action': 'noticeDock',
  'POST /api/inbound/tally/:id/finish': 'tally',
  'POST /api/inbound/putaway/:source/:docId/:taskId': 'putaway',
  'POST /api/inbound/lpns/:lpn/move': 'lpnMove',
  'POST /api/inventory/rows/:id/:action': 'hold',
  'POST /api/inventory/lots/:action': 'lotHold',
  'POST /api/fba/stage': 'fba',
  'POST /api/fba/stock/:id/release': 'fba',
  'POST /api/count/plans': 'countPlan',
  'POST /api/count/plans/import': 'countPlan',
  'POST /api/count/work/:id/count': 'count',
  'POST /api/count/tasks/:id/recount': 'countApprove',
  'POST /api/count/plans/:id/approve': 'countApprove',
  'POST /api/count/plans/:id/:action': 'countApprove',
  'POST /api/relocate/out': 'relocateOut',
  'POST /api/relocate/relocations/:id/:action': 'relocation',
  'POST /api/relocate/replenish': 'replenish',
  'POST /api/transfers': 'transfer',
  'POST /api/transfers/:id/cancel': 'transfer',
  // the developer's reset puts the seed back: no document's write
  'POST /api/dev/reset': 'reset',
};
