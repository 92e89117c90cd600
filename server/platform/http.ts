// The platform speaks the Fetch API (Request → Response), so the web shop can call it in-process or over
// HTTP with the same objects (DESIGN.md "Runtime picture"). A small router is all it needs.
import { createHash } from 'node:crypto';
import { ZodError, type ZodType, type ZodTypeDef } from 'zod';
import { SUPPORTED_LANGUAGES, type Language } from '../../app/i18n/languages';

export interface Ctx {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** x-language of the caller, already checked */
  lng: Language;
}

export type Handler = (ctx: Ctx) => Promise<Response> | Response;

/** A failure with the SPEC §7 error body: code, error, message, details. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(data), { ...init, headers });
}

function errorResponse(error: ApiError): Response {
  return json(
    { code: error.code, error: error.code, message: error.message, details: error.details ?? {} },
    { status: error.status },
  );
}

export function notFound(message = 'Not found'): ApiError {
  return new ApiError(404, 'not_found', message);
}

/** Query values checked with a zod schema; bad values answer 400 with the field named. */
export function parseQuery<T>(url: URL, schema: ZodType<T, ZodTypeDef, unknown>): T {
  const raw: Record<string, string> = {};
  for (const [k, v] of url.searchParams) raw[k] = v;
  return parseWith(schema, raw);
}

/** A JSON body checked with a zod schema; malformed JSON or values answer 400. */
export async function parseBody<T>(request: Request, schema: ZodType<T, ZodTypeDef, unknown>): Promise<T> {
  const text = await request.text();
  if (text.length > 256 * 1024) throw new ApiError(413, 'payload_too_large', 'The request body is too large');
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : {};
  } catch {
    throw new ApiError(400, 'validation_error', 'body: must be JSON');
  }
  return parseWith(schema, value);
}

export function parseWith<T>(schema: ZodType<T, ZodTypeDef, unknown>, value: unknown): T {
  try {
    return schema.parse(value);
  } catch (error) {
    if (error instanceof ZodError) {
      const details = Object.fromEntries(error.issues.map((i) => [i.path.join('.') || 'value', i.message]));
      const first = error.issues[0];
      const field = first?.path.join('.') || 'value';
      throw new ApiError(400, 'validation_error', `${field}: ${first?.message ?? 'invalid'}`, details);
    }
    throw error;
  }
}

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

export class Router {
  private routes: Route[] = [];

  constructor(private onError: (error: unknown, request: Request) => void = () => undefined) {}

  get(path: string, handler: Handler): this {
    return this.add('GET', path, handler);
  }

  post(path: string, handler: Handler): this {
    return this.add('POST', path, handler);
  }

  add(method: string, path: string, handler: Handler): this {
    const keys: string[] = [];
    const source = path
      .replace(/\/+$/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:(\w+)/g, (_m, key: string) => {
        keys.push(key);
        return '([^/]+)';
      });
    // A trailing slash is optional: SPEC paths are written both ways (calculate/bill/).
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler });
    return this;
  }

  handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    try {
      const lng = languageOf(request);
      let allowed = false;
      for (const route of this.routes) {
        const match = route.pattern.exec(url.pathname);
        if (!match) continue;
        if (route.method !== request.method && !(route.method === 'GET' && request.method === 'HEAD')) {
          allowed = true;
          continue;
        }
        const params = Object.fromEntries(route.keys.map((k, i) => [k, decodeURIComponent(match[i + 1] ?? '')]));
        const response = await route.handler({ request, url, params, lng });
        return request.method === 'GET' || request.method === 'HEAD' ? withEtag(request, response) : response;
      }
      if (allowed) throw new ApiError(405, 'method_not_allowed', 'Method not allowed');
      throw notFound(`No such endpoint: ${url.pathname}`);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      this.onError(error, request);
      return errorResponse(new ApiError(500, 'internal_error', 'Something went wrong'));
    }
  };
}

/**
 * Reads carry a strong ETag of their body; a client that already holds that body (If-None-Match) gets
 * 304 without it, and skips parsing and checking it again.
 */
async function withEtag(request: Request, response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const body = await response.text();
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = new Headers(response.headers);
  headers.set('etag', etag);
  headers.set('cache-control', 'private, no-cache');
  const match = request.headers.get('if-none-match');
  if (match && match.split(',').some((t) => t.trim() === etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
}

/** x-language must be one of the 11 when given; absent means English. */
function languageOf(request: Request): Language {
  const value = request.headers.get('x-language')?.trim().toLowerCase();
  if (!value) return 'en';
  if ((SUPPORTED_LANGUAGES as readonly string[]).includes(value)) return value as Language;
  throw new ApiError(400, 'unsupported_language', `x-language: unsupported language "${value.slice(0, 20)}"`);
}
