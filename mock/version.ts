import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { defineRoutes } from './_lib/contract';
import { z } from 'zod';
import { handle } from './_lib/http';
import { getStore } from './_lib/store';

export default defineRoutes({
  /** The deployed front-end version (in memory here). */
  'GET /api/getVersion': handle({ summary: 'The deployed front-end version: a change tells open pages to reload.', access: 'public', answer: z.string() }, () => `1.0.${getStore().version}`),
});
