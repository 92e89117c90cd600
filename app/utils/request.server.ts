import type { ZodType, ZodTypeDef } from 'zod';
import { refuse } from '~/utils/refusal.server';

/** Query values checked with zod; anything malformed is a 400 page, never a 500. */
export function parseSearch<T>(url: URL, schema: ZodType<T, ZodTypeDef, unknown>): T {
  const raw: Record<string, string> = {};
  for (const [k, v] of url.searchParams) raw[k] = v;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest();
  return parsed.data;
}

/** A request no page of ours sends (or a link that is not valid): the error page says which. */
export function badRequest(reason: 'badRequest' | 'invalidLink' | 'unsupportedLanguage' = 'badRequest') {
  return refuse(400, { key: `error.${reason}` });
}

export function notFound() {
  return refuse(404, { key: 'notFound.text' });
}

/** A positive integer id from a route segment, or a 404. */
export function idParam(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id > 2_147_483_647) throw notFound();
  return id;
}
