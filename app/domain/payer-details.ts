// SPEC §2 "Payment" ("Other sheets: line-pay user details") and §4 check 13 "Line-pay details needed opens that
// sheet": the payer details a payment channel needs before its payment starts (SPEC §5 "Guest payment info
// needs first name, last name, email, phone, region"). The shop asks for them; the platform refuses without.

/** A payer detail as the order's user_info names it; `phone` stands for the number with its region. */
export type PayerDetail = 'first_name' | 'last_name' | 'email' | 'phone';

/** Who pays, as the order's user_info (or the account) says. */
export interface Payer {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
  region?: string | null;
}

const ALL: readonly PayerDetail[] = ['first_name', 'last_name', 'email', 'phone'];

/** LINE Pay, whoever carries it ("TW_LINEPAY" at the sandbox, "LINE_PAY" or "TAPPAY_LINEPAY" elsewhere). */
export function isLinePayChannel(channelCode: string | null | undefined): boolean {
  return !!channelCode && /(^|_)LINE_?PAY$/i.test(channelCode);
}

/** The payer details a channel needs: all of them for LINE Pay, none for the others. */
export function payerDetailsFor(channelCode: string | null | undefined): PayerDetail[] {
  return isLinePayChannel(channelCode) ? [...ALL] : [];
}

const has = (value: string | null | undefined) => !!value?.trim();

/**
 * SPEC §5: who pays, as the order's user_info says it — each detail as this checkout was told it, else the
 * account's; a blank detail is not told. The checkout's contact card, the order it places and the platform
 * that checks the order all read the payer through this.
 */
export function payerOf(told: Payer | null | undefined, account: Payer | null | undefined): Required<Payer> {
  const pick = (d: keyof Payer) => told?.[d]?.trim() || account?.[d]?.trim() || null;
  return {
    first_name: pick('first_name'),
    last_name: pick('last_name'),
    email: pick('email'),
    phone: pick('phone'),
    region: pick('region'),
  };
}

/** Of what the channel needs, what the payer lacks (a phone without its region is lacking). */
export function missingPayerDetails(channelCode: string | null | undefined, payer: Payer): PayerDetail[] {
  return payerDetailsFor(channelCode).filter((d) =>
    d === 'phone' ? !(has(payer.phone) && has(payer.region)) : !has(payer[d]),
  );
}
