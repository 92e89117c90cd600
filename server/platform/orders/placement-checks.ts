// What placing an order checks before it prices anything or writes (SPEC §4 "Placing the order", §5): the
// address and the payer's details, the payment, the age restriction; and the bill request the order stands for.
// Each refusal is an ApiError that names the field. Used by ./place.ts.
import type { Kysely } from 'kysely';
import { billRequestSchema } from '../../../app/contract/bill';
import type { FoodHallSettings, Branch } from '../../../app/contract/catalog';
import { ErrorCode } from '../../../app/contract/errors';
import type { OrderRequest } from '../../../app/contract/orders';
import { DeliveryMethod } from '../../../app/domain/constants';
import { addressNeedsConfirmation } from '../../../app/domain/delivery-address';
import { ageRule } from '../../../app/domain/orderability';
import { missingPayerDetails, payerOf } from '../../../app/domain/payer-details';
import type { DB } from '../db/schema';
import { ApiError } from '../http';
import type { GatheredBranch } from '../bill/gathered';
import { uploadsOwnedBy } from '../uploads/store';
import type { UserRow } from '../identity/users';
import { choosePayment, paymentMethodsFor } from '../payments/methods';
import type { Gateways } from '../payments/registry';

export const PHONE_MESSAGE = 'Phone no is mandatory for pickup and delivery';

/**
 * SPEC §4 checks 7 and 13, which the shop asks before Pay, kept here too (the platform does not trust its
 * clients): a delivery address that is only coordinates needs a typed street, LINE Pay the payer's details
 * (from user_info, else the account). Checked before anything is priced, so a refusal writes nothing.
 */
export function checkAddressAndPayer(body: OrderRequest, user: UserRow) {
  const location = body.order_type === DeliveryMethod.DELIVERY ? body.delivery_location : null;
  if (location && addressNeedsConfirmation({ address: location.address, streetName: location.street_name }))
    throw new ApiError(
      400,
      ErrorCode.addressUnconfirmed,
      'delivery_location: Cannot identify the delivery address. Please try again.',
      { street_name: 'required' },
    );
  if (body.payment_method == null) return;
  const missing = missingPayerDetails(body.payment_channel, payerOf(body.user_info, user));
  if (missing.length)
    throw new ApiError(
      400,
      ErrorCode.payerDetailsRequired,
      `user_info: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required for this payment channel`,
      { user_info: missing },
    );
}

/** The bill request an order's body stands for. */
export function billRequestOf(body: OrderRequest, foodHall: boolean) {
  return billRequestSchema.parse({
    branch_id: foodHall ? undefined : body.branch_id,
    foodhall_id: foodHall ? body.foodhall_id : null,
    cart: body.cart,
    order_type: body.order_type,
    order_schedule_type: body.order_schedule_type,
    scheduled_delivery_time: body.scheduled_delivery_time,
    table_no: body.table_no,
    delivery_location: body.delivery_location
      ? {
          latitude: body.delivery_location.latitude,
          longitude: body.delivery_location.longitude,
          address: body.delivery_location.address,
        }
      : null,
    // an order placed with its payment is an order with its payment channel: the gateway fee the business
    // passes on is charged whatever flag the client sent (never trusted from the client)
    is_order_with_payment_channel: body.payment_method != null,
    payment_method: body.payment_method,
    payment_channel: body.payment_channel,
    applied_promo: body.applied_promo,
    // SPEC §7 "senior citizen fields": checked again as the bill checks them (counts, the caller's own cards)
    number_of_customer: body.number_of_customer,
    number_of_senior_citizen: body.number_of_senior_citizen,
    senior_citizen_attachment: body.senior_citizen_attachment,
    external_voucher_code: body.external_voucher_code,
    voucher_provider_id: body.voucher_provider_id,
    reward_point_id: body.reward_point_id,
  });
}

/** SPEC §5: the payment is one the business takes here, and a transfer carries a valid transaction id. */
export function checkPayment(
  body: OrderRequest,
  branch: Branch,
  settings: Record<string, unknown> | null,
  foodHall: FoodHallSettings | null,
  gateways: Gateways,
): { postPay: boolean } {
  if (body.payment_method == null) {
    // SPEC "POST_PAY_ORDER": only a dine-in table pays after eating.
    if (body.order_type === DeliveryMethod.DINE_IN && body.table_no) return { postPay: true };
    throw new ApiError(400, ErrorCode.paymentRequired, 'payment_method: Please choose a payment method');
  }
  choosePayment(paymentMethodsFor({ branch, businessSettings: settings, foodHall, gateways: gateways.names }), body);
  return { postPay: false };
}

/** SPEC §5 "Age-restricted items need consent, plus ID front and back when identification is required". */
export async function checkAgeRestriction(
  db: Kysely<DB>,
  body: OrderRequest,
  userId: number,
  branches: GatheredBranch[],
) {
  const { restricted, idRequired } = ageRule(branches.flatMap((b) => b.lines.flatMap((l) => l.found ?? [])));
  if (!restricted) return;
  const attachment = body.age_restriction_attachment;
  if (!attachment?.consent)
    throw new ApiError(400, ErrorCode.consentRequired, 'age_restriction_attachment: consent is required');
  if (!idRequired) return;
  const paths = [attachment.front, attachment.back].filter((p): p is string => !!p);
  const owned = await uploadsOwnedBy(db, userId, paths);
  if (paths.length < 2 || paths.some((p) => !owned.has(p)))
    throw new ApiError(400, ErrorCode.consentRequired, 'age_restriction_attachment: ID front and back are required', {
      id_images: 'required',
    });
}
