// Who is calling (the Access of a contract endpoint): a customer's bearer token or the staff's ops token.
import { timingSafeEqual } from 'node:crypto';
import { unauthorized } from './errors';

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
}

/** Whether a secret given by a caller is the expected one (compared in constant time; empty never is). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

/** The ops token, compared in constant time; 401 otherwise. */
export function requireOpsToken(request: Request, token: string): void {
  if (!sameSecret(bearerToken(request) ?? '', token)) throw unauthorized();
}

/** How the router learns the customer of a bearer token (the identity context answers). */
export interface UserAuthenticator<U> {
  /** 401 when the token is missing, invalid, expired, logged out or names nobody */
  required(request: Request): Promise<U>;
  /** null when there is no usable token */
  optional(request: Request): Promise<U | null>;
}
