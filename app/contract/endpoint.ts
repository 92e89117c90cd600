// One SPEC §7 call, described once: where it lives, who may make it, and the zod schemas of its path,
// query or body and of its answer. The platform serves it (server/platform/http) and the web shop calls it
// (app/platform-client) from this same description, so the path and the shapes cannot drift apart.
import type { z, ZodTypeAny } from 'zod';

export type Gateway = 'consumer' | 'enterprise' | 'oms';
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone (`public`), a customer's bearer token (`user`), a token if one is sent
 * (`optionalUser`), or restaurant staff with the ops token (`ops`).
 */
export type Access = 'public' | 'user' | 'optionalUser' | 'ops';

export interface Endpoint<
  P extends ZodTypeAny | undefined = ZodTypeAny | undefined,
  Q extends ZodTypeAny | undefined = ZodTypeAny | undefined,
  B extends ZodTypeAny | undefined = ZodTypeAny | undefined,
  R extends ZodTypeAny = ZodTypeAny,
  A extends Access = Access,
> {
  gateway: Gateway;
  method: Method;
  /** below the gateway's base, with `:name` for path values */
  path: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** how the body travels: JSON (the default), or multipart/form-data (files; SPEC §7 "Uploads") */
  bodyType?: 'json' | 'multipart';
  /** `bytes`: the answer is the platform's Response itself (a file), not JSON; its `response` is that Response */
  responseType?: 'json' | 'bytes';
  response: R;
}

export function endpoint<
  P extends ZodTypeAny | undefined = undefined,
  Q extends ZodTypeAny | undefined = undefined,
  B extends ZodTypeAny | undefined = undefined,
  R extends ZodTypeAny = ZodTypeAny,
  A extends Access = Access,
>(e: Endpoint<P, Q, B, R, A>): Endpoint<P, Q, B, R, A> {
  return e;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any, any, Access>;

// An optional property's type includes undefined: look through it (an endpoint without a query has
// `query?: undefined`).
type Input<S> = [NonNullable<S>] extends [never] ? unknown : z.input<Extract<NonNullable<S>, ZodTypeAny>>;
type Output<S> = [NonNullable<S>] extends [never] ? undefined : z.output<Extract<NonNullable<S>, ZodTypeAny>>;

/** What a caller passes: the path values together with the query (GET) or the body (POST, PATCH). */
export type CallInput<E extends AnyEndpoint> = Input<E['params']> & Input<E['query']> & Input<E['body']>;
/** The checked answer. */
export type CallOutput<E extends AnyEndpoint> = z.output<E['response']>;
/** What the platform's handler must return: the answer before parsing (`satisfies` in the handler). */
export type Answer<E extends AnyEndpoint> = z.input<E['response']>;

export type ParamsOf<E extends AnyEndpoint> = Output<E['params']>;
export type QueryOf<E extends AnyEndpoint> = Output<E['query']>;
export type BodyOf<E extends AnyEndpoint> = Output<E['body']>;

/** The `:name` values of a path, in order. */
export function pathKeys(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/** The path with its `:name` values filled in (encoded). */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(String(values[key])));
}
