import './_lib/root'; // the composition root (docs/mock.md, Floors)
import { ROUTES } from './_lib/contract';
import { bodyRefusal, errorBody, requestLang, type MockRequest, type MockResponse } from './_lib/http';
import { openApiDocument } from './_lib/openapi';

export const API_VERSION = '1.0.0';

/**
 * The contract of every route of the mock (README, "Using a real back end"), as OpenAPI tools read
 * it: the document itself, not wrapped in `{ success, data }`, so it describes no route of its own.
 */
export default {
  'GET /api/openapi.json': (req: MockRequest, res: MockResponse) => {
    const refusal = bodyRefusal(req);
    if (refusal) return res.status(refusal.status).json(errorBody(requestLang(req), refusal));
    return res.status(200).json(openApiDocument(ROUTES, API_VERSION));
  },
};
