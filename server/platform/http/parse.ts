// Query strings, bodies and path values checked with the contract's zod schemas: bad input answers 400
// naming the field, never 500.
import { ZodError, type ZodType, type ZodTypeDef } from 'zod';
import { LIMITS } from '../../../app/domain/constants';
import { ErrorCode } from '../../../app/contract/errors';
import { UPLOADS_PER_REQUEST } from '../../../app/contract/uploads';
import { ApiError, invalid } from './errors';

/** The largest JSON body the platform reads (carts of 200 lines fit several times over). */
export const MAX_BODY_BYTES = 256 * 1024;
/**
 * The largest multipart body (SPEC §7 "Uploads"): the most files of one request at their size limit, and
 * room for the parts' headers. A single file over LIMITS.uploadMaxBytes is refused by the upload itself.
 */
export const MAX_MULTIPART_BYTES = UPLOADS_PER_REQUEST * LIMITS.uploadMaxBytes + 64 * 1024;

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

function tooLarge(): ApiError {
  return new ApiError(413, ErrorCode.payloadTooLarge, 'The request body is too large');
}

/** The body's bytes, refused with 413 as soon as it is known to pass `limit` (declared, or while it arrives). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * A multipart/form-data body (files), at most MAX_MULTIPART_BYTES: its fields as an object (a name given
 * more than once becomes a list), checked with the schema. Anything else, or a body that does not parse,
 * is refused.
 */
export async function parseMultipart<T>(request: Request, schema: ZodType<T, ZodTypeDef, unknown>): Promise<T> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type))
    throw new ApiError(415, 'unsupported_media_type', 'The body must be multipart/form-data');
  const bytes = await readLimited(request, MAX_MULTIPART_BYTES);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalid('body', 'must be multipart/form-data');
  }
  const raw: Record<string, unknown> = {};
  for (const [key, value] of form) {
    const known = raw[key];
    raw[key] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return parseWith(schema, raw);
}
