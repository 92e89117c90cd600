// `/profile/saved-cards` (SPEC §7 "GET /profile/saved-cards/ and DELETE /profile/saved-cards/{id}"): the
// cards a customer kept when paying (tokens at their gateway: the brand and last four are all we show), and
// deleting one. A guest keeps none (SPEC §6).
import { json, type AppLoadContext } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { requireUser, rotatedAuthHeaders } from '~/utils/auth.server';
import { PlatformError } from '~/platform-client/client.server';
import { readFormData } from '~/utils/form-data.server';
import { redirectWithToast } from '~/utils/toast.server';
import { shopRequest } from '~/utils/shop.server';

export const deleteCardSchema = z.object({
  intent: z.literal('delete'),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export async function loadSavedCards(request: Request, context: AppLoadContext) {
  const customer = await requireUser(request, context);
  const { t } = await shopRequest(request, context);
  const guest = customer.auth.user.is_guest;
  const cards = guest ? [] : (await customer.withAuth((c) => c.savedCards({}))).results;
  return json(
    {
      title: t('savedCards.title'),
      guest,
      cards: cards.map((c) => ({ id: c.id, brand: c.card_brand, suffix: c.card_suffix })),
    },
    { headers: await rotatedAuthHeaders(request, context) },
  );
}

export async function savedCardsAction(request: Request, context: AppLoadContext) {
  const customer = await requireUser(request, context);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: deleteCardSchema });
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
  try {
    await customer.withAuth((c) => c.deleteSavedCard({ id: submission.value.id }));
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status !== 404) throw error;
    // already gone (another tab): the list below says so
  }
  return redirectWithToast('/profile/saved-cards', { type: 'success', key: 'savedCards.deleted' }, context);
}
