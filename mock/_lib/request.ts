/** What the handlers use of Express's request and response (also easy to fake in tests). */
export interface MockRequest {
  method?: string;
  /** The path without the query string (Express). */
  path?: string;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body?: any;
  params: Record<string, string>;
  /**
   * Why the body could not be read as JSON (config/plugins/jsonBody.ts, around Umi's body parser:
   * `entity.parse.failed`, `entity.too.large`…); Umi alone hands the handler `{}` instead.
   */
  bodyError?: { status: number; type?: string };
}

export interface MockResponse {
  status(code: number): MockResponse;
  json(body: unknown): unknown;
  send?(body: unknown): unknown;
  end?(): unknown;
  setHeader?(name: string, value: string): unknown;
}

export type Handler = (req: MockRequest, res: MockResponse) => unknown;
