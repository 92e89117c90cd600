// Query strings, bodies and path values checked with the contract's zod schemas: bad input answers 400
// naming the field, never 500.
import { ZodError, type ZodType, type ZodTypeDef } from 'zod';
import { ApiError, invalid } from './errors';

/** The largest JSON body the platform reads (carts of 200 lines fit several times over). */
export const MAX_BODY_BYTES = 256 * 1024;

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one), or null.
 * Walked with a stack, not recursion: a body nested thousands deep is no stack overflow. */
function nulAt(value: unknown): string[] | null {
  const stack: Array<[unknown, string[]]> = [[value, []]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes('\u0000')) return [...path, key];
        stack.push([inner, [...path, key]]);
      }
    }
  }
  return null;
}

export function parseWith<T>(schema: ZodType<T, ZodTypeDef, unknown>, value: unknown): T {
  const nul = nulAt(value);
  if (nul) throw invalid(nul.join('.') || 'value', 'must not contain a NUL character');
  try {
    return schema.parse(value);
  } catch (error) {
    if (error instanceof ZodError) {
      const details = Object.fromEntries(error.issues.map((i) => [i.path.join('.') || 'value', i.message]));
      const first = error.issues[0];
      throw invalid(first?.path.join('.') || 'value', first?.message ?? 'invalid', details);
    }
    throw error;
  }
}

/** Query values; a key given twice counts once (the last). */
export function parseQuery<T>(url: URL, schema: ZodType<T, ZodTypeDef, unknown>): T {
  const raw: Record<string, string> = {};
  for (const [k, v] of url.searchParams) raw[k] = v;
  return parseWith(schema, raw);
}

/** A JSON body; malformed JSON or a body over MAX_BODY_BYTES is refused. */
export async function parseBody<T>(request: Request, schema: ZodType<T, ZodTypeDef, unknown>): Promise<T> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new ApiError(413, 'payload_too_large', 'The request body is too large');
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : {};
  } catch {
    throw invalid('body', 'must be JSON');
  }
  return parseWith(schema, value);
}
