// The numbers of the platform's rate limits (./index.ts), apart so that server/config.ts can read them
// without the limiter. Operators set them with the LIMIT_* variables (.env.example, docs/operations.md).

/**
 * The numbers, each counted in a fixed window (0 turns a limit off). Per address they are generous: a food
 * hall's guests may share one Wi-Fi address, and behind a proxy without TRUST_PROXY every customer has
 * the proxy's address (docs/operations.md).
 */
export const LIMIT_DEFAULTS = {
  /** codes sent (login, phone and email verification, resends) per client address an hour; per number: OTP_SENDS_PER_HOUR */
  otpSendsPerAddressPerHour: 20,
  /** codes tried per client address an hour */
  otpVerifiesPerAddressPerHour: 60,
  /** codes tried per phone number or email address an hour (beside five per code) */
  otpVerifiesPerTargetPerHour: 15,
  /** guest and social logins per client address an hour */
  loginsPerAddressPerHour: 60,
  /** bill calculations per client address a minute */
  billsPerAddressPerMinute: 300,
  /** orders placed per client address an hour (the checkout uses `Limits.order`) */
  ordersPerAddressPerHour: 60,
  /** orders placed per customer an hour */
  ordersPerUserPerHour: 20,
  /** voucher codes tried that name no voucher, per customer an hour (a code that is found costs nothing) */
  voucherMissesPerUserPerHour: 20,
  /** orders looked up by order number and phone (issue 27), per client address and per order number an hour */
  orderLookupsPerHour: 10,
  /** a refresh token used again this soon after its rotation gets a new pair of its login instead of ending it */
  refreshReuseGraceSeconds: 10,
};
export type LimitSettings = typeof LIMIT_DEFAULTS;
