// SPEC §7 "Error body: code, error, message, details[itemID]" and the codes the platform answers with
// (SPEC §8). The web shop turns a code into words through i18next; the message is the platform's English.
import { z } from 'zod';

export const ErrorCode = {
  validation: 'validation_error',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  methodNotAllowed: 'method_not_allowed',
  payloadTooLarge: 'payload_too_large',
  unsupportedLanguage: 'unsupported_language',
  internal: 'internal_error',
  /** the platform's database cannot be reached or did not answer in time: try again (503, Retry-After) */
  unavailable: 'service_unavailable',
  // catalogue and cart (SPEC §4 "Stock and busy rules", §8 "Cart")
  itemNotFound: 'item_not_found',
  itemOos: 'item_oos',
  lowStock: 'low_stock',
  brandBusy: 'brand_busy',
  invalidModifiers: 'invalid_modifiers',
  // delivery (SPEC §8 "Location")
  deliveryOutOfRange: 'delivery_out_of_range',
  distanceSlaExceeded: 'distance_sla_exceeded',
  multipleCityDelivery: 'multiple_city_delivery_not_allowed',
  // identity (SPEC §8 "OTP request", "OTP verify")
  otpLimit: 'otp_limit',
  otpTooSoon: 'otp_too_soon',
  otpDeliveryFailed: 'otp_delivery_failed',
  invalidOtp: 'invalid_otp',
  invalidNonce: 'invalid_nonce',
  phoneInUse: 'phone_in_use',
  emailInUse: 'email_in_use',
  guestLoginDisabled: 'guest_login_disabled',
  socialLoginFailed: 'social_login_failed',
  // orders (SPEC §4 "Placing the order", §8 order errors)
  deliveryFeeUpdated: 'delivery_fee_updated',
  priceUpdated: 'price_updated',
  minimumBasket: 'minimum_basket',
  phoneRequired: 'phone_required',
  /** an order type the branch does not take (SPEC §3 capabilities) */
  orderTypeUnavailable: 'order_type_unavailable',
  /** SPEC §4 check 7: a delivery to a position without an address, not confirmed by a typed street */
  addressUnconfirmed: 'address_unconfirmed',
  /** SPEC §4 check 13: a channel (LINE Pay) that needs the payer's details, without them */
  payerDetailsRequired: 'payer_details_required',
  consentRequired: 'consent_required',
  paymentRequired: 'payment_required',
  invalidTransition: 'invalid_transition',
  notUpdatable: 'order_not_updatable',
  // maps (SPEC §7 "Maps")
  mapsUnavailable: 'maps_unavailable',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const apiErrorSchema = z.object({
  code: z.string(),
  error: z.string().optional(),
  message: z.string(),
  details: z.record(z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** SPEC §8: refused modifier choices (422 invalid_modifiers), in `details.issues`. */
export const choiceIssuesSchema = z.object({
  issues: z.array(
    z.object({
      groupId: z.number().int(),
      path: z.array(z.number().int()),
      code: z.enum(['required', 'exact', 'min', 'max', 'unknownModifier', 'modifierQuantity', 'notOffered']),
      min: z.number(),
      max: z.number(),
      chosen: z.number(),
    }),
  ),
});
export type ChoiceIssues = z.infer<typeof choiceIssuesSchema>;
