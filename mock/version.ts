import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { handle } from './_lib/http';
import { getStore } from './_lib/store';

export default {
  /** The deployed front-end version (in memory here). */
  'GET /api/getVersion': handle(() => `1.0.${getStore().version}`),
};
