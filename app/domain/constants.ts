// SPEC §9 "Business constants and limits" — one place for the numbers both sides use.

export const DeliveryMethod = { PICKUP: 1, DELIVERY: 2, DINE_IN: 3 } as const;
export type DeliveryMethodId = (typeof DeliveryMethod)[keyof typeof DeliveryMethod];
/** price keys of advanced pricing, per delivery method */
export const PRICE_KEY = { 1: 'pickup', 2: 'delivery', 3: 'dineIn' } as const satisfies Record<
  DeliveryMethodId,
  string
>;

export const OrderTimeType = { ASAP: 1, SCHEDULED: 2 } as const;
export type OrderTimeTypeId = (typeof OrderTimeType)[keyof typeof OrderTimeType];
export const PickupType = { COUNTER: 1, DRIVE_THRU: 2 } as const;
export type PickupTypeId = (typeof PickupType)[keyof typeof PickupType];

export const DiscountScope = ['items', 'category', 'order'] as const;
export const DiscountType = ['flat', 'percentage', 'delivery'] as const;

export const CardGateway = { STRIPE: 1, XENDIT: 2, TAPPAY: 4 } as const;
export const PaymentMethodId = {
  CARD: 1,
  CASH: 2,
  EWALLET: 6,
  BANK_PAYMENT: 7,
  CUSTOM: 8,
  QR_PAYMENT: 9,
  KASPRO: 10,
} as const;

export const LoginProvider = { PHONE: 1, GOOGLE: 2, FACEBOOK: 3, APPLE: 4, GUEST: 5, COMPLETED: 6, LINE: 7 } as const;
export type LoginProviderId = (typeof LoginProvider)[keyof typeof LoginProvider];
/** SPEC §4 "Channels: SMS 1, WhatsApp 2, Viber 3"; Telegram 4 is offered on the other-channels page (SPEC §2). */
export const OtpChannel = { SMS: 1, WHATSAPP: 2, VIBER: 3, TELEGRAM: 4 } as const;
export type OtpChannelId = (typeof OtpChannel)[keyof typeof OtpChannel];

export const OrderStatus = {
  PENDING: 1,
  FAILED: 2,
  PLACED: 3,
  ACCEPTED: 4,
  READY: 5,
  COMPLETED: 6,
  CANCELLED: 7,
} as const;
export const FulfilmentStatus = {
  DISPATCHING: 1,
  ALLOCATING: 2,
  PENDING_PICKUP: 3,
  PICKING_UP: 4,
  IN_DELIVERY: 5,
  COMPLETED: 6,
  RETURNED: 7,
  FAILED: 8,
  CANCELLED: 9,
  IN_RETURN: 10,
} as const;
export const PaymentStatus = { PAID: 1, FAILED: 2, PENDING: 3, REFUNDED: 4 } as const;
export const RefundStatus = { REQUESTED: 1, REQUEST_FAILED: 2, REFUND_FAILED: 3, REFUNDED: 4 } as const;
export const LoyaltyBindingLevel = { COUNTRY: 2, BUSINESS: 3 } as const;

export const DEFAULTS = {
  country: 'PH',
  dialCode: '+63',
  /** token and user dropped after this */
  storageExpiryMs: 60 * 60 * 1000,
  locationCacheMs: 90 * 60 * 1000,
  menuVersion: 2,
} as const;

export const TIMINGS = {
  activeOrderPollMs: 60_000,
  socketReconnectMs: 10_000,
  inAppPaymentPollMs: 10_000,
  waitingPagePollMs: 5_000,
  otpStatusPollMs: 10_000,
  otpAutoSubmitMs: 500,
  otpSubmitDebounceMs: 1_000,
  otpResendSeconds: 60,
  reviewCountdownSeconds: 30,
  waitingPageAutoCloseSeconds: 15,
  stepperCollapseMs: 2_000,
  bannerAutoplayMs: 5_000,
  bannerTransitionMs: 1_000,
  carouselAutoplayMs: 3_000,
  redirectDelayMs: 2_000,
  sheetDelayMs: 300,
  searchDebounceMs: 300,
  billDebounceMs: 300,
  staleTimeMs: 60_000,
} as const;

export const LIMITS = {
  nameMin: 1,
  nameMax: 50,
  addressInstructionMax: 255,
  /** establishment name, street name, flat number, additional details (not shown in SPEC; ADR 0011) */
  addressPartMax: 100,
  vehicleFieldMax: 50,
  ratingCommentMax: 500,
  /** the customer's words for the "other" cancellation reason (SPEC §7 cancellation_reason) */
  cancelReasonMax: 500,
  readMoreChars: 150,
  seniorCardsMax: 20,
  stepperMin: 0,
  stepperMax: 99,
  /** the adds a cart remembers by id, so that a retried add is applied once (issue 13) */
  requestsKept: 20,
  categorySearchCount: 4,
  addressSearchMinChars: 3,
  cookieConsentDays: 730,
  sheetWidthPx: 480,
  countrySheetWidthPx: 500,
  wideLayoutPx: 900,
  imageMaxPx: 1000,
  discoveryRadius: 500,
  uploadMaxBytes: 1024 * 1024,
  historyPageSize: 100,
  /** orders per page of GET {oms}/order/history (not in SPEC: a phone screen or two of cards; issue 16) */
  orderHistoryPageSize: 10,
  /** history pages one page view shows at most: without JavaScript each "more" reloads the ones before */
  orderHistoryPagesShown: 20,
  /** an item's note in the cart (SPEC §5 keeps the number unshown; ADR 0008) */
  itemNoteMax: 200,
  /** a brand group's order note in the cart (ADR 0009) */
  orderNoteMax: 250,
  shortHashChars: 5,
  brandLogoStrip: 4,
  paymentLogoStrip: 5,
} as const;

export const BUSY_WINDOW_MINUTES = 60;
export const SCHEDULED_DAY_RANGE_DEFAULT = 3;
export const FOOD_HALL_TABLE_DAY_RANGE = 4;
export const SCHEDULE_SLOT_MINUTES = 10;
export const SCHEDULE_CALENDAR_EXTRA_MINUTES = 2;
export const ASAP_ESTIMATE_MINUTES = { from: 45, to: 60 } as const;

/** Minimum card, wallet and bank payment per currency, minor units (SPEC §5). */
export const MIN_DIGITAL_PAYMENT_CENTS: Readonly<Record<string, number>> = {
  AUD: 50,
  PHP: 10000,
  SGD: 50,
  IDR: 1000000,
  MYR: 200,
};

/**
 * Countries whose delivery addresses need an establishment name and a street name (SPEC §5 "Delivery";
 * the list itself is not in the SPEC: addresses there are found by building and street, ADR 0011).
 */
export const ADDRESS_PARTS_COUNTRIES: readonly string[] = ['PH'];
