// A use of another provider's voucher (grab food) by an order: told to the provider before the order is written
// (refused: the order is refused as a used-up promo, nothing written), given back when the order is not written
// after all or is cancelled. The reference is the customer's and the order request's (its idempotency key), so a
// retried order is the same use. Our own promos are counted in the order's transaction instead (./uses.ts).
import { promoNotApplicable } from './uses';
import type { PricedPromo } from './apply';
import type { VoucherProviders } from './vouchers';

/** What an order keeps of its provider's voucher use, to give it back when it is cancelled. */
export interface KeptVoucherUse {
  provider: number;
  reference: string;
}

export async function redeemVoucher(
  vouchers: VoucherProviders,
  promo: PricedPromo | null,
  order: { userId: number; idempotencyKey: string; currency: string },
): Promise<{ kept: KeptVoucherUse; release(): Promise<void> } | null> {
  if (!promo || promo.chosen.row) return null;
  const { code, voucher_provider_id: provider } = promo.chosen.applied;
  const client = provider != null ? vouchers.get(provider) : null;
  if (provider == null || !client) throw promoNotApplicable(code, 'notFound');
  const reference = `${order.userId}:${order.idempotencyKey}`;
  const redeemed = await client.redeem({
    code,
    reference,
    userId: order.userId,
    discount: promo.discount,
    currency: order.currency,
  });
  if (!redeemed) throw promoNotApplicable(code, 'usedUp');
  return { kept: { provider, reference }, release: () => client.release(reference) };
}

/** Gives back the voucher use an order kept (its cancellation); nothing for an order without one. */
export async function releaseVoucher(vouchers: VoucherProviders, kept: KeptVoucherUse | null | undefined) {
  if (!kept) return;
  await vouchers.get(kept.provider)?.release(kept.reference);
}
