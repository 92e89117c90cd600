// The sandbox gateway's hosted page (SPEC §2 "Payment": the gateway the customer is redirected to): plain
// HTML forms, no script. Test cards decide a card's fate (approve, decline with a reason, 3-D Secure);
// wallets and banks get approve / decline / expire. What the customer did is written to the sandbox's own
// book, then told to the platform by a signed callback through the real callback route (`deliver`), then
// the customer is sent back to the shop's success or failure address — in that order, so the shop's page
// usually finds the payment settled, and polls when it does not.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { FALLBACK_LANGUAGE, isSupportedLanguage } from '../../../app/i18n/languages';
import { PaymentMethodId } from '../../../app/domain/constants';
import { detectCardBrand, luhnValid } from '../../../app/domain/cards';
import { formatAmount } from '../../../app/domain/money';
import { randomBytes } from 'node:crypto';
import type { DB } from '../db/schema';
import { ApiError } from '../http';
import { platformT } from '../i18n/texts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxGateway } from './sandbox';

/** The sandbox's test cards (digits only) and what they do; any other valid number is approved. */
export const SANDBOX_CARDS = {
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expiredCard: '4000000000000069',
  threeDSecure: '4000000000003220',
  approved: '4242424242424242',
} as const;
export const SANDBOX_3DS_CODE = '123456';
const DECLINE_REASONS = ['declined', 'insufficient_funds', 'expired_card'] as const;

const formSchema = z.object({
  action: z.enum(['pay', 'approve', 'decline', 'expire', 'cancel', 'verify']),
  number: z.string().max(30).optional(),
  reason: z.enum(DECLINE_REASONS).optional(),
  code: z.string().max(10).optional(),
});

interface PageDeps {
  db: Kysely<DB>;
  now: () => Date;
  sandbox: SandboxGateway;
  /** the platform's callback route, as a provider's webhook reaches it */
  deliver: (body: string, signature: string) => Promise<Response>;
  callbackUrl: string;
}

/** The page speaks the payment's language (its texts: server/platform/i18n). */
const translator = (lng: string) => platformT(isSupportedLanguage(lng) ? lng : FALLBACK_LANGUAGE);

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function html(lng: string, title: string, body: string, status = 200): Response {
  const page = `<!DOCTYPE html><html lang="${esc(lng)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><link rel="stylesheet" href="/sandbox-gateway.css"></head><body><main>${body}</main></body></html>`;
  return new Response(page, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  });
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

async function load(deps: PageDeps, paymentId: string) {
  const payment = await deps.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment || payment.gateway !== 'sandbox' || !payment.provider_ref) return null;
  const charge = await deps.db
    .selectFrom('sandbox_charges')
    .selectAll()
    .where('id', '=', payment.provider_ref)
    .executeTakeFirst();
  return charge ? { payment, charge } : null;
}

/** GET: the page for the payment's step. */
export async function sandboxPage(deps: PageDeps, paymentId: string, query: { step?: string; error?: string }) {
  const found = await load(deps, paymentId);
  if (!found) throw new ApiError(404, 'not_found', 'No such payment');
  const { payment, charge } = found;
  const t = translator(payment.lng);
  const amount = `${payment.currency} ${formatAmount(payment.amount, payment.currency)}`;
  const open = charge.state === 'pending' && deps.now() <= new Date(charge.expires_at);
  const head = `<h1>${esc(t('sandbox.title'))}</h1><p class="test">${esc(t('sandbox.testMode'))}</p><dl><dt>${esc(t('sandbox.amount'))}</dt><dd>${esc(amount)}</dd><dt>${esc(t('sandbox.method'))}</dt><dd>${esc(payment.channel ?? '')}</dd></dl>`;
  if (!open) {
    const back = charge.state === 'paid' ? payment.success_url : payment.failure_url;
    return html(
      payment.lng,
      t('sandbox.title'),
      `${head}<p role="status">${esc(t('sandbox.closed'))}</p><p><a href="${esc(back ?? '/')}">${esc(t('sandbox.back'))}</a></p>`,
    );
  }
  const action = `?`;
  if (query.step === 'challenge') {
    const error = query.error === 'code' ? `<p role="alert">${esc(t('sandbox.codeWrong'))}</p>` : '';
    return html(
      payment.lng,
      t('sandbox.challengeTitle'),
      `${head}<h2>${esc(t('sandbox.challengeTitle'))}</h2>${error}<form method="post" action="${action}"><p>${esc(t('sandbox.challengeHint', { code: SANDBOX_3DS_CODE }))}</p><label for="code">${esc(t('sandbox.code'))}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required><button name="action" value="verify">${esc(t('sandbox.verify'))}</button></form>`,
    );
  }
  const card = charge.card as { suffix: string; brand: string } | null;
  const cardForm =
    payment.method_id === PaymentMethodId.CARD && !card
      ? `<form method="post" action="${action}"><label for="number">${esc(t('sandbox.cardNumber'))}</label><input id="number" name="number" inputmode="numeric" autocomplete="off" maxlength="23" required aria-describedby="cards"${query.error === 'number' ? ' aria-invalid="true"' : ''}>${query.error === 'number' ? `<p role="alert">${esc(t('sandbox.numberInvalid'))}</p>` : ''}<p id="cards">${esc(t('sandbox.testCards'))}</p><button name="action" value="pay">${esc(t('sandbox.pay', { amount }))}</button></form>`
      : `<form method="post" action="${action}">${card ? `<p>${esc(t('sandbox.savedCard', { brand: card.brand, suffix: card.suffix }))}</p>` : ''}<button name="action" value="approve">${esc(t('sandbox.pay', { amount }))}</button></form>`;
  const reasons = DECLINE_REASONS.map((r) => `<option value="${r}">${esc(t(`sandbox.reasons.${r}`))}</option>`).join(
    '',
  );
  const others = `<form method="post" action="${action}"><label for="reason">${esc(t('sandbox.reason'))}</label><select id="reason" name="reason">${reasons}</select><button name="action" value="decline">${esc(t('sandbox.decline'))}</button></form><form method="post" action="${action}"><button name="action" value="expire">${esc(t('sandbox.expire'))}</button> <button name="action" value="cancel">${esc(t('sandbox.cancel'))}</button></form>`;
  return html(payment.lng, t('sandbox.title'), `${head}${cardForm}${others}`);
}

/** POST: what the customer did. */
export async function sandboxAction(deps: PageDeps, paymentId: string, request: Request) {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type))
    throw new ApiError(415, 'unsupported_media_type', 'The body must be a form');
  const text = await request.text();
  if (text.length > 4096) throw new ApiError(413, 'payload_too_large', 'The request body is too large');
  const parsed = formSchema.safeParse(Object.fromEntries(new URLSearchParams(text)));
  if (!parsed.success) throw new ApiError(400, 'validation_error', 'The form is not valid');
  const form = parsed.data;
  const found = await load(deps, paymentId);
  if (!found) throw new ApiError(404, 'not_found', 'No such payment');
  const { payment, charge } = found;
  const here = `${new URL(request.url).pathname}`;
  if (charge.state !== 'pending' || deps.now() > new Date(charge.expires_at)) return seeOther(here);

  type End = { state: 'paid' | 'failed' | 'expired'; code: string | null; card?: { suffix: string; brand: string } };
  let end: End;
  const saved = charge.card as { suffix: string; brand: string } | null;
  switch (form.action) {
    case 'pay': {
      const digits = (form.number ?? '').replace(/\D/g, '');
      if (payment.method_id !== PaymentMethodId.CARD || !luhnValid(digits)) return seeOther(`${here}?error=number`);
      const facts = { suffix: digits.slice(-4), brand: detectCardBrand(digits) };
      if (digits === SANDBOX_CARDS.threeDSecure) {
        await deps.db
          .updateTable('sandbox_charges')
          .set({ card: JSON.stringify({ ...facts, token: null }), updated_at: deps.now() })
          .where('id', '=', charge.id)
          .where('state', '=', 'pending')
          .execute();
        return seeOther(`${here}?step=challenge`);
      }
      const code =
        digits === SANDBOX_CARDS.declined
          ? 'declined'
          : digits === SANDBOX_CARDS.insufficientFunds
            ? 'insufficient_funds'
            : digits === SANDBOX_CARDS.expiredCard
              ? 'expired_card'
              : null;
      end = code ? { state: 'failed', code, card: facts } : { state: 'paid', code: null, card: facts };
      break;
    }
    case 'verify':
      if (!saved) return seeOther(here);
      end =
        form.code === SANDBOX_3DS_CODE
          ? { state: 'paid', code: null, card: saved }
          : { state: 'failed', code: 'authentication_failed', card: saved };
      break;
    case 'approve':
      if (payment.method_id === PaymentMethodId.CARD && !saved) return seeOther(here);
      end = { state: 'paid', code: null, card: saved ?? undefined };
      break;
    case 'decline':
      end = { state: 'failed', code: form.reason ?? 'declined' };
      break;
    case 'expire':
      end = { state: 'expired', code: null };
      break;
    case 'cancel':
      end = { state: 'failed', code: 'cancelled' };
      break;
  }
  // a saved card keeps its token; a new one gets one when the customer asked to save it
  const token =
    end.state === 'paid' && end.card
      ? ((charge.card as { token?: string | null } | null)?.token ??
        (payment.save_card ? `sbxtok_${randomBytes(12).toString('hex')}` : null))
      : null;
  const card = end.card ? { ...end.card, token } : null;
  // signed with the charge's end, and kept with it: a dashboard resends it as it was
  const callback = deps.sandbox.sign({ charge: charge.id, state: end.state, failure_code: end.code, card });
  const moved = await deps.db
    .updateTable('sandbox_charges')
    .set({
      state: end.state,
      failure_code: end.code,
      card: card ? JSON.stringify(card) : null,
      callback: JSON.stringify(callback),
      updated_at: deps.now(),
    })
    .where('id', '=', charge.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  // Delivered like a provider's webhook; if it does not arrive, the shop's status query settles it.
  if (Number(moved.numUpdatedRows) === 1) await deps.deliver(callback.body, callback.signature).catch(() => undefined);
  return seeOther((end.state === 'paid' ? payment.success_url : payment.failure_url) ?? '/');
}

/** GET: the callback signed for the payment's charge, as sent (a dashboard's "resend"). */
export async function sandboxCallback(deps: PageDeps, paymentId: string) {
  const found = await load(deps, paymentId);
  const callback = found?.charge.callback as { body: string; signature: string } | null | undefined;
  if (!callback) throw new ApiError(404, 'not_found', 'No callback sent for this payment');
  return { body: callback.body, signature: callback.signature };
}

export { SANDBOX_SIGNATURE_HEADER };
