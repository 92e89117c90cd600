// SPEC §7 "GET {enterprise}/webshop/business/payment/methods": what a business takes at a branch (or a
// food-hall table): cash (2), the business's own payment (custom 8: a transfer proved by its transaction
// id), and the methods of its payment gateway (card 1, e-wallet 6, bank 7, QR 9, KasPro 10) — each channel
// names its gateway (`platform`), and a channel whose gateway this platform is not configured for is not
// offered.
import { z } from 'zod';
import { PaymentMethodId } from '../../../app/domain/constants';
import { trxIdProblem, trxIdRule } from '../../../app/domain/checkout';
import { ErrorCode } from '../../../app/contract/errors';
import type { PaymentChannel, PaymentMethod } from '../../../app/contract/payment-methods';
import { GATEWAY_NAMES, type GatewayName } from '../../../app/contract/payments';
import type { Branch, FoodHallSettings } from '../../../app/contract/catalog';
import type { Catalog } from '../catalog/catalog';
import { ApiError, notFound } from '../http';

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

const l10n = z.record(z.string().max(100)).nullable().default(null);

/** The business's gateway methods (settings `gateway_methods`), each channel at a named gateway. */
const gatewayMethodSchema = z.object({
  method: z.number().int(),
  display_name: z.string().max(100),
  display_name_translation: l10n,
  logo: z.string().max(300).nullable().default(null),
  gateway_id: z.number().int().nullable().default(null),
  platform_account: z.string().max(100).nullable().default(null),
  channels: z
    .array(
      z.object({
        channel_code: z.string().max(64),
        name: z.string().max(100),
        name_translation: l10n,
        logo: z.string().max(300).nullable().default(null),
        platform: z.enum(GATEWAY_NAMES),
      }),
    )
    .max(20),
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
  gateways,
}: {
  branch: Pick<Branch, 'capabilities'>;
  businessSettings: Record<string, unknown> | null;
  /** a food-hall table's settings: cash and own payment follow them there */
  foodHall: FoodHallSettings | null;
  /** the gateways this platform can take payments through */
  gateways: ReadonlySet<GatewayName>;
}): PaymentMethod[] {
  const settings = branch.capabilities.payment_settings;
  const cash = foodHall ? foodHall.qr_order_cash_payment_enabled : settings.cash_payment_enabled;
  const own = foodHall ? foodHall.byo_payment_enabled : settings.byo_payment_enabled;
  const integrated = foodHall
    ? foodHall.integrated_payment_enabled && foodHall.qr_order_payment_enabled
    : settings.integrated_payment_enabled;
  const methods: PaymentMethod[] = [];
  if (integrated) methods.push(...gatewayMethods(businessSettings, gateways));
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

/** The gateway methods of a business's settings, with only the channels of the gateways at hand. */
function gatewayMethods(settings: Record<string, unknown> | null, gateways: ReadonlySet<GatewayName>): PaymentMethod[] {
  const parsed = z
    .array(gatewayMethodSchema)
    .max(10)
    .safeParse(settings?.gateway_methods ?? []);
  if (!parsed.success) return [];
  return parsed.data.flatMap((m) => {
    const channels: PaymentChannel[] = m.channels
      .filter((c) => gateways.has(c.platform))
      .map((c) => ({ ...c, bank_name: null, account_name: null, wallet_number: null, trx_id: null }));
    return channels.length ? [{ ...m, channels }] : [];
  });
}

/** The methods at a branch (and, at a food-hall table, under the hall's settings). */
export async function paymentMethodsAt(
  catalog: Catalog,
  gateways: ReadonlySet<GatewayName>,
  branchId: number,
  foodhallId: number | null,
) {
  const snapshot = await catalog.cache.snapshot();
  const brandId = snapshot.branchBrands.get(branchId)?.[0]?.brand_id;
  if (!brandId) throw notFound('No branch found');
  const menus = await catalog.storeMenus({ brandId, branchId });
  const hall = foodhallId ? await catalog.foodHallBranch({ foodhallId }) : null;
  return paymentMethodsFor({
    branch: menus.branchInfo,
    businessSettings: await catalog.businessSettingsOf(menus.business.id),
    foodHall: hall?.foodhall_settings ?? null,
    gateways,
  });
}

/**
 * SPEC §5: the payment chosen is one the business takes here (`offered`), with a channel it offers when the
 * method has channels, and a transfer carries a valid transaction id — else a 400 naming the field. Answers
 * the method, its channel and the trimmed transaction id.
 */
export function choosePayment(
  offered: PaymentMethod[],
  body: { payment_method?: number | null; payment_channel?: string | null; payment_trx_id?: string | null },
): { method: PaymentMethod; channel: PaymentChannel | null; trxId: string | null } {
  const method = offered.find((m) => m.method === body.payment_method);
  if (!method) throw new ApiError(400, ErrorCode.paymentRequired, 'payment_method: is not offered here');
  if (!method.channels.length) return { method, channel: null, trxId: null };
  const channel = method.channels.find((c) => c.channel_code === body.payment_channel);
  if (!channel) throw new ApiError(400, ErrorCode.paymentRequired, 'payment_channel: is not offered here');
  if (!channel.trx_id) return { method, channel, trxId: null };
  const problem = trxIdProblem(body.payment_trx_id, channel.trx_id);
  if (problem)
    throw new ApiError(400, ErrorCode.paymentRequired, `payment_trx_id: ${trxMessage(problem, channel.trx_id)}`, {
      payment_trx_id: problem,
    });
  return { method, channel, trxId: body.payment_trx_id!.trim() };
}

function trxMessage(problem: string, rule: { min: number; max: number }): string {
  if (problem === 'required') return 'is required';
  if (problem === 'invalid') return 'may hold only letters, digits, - and _';
  return `must be between ${rule.min} and ${rule.max} characters`;
}
