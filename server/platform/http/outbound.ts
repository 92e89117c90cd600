// The platform's calls to third parties (social logins, messaging, maps, payment gateways), one way: fetch
// with a deadline, the body read as JSON, and every failure one typed error — no answer (timed out or not
// reached), an answer of another status than 2xx, an answer that is not JSON. Each client keeps its own wire
// shapes and turns an HttpError into its own error. Messages never hold the URL (keys travel in queries).

/** Why a call failed: no answer in time, no answer at all, a status other than 2xx, a body that is not JSON. */
export type HttpFailure = 'timeout' | 'unreachable' | 'status' | 'not_json';

const WORDS: Record<HttpFailure, string> = {
  timeout: 'timed out',
  unreachable: 'could not be reached',
  status: 'answered',
  not_json: 'answered without JSON',
};

export class HttpError extends Error {
  constructor(
    readonly failure: HttpFailure,
    /** the answer's status; null when there was no answer */
    readonly status: number | null,
    /** the answer's body: JSON when it parsed, else its text; null when there was no answer */
    readonly body: unknown,
  ) {
    // "timed out", "could not be reached", "answered 502", "answered without JSON"
    super(failure === 'status' ? `answered ${status}` : WORDS[failure]);
    this.name = 'HttpError';
  }
}

export interface OutboundRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: BodyInit;
  /** the deadline of the whole call, body included */
  timeoutMs: number;
  /** answer any status instead of throwing HttpError 'status' (the body must still be JSON) */
  anyStatus?: boolean;
  /** tests may pass their own */
  fetch?: typeof fetch;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

function noAnswer(error: unknown): HttpError {
  const name = (error as { name?: unknown } | null)?.name;
  return new HttpError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable', null, null);
}

/**
 * Calls `url` and answers its status and JSON body. Throws HttpError: no answer within `timeoutMs`, a status
 * other than 2xx (unless `anyStatus`; the error carries the body, JSON or text), a body that is not JSON.
 */
export async function fetchJson(url: string | URL, request: OutboundRequest): Promise<JsonAnswer> {
  const doFetch = request.fetch ?? fetch;
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw noAnswer(error);
  }
  let body: unknown = text;
  let json = true;
  try {
    body = JSON.parse(text);
  } catch {
    json = false;
  }
  if (!request.anyStatus && (response.status < 200 || response.status > 299)) {
    throw new HttpError('status', response.status, body);
  }
  if (!json) throw new HttpError('not_json', response.status, body);
  return { status: response.status, body };
}
