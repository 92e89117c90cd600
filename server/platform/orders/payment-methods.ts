// SPEC §7 "GET {enterprise}/webshop/business/payment/methods": what a business takes at a branch (or a
// food-hall table). This issue serves the methods that need no gateway — cash (2) and the business's own
// payment (custom 8: a transfer proved by its transaction id); the card, e-wallet, bank and QR methods
// come with the gateway issue and are not offered until a gateway can take them.
import { z } from 'zod';
import { PaymentMethodId } from '../../../app/domain/constants';
import { trxIdRule } from '../../../app/domain/checkout';
import type { PaymentChannel, PaymentMethod } from '../../../app/contract/orders';
import type { Branch, FoodHallSettings } from '../../../app/contract/catalog';
import type { Catalog } from '../catalog/catalog';
import { notFound } from '../http';

const ownChannelSchema = z.object({
  channel_code: z.string().max(64),
  name: z.string().max(100),
  name_translation: z.record(z.string()).nullable().default(null),
  logo: z.string().nullable().default(null),
  bank_name: z.string().nullable().default(null),
  account_name: z.string().nullable().default(null),
  wallet_number: z.string().nullable().default(null),
  trx_id: z
    .object({ min: z.number().int().min(1), max: z.number().int().max(64) })
    .nullable()
    .default(null),
});

const CASH: PaymentMethod = {
  method: PaymentMethodId.CASH,
  display_name: 'Cash',
  display_name_translation: null,
  logo: null,
  gateway_id: null,
  platform_account: null,
  channels: [],
};

export function paymentMethodsFor({
  branch,
  businessSettings,
  foodHall,
}: {
  branch: Pick<Branch, 'capabilities'>;
  businessSettings: Record<string, unknown> | null;
  /** a food-hall table's settings: cash and own payment follow them there */
  foodHall: FoodHallSettings | null;
}): PaymentMethod[] {
  const settings = branch.capabilities.payment_settings;
  const cash = foodHall ? foodHall.qr_order_cash_payment_enabled : settings.cash_payment_enabled;
  const own = foodHall ? foodHall.byo_payment_enabled : settings.byo_payment_enabled;
  const methods: PaymentMethod[] = [];
  if (cash) methods.push(CASH);
  const parsed = z
    .array(ownChannelSchema)
    .max(20)
    .safeParse(businessSettings?.own_payment_channels ?? []);
  const channels: PaymentChannel[] = parsed.success
    ? parsed.data.map((c) => ({ ...c, platform: null, trx_id: trxIdRule(c.channel_code, c.trx_id) }))
    : [];
  if (own && channels.length)
    methods.push({
      method: PaymentMethodId.CUSTOM,
      display_name: 'Own payment',
      display_name_translation: null,
      logo: null,
      gateway_id: null,
      platform_account: null,
      channels,
    });
  return methods;
}

/** The methods at a branch (and, at a food-hall table, under the hall's settings). */
export async function paymentMethodsAt(catalog: Catalog, branchId: number, foodhallId: number | null) {
  const snapshot = await catalog.cache.snapshot();
  const brandId = snapshot.branchBrands.get(branchId)?.[0]?.brand_id;
  if (!brandId) throw notFound('No branch found');
  const menus = await catalog.storeMenus({ brandId, branchId });
  const hall = foodhallId ? await catalog.foodHallBranch({ foodhallId }) : null;
  return paymentMethodsFor({
    branch: menus.branchInfo,
    businessSettings: await catalog.businessSettingsOf(menus.business.id),
    foodHall: hall?.foodhall_settings ?? null,
  });
}
