// POST /actions/push-subscription: the browser's push subscription (PushSubscription.toJSON, flattened into a
// form) forwarded to the platform with the customer's token (SPEC §4 "Push notifications"; issue 16). JSON
// answers for the prompt: 200 saved, 400 a subscription the platform refuses, 401 no customer.
import { json, type AppLoadContext } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { rotatedAuthHeaders, shopCustomer } from '~/utils/auth.server';
import { pushEndpointSchema, pushKeysSchema } from '~/contract/notifications';
import { PlatformError } from '~/platform-client/client.server';
import { readFormData } from '~/utils/form-data.server';
import type { Refusal } from '~/utils/refusal';
import { refuse } from '~/utils/refusal.server';

export const pushFormSchema = z.object({
  endpoint: pushEndpointSchema,
  p256dh: pushKeysSchema.shape.p256dh,
  auth: pushKeysSchema.shape.auth,
  /** epoch ms, or empty when the push service sets no end */
  expirationTime: z
    .union([z.literal(''), z.coerce.number().int().min(0).max(8_640_000_000_000)])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
});

/** A visitor (or a login gone) has nobody to tell; a subscription that is not one is not saved. */
const LOGGED_OUT: Refusal = { key: 'profile.loggedOut' };
const NOT_SAVED: Refusal = { key: 'push.prompt.failed' };

export type PushAnswer = { ok: true };

export async function savePushSubscription(request: Request, context: AppLoadContext) {
  const form = await readFormData(request);
  const customer = await shopCustomer(request, context);
  if (!customer.auth) return refuse(401, LOGGED_OUT);
  const parsed = parseWithZod(form, { schema: pushFormSchema });
  if (parsed.status !== 'success') return refuse(400, NOT_SAVED);
  const { endpoint, p256dh, auth, expirationTime } = parsed.value;
  try {
    await customer.withAuth((c) => c.savePushSubscription({ endpoint, expirationTime, keys: { p256dh, auth } }));
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    const headers = await rotatedAuthHeaders(request, context);
    return error.status === 401 ? refuse(401, LOGGED_OUT, { headers }) : refuse(400, NOT_SAVED, { headers });
  }
  return json<PushAnswer>({ ok: true }, { headers: await rotatedAuthHeaders(request, context) });
}
