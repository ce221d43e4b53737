/**
 * Packs a picked order through the pack bench's API, as the bench does it: cartons opened, every
 * picked unit scanned in (`cartons` of them, units shared out), each closed with a weight, then
 * completed (packed: the label screen takes it). `call(path, opts)` is a test's signed-in api call.
 */
export async function packThroughApi(call, kind, orderId, cartons = 1) {
  const ok = (r, what) => {
    if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  };
  const session = ok(await call(`/api/outbound/${kind}/pack/${orderId}`, { method: 'GET' }), 'pack session');
  const units = session.lines.flatMap((l) => Array.from({ length: l.left }, () => l.sku));
  const n = Math.max(1, Math.min(cartons, units.length));
  for (let c = 0; c < n; c++) {
    const share = units.slice(Math.floor((c * units.length) / n), Math.floor(((c + 1) * units.length) / n));
    const opened = ok(await call(`/api/outbound/${kind}/pack/${orderId}/cartons`, { method: 'POST' }), 'open carton');
    const seq = opened.cartons[opened.cartons.length - 1].seq;
    const bySku = new Map();
    for (const sku of share) bySku.set(sku, (bySku.get(sku) ?? 0) + 1);
    for (const [code, qty] of bySku) ok(await call(`/api/outbound/${kind}/pack/${orderId}/scan`, { method: 'POST', body: { code, qty } }), 'scan');
    ok(await call(`/api/outbound/${kind}/pack/${orderId}/cartons/${seq}/close`, { method: 'POST', body: { weight: 1.5 } }), 'close carton');
  }
  return ok(await call(`/api/outbound/${kind}/pack/${orderId}/complete`, { method: 'POST' }), 'complete packing');
}
