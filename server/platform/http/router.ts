// The platform speaks the Fetch API (Request → Response), so the web shop can call it in-process or over
// HTTP with the same objects (DESIGN.md "Runtime picture"). Every route is a contract endpoint
// (app/contract): the router checks who calls (access), parses the path, query and body with the
// endpoint's schemas, and answers the handler's value as JSON — or the SPEC §7 error body.
import { createHash } from 'node:crypto';
import type { AnyEndpoint, Answer, BodyOf, ParamsOf, QueryOf } from '../../../app/contract/endpoint';
import { pathKeys } from '../../../app/contract/endpoint';
import { ErrorCode } from '../../../app/contract/errors';
import { SUPPORTED_LANGUAGES, type Language } from '../../../app/i18n/languages';
import type { Prefixes } from '../prefixes';
import { requireOpsToken, type UserAuthenticator } from './access';
import { ApiError, errorResponse, invalid, json, JSON_TYPE, jsonText, notFound } from './errors';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { parseBody, parseMultipart, parseQuery, parseWith } from './parse';

/** What a handler gets: the checked inputs of its endpoint and, by its access, the customer. */
export interface Ctx<E extends AnyEndpoint, U> {
  request: Request;
  url: URL;
  /** x-language of the caller, already checked */
  lng: Language;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  user: E['access'] extends 'user' ? U : E['access'] extends 'optionalUser' ? U | null : null;
}

/**
 * A read's answer its handler serialised itself (parts of it kept from an earlier read), with a strong
 * ETag that changes whenever the body does: the router neither serialises nor hashes it again.
 */
export class PreparedJson<T> {
  /** the answer it stands for (types only) */
  declare readonly answer?: T;

  constructor(
    readonly etag: string,
    readonly body: () => string,
  ) {}
}

type Reply<E extends AnyEndpoint> = Answer<E> | PreparedJson<Answer<E>>;
export type Handler<E extends AnyEndpoint, U> = (ctx: Ctx<E, U>) => Promise<Reply<E>> | Reply<E>;

interface Route {
  endpoint: AnyEndpoint;
  pattern: RegExp;
  keys: string[];
  handler: Handler<AnyEndpoint, unknown>;
}

export interface RouterOptions<U> {
  prefixes: Prefixes;
  users: UserAuthenticator<U>;
  opsToken: string;
  onError?: (error: unknown, request: Request) => void;
}

export class Router<U> {
  private routes: Route[] = [];

  constructor(private options: RouterOptions<U>) {}

  /** Serves one contract endpoint. */
  serve<E extends AnyEndpoint>(endpoint: E, handler: Handler<E, U>): this {
    const path = this.options.prefixes[endpoint.gateway] + endpoint.path;
    const source = path
      .replace(/\/+$/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:(\w+)/g, '([^/]+)');
    // A trailing slash is optional: SPEC paths are written both ways (calculate/bill/).
    this.routes.push({
      endpoint,
      pattern: new RegExp(`^${source}/?$`),
      keys: pathKeys(endpoint.path),
      handler: handler as Handler<AnyEndpoint, unknown>,
    });
    return this;
  }

  handle = async (request: Request): Promise<Response> => {
    try {
      const url = new URL(request.url);
      const lng = languageOf(request);
      let allowed = false;
      for (const route of this.routes) {
        const match = route.pattern.exec(url.pathname);
        if (!match) continue;
        const method = route.endpoint.method;
        if (method !== request.method && !(method === 'GET' && request.method === 'HEAD')) {
          allowed = true;
          continue;
        }
        const answer = await this.run(route, match, request, url, lng);
        // a file (responseType 'bytes'): the handler made the whole answer
        if (answer instanceof Response) return answer;
        if (method !== 'GET') return answer instanceof PreparedJson ? jsonText(answer.body()) : json(answer);
        if (answer instanceof PreparedJson) return withEtag(request, answer.etag, answer.body);
        const body = JSON.stringify(answer);
        return withEtag(request, etagOf(body), () => body);
      }
      if (allowed) throw new ApiError(405, ErrorCode.methodNotAllowed, 'Method not allowed');
      throw notFound(`No such endpoint: ${url.pathname.slice(0, 200)}`);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      this.options.onError?.(error, request);
      if (isDatabaseUnavailable(error))
        return errorResponse(
          new ApiError(503, ErrorCode.unavailable, 'The service is unavailable. Please try again in a moment.', {
            retry_after: UNAVAILABLE_RETRY_AFTER_SECONDS,
          }),
        );
      return errorResponse(new ApiError(500, ErrorCode.internal, 'Something went wrong'));
    }
  };

  private async run(route: Route, match: RegExpExecArray, request: Request, url: URL, lng: Language) {
    const { endpoint } = route;
    // Who may call comes first: nothing is read for a caller who may not.
    let user: unknown = null;
    if (endpoint.access === 'ops') requireOpsToken(request, this.options.opsToken);
    else if (endpoint.access === 'user') user = await this.options.users.required(request);
    else if (endpoint.access === 'optionalUser') user = await this.options.users.optional(request);
    const raw = Object.fromEntries(route.keys.map((k, i) => [k, decodePathValue(k, match[i + 1] ?? '')]));
    const params = endpoint.params ? parseWith(endpoint.params, raw) : raw;
    const query = endpoint.query ? parseQuery(url, endpoint.query) : undefined;
    const body = !endpoint.body
      ? undefined
      : endpoint.bodyType === 'multipart'
        ? await parseMultipart(request, endpoint.body)
        : await parseBody(request, endpoint.body);
    return route.handler({ request, url, lng, params, query, body, user } as Ctx<AnyEndpoint, unknown>);
  }
}

/** A path value as sent; malformed percent-encoding (`%ZZ`) is the caller's mistake, not ours. */
function decodePathValue(key: string, value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw invalid(key, 'is not a valid path value');
  }
}

/**
 * Reads carry a strong ETag of their body; a client that already holds that body (If-None-Match) gets
 * 304 without it, and skips parsing and checking it again.
 */
function withEtag(request: Request, etag: string, body: () => string): Response {
  const headers = new Headers({ 'content-type': JSON_TYPE, etag, 'cache-control': 'private, no-cache' });
  const match = request.headers.get('if-none-match');
  if (match && match.split(',').some((t) => t.trim() === etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : body(), { status: 200, headers });
}

/** The strong ETag of a body: its SHA-1. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** x-language must be one of the 11 when given; absent means English. */
function languageOf(request: Request): Language {
  const value = request.headers.get('x-language')?.trim().toLowerCase();
  if (!value) return 'en';
  if ((SUPPORTED_LANGUAGES as readonly string[]).includes(value)) return value as Language;
  throw new ApiError(400, ErrorCode.unsupportedLanguage, `x-language: unsupported language "${value.slice(0, 20)}"`);
}
