// Typed calls of SPEC §7, one method per contract endpoint (app/contract/index.ts). The embedded platform is
// called in-process with the same Request/Response objects an HTTP call would use; a configured base URL
// sends them over the network instead. Answers are checked with the endpoint's response schema.
import { createHash } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { LRUCache } from 'lru-cache';
import { endpoints, type Endpoints } from '~/contract';
import { fillPath, pathKeys, type AnyEndpoint, type CallInput, type CallOutput } from '~/contract/endpoint';
import { apiErrorSchema } from '~/contract/errors';
import type { Language } from '~/i18n/languages';

const EMBEDDED_ORIGIN = 'http://platform.internal';

/** A refusal of the platform (SPEC §7 error body), or a transport failure (status ≥ 500). */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * Bodies already parsed and checked, by request and ETag: a read whose answer has not changed comes back
 * as 304 and the checked value is used again (the platform sends ETags; see server/platform/http).
 */
const checked = new LRUCache<string, { etag: string; data: unknown }>({ max: 200 });

export interface PlatformClientOptions {
  context: AppLoadContext;
  lng: Language;
  accessToken?: string | null;
  /** for Server-Timing and logs */
  onCall?: (path: string, ms: number) => void;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 16);
}

/** A call whose inputs are all optional may be made without any. */
type Call<E extends AnyEndpoint> =
  object extends CallInput<E>
    ? (input?: CallInput<E>) => Promise<CallOutput<E>>
    : (input: CallInput<E>) => Promise<CallOutput<E>>;
export type PlatformClient = { [K in keyof Endpoints]: Call<Endpoints[K]> } & {
  /** the client carries a customer's access token (the authenticated calls of SPEC §6) */
  readonly authenticated: boolean;
};

export function platformClient({ context, lng, accessToken, onCall }: PlatformClientOptions): PlatformClient {
  // A client serves one request (app/utils/shop.server.ts): a read asked twice in it (the brand's menu by the
  // action and by the bill's options) is made once.
  const reads = new Map<string, Promise<unknown>>();

  function send(e: AnyEndpoint, input: Record<string, unknown> = {}): Promise<unknown> {
    // a file answer is a body read once: never shared
    if (e.method !== 'GET' || e.responseType === 'bytes') return exchange(e, input);
    const key = `${e.gateway} ${fillPath(e.path, input)} ${JSON.stringify(input)}`;
    let read = reads.get(key);
    if (!read) {
      read = exchange(e, input);
      reads.set(key, read);
    }
    return read;
  }

  async function exchange(e: AnyEndpoint, input: Record<string, unknown>): Promise<unknown> {
    const configured = context.apiUrls[e.gateway];
    const base = configured ?? EMBEDDED_ORIGIN + context.platform.prefixes[e.gateway];
    const keys = pathKeys(e.path);
    const target = new URL(base + fillPath(e.path, input));
    const rest = Object.entries(input).filter(([k, v]) => !keys.includes(k) && v !== undefined && v !== null);
    const headers = new Headers({ 'x-language': lng, accept: 'application/json' });
    // Whose call this is, for the platform's limits per address (server/fetch-adapter.ts sets it for others).
    if (context.clientAddress) headers.set('x-client-address', context.clientAddress);
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    let body: string | FormData | undefined;
    if (e.method === 'GET' || e.method === 'DELETE') {
      for (const [k, v] of rest) target.searchParams.set(k, String(v));
    } else if (Array.isArray(input)) {
      // a body that is a list (POST /ratings/bulk/user-ratings): sent as it is
      body = JSON.stringify(input);
      headers.set('content-type', 'application/json');
    } else if (e.bodyType === 'multipart') {
      // files (SPEC §7 "Uploads"): a list is one part per value; fetch sets the boundary
      body = multipart(rest);
    } else {
      body = JSON.stringify(Object.fromEntries(rest));
      headers.set('content-type', 'application/json');
    }
    // Answers differ per language and per user: both are part of the key (the token only as a hash).
    const key =
      e.method === 'GET' && e.responseType !== 'bytes'
        ? `${lng} ${accessToken ? hashToken(accessToken) : '-'} ${target.href}`
        : null;
    const known = key ? checked.get(key) : undefined;
    if (known) headers.set('if-none-match', known.etag);
    const request = new Request(target, { method: e.method, headers, body });
    const started = performance.now();
    const response = configured ? await fetch(request) : await context.platform.handle(request);
    onCall?.(e.path, performance.now() - started);
    if (response.status === 304 && known) return known.data;
    if (e.responseType === 'bytes' && response.ok) return response;
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = apiErrorSchema.safeParse(answer);
      throw new PlatformError(
        response.status,
        error.success ? error.data.code : 'http_error',
        error.success ? error.data.message : response.statusText,
        error.success ? (error.data.details ?? {}) : {},
      );
    }
    const parsed = e.response.safeParse(answer);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PlatformError(
        502,
        'bad_response',
        `Unexpected response from ${e.path}: ${issue?.path.join('.')} ${issue?.message}`,
      );
    }
    const etag = response.headers.get('etag');
    if (key && etag) checked.set(key, { etag, data: parsed.data });
    return parsed.data;
  }

  const calls = Object.fromEntries(
    Object.entries(endpoints).map(([name, e]) => [name, (input?: Record<string, unknown>) => send(e, input)]),
  );
  return { ...calls, authenticated: !!accessToken } as unknown as PlatformClient;
}

function multipart(fields: Array<[string, unknown]>): FormData {
  const form = new FormData();
  for (const [name, value] of fields)
    for (const v of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (v instanceof Blob) form.append(name, v, v instanceof File ? v.name : 'blob');
      else form.append(name, String(v));
    }
  return form;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof PlatformError && error.status === 404;
}
