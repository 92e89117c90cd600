// Voucher providers (SPEC §3 voucher_provider_id: general 1, grab food 6). A general voucher is one of our own
// voucher promos, found by its code (./store.ts). Another provider's vouchers live with that provider: the
// platform asks it through this interface. The embedded default for grab food is a fake with fixed rules
// (DESIGN.md "Embedded defaults are real implementations behind the interface the production adapter uses"),
// used by the demo and the tests; a deployment passes its own adapter (PlatformOptions.vouchers).
import { VoucherProvider, type Promo } from '../../../app/contract/promos';
import type { PromoScope } from './store';

/** What a provider tells of one of its vouchers: the promo fields the rules read. */
export interface ExternalVoucher {
  /** the provider's id of the voucher */
  id: number;
  code: string;
  description: string | null;
  value_type: 'flat' | 'percentage';
  value: number;
  max_discount: number | null;
  min_order_amount: number;
  end_time: string | null;
}

/** A use of a provider's voucher by an order: `reference` names the order (the same for its retries). */
export interface VoucherUse {
  code: string;
  reference: string;
  userId: number;
  /** what it took off, in minor units of `currency` */
  discount: number;
  currency: string;
}

export interface VoucherProviderClient {
  id: number;
  /** the voucher of a code for this store, or null when the provider has none */
  lookup(code: string, scope: PromoScope & { currency: string }): Promise<ExternalVoucher | null>;
  /**
   * Tells the provider the voucher is used by an order, before the order is written: false when the provider
   * refuses the use (used up). The same reference again (a retry) is the same use.
   */
  redeem(use: VoucherUse): Promise<boolean>;
  /** Gives a use back: its order was not written, or was cancelled. A reference it does not know is nothing. */
  release(reference: string): Promise<void>;
}

/** The fake grab food provider: `GRAB` and a number from 5 to 50 (GRAB15) is that percentage off; anything else
 * is no voucher of its. Each customer uses a code once (until the use is given back); its uses live in memory. */
export function fakeGrabFood(): VoucherProviderClient {
  const uses = new Map<string, { code: string; userId: number }>();
  return {
    id: VoucherProvider.GRAB_FOOD,
    async redeem(use) {
      const code = use.code.trim().toUpperCase();
      if (uses.has(use.reference)) return true;
      for (const u of uses.values()) if (u.code === code && u.userId === use.userId) return false;
      uses.set(use.reference, { code, userId: use.userId });
      return true;
    },
    async release(reference) {
      uses.delete(reference);
    },
    async lookup(code) {
      const m = /^GRAB(\d{1,2})$/i.exec(code.trim());
      const percent = m ? Number(m[1]) : 0;
      if (percent < 5 || percent > 50) return null;
      return {
        id: 600_000 + percent,
        code: code.trim().toUpperCase(),
        description: `Grab food voucher: ${percent}% off`,
        value_type: 'percentage',
        value: percent * 100,
        max_discount: null,
        min_order_amount: 0,
        end_time: null,
      };
    },
  };
}

/** An external voucher as the wire's promo: every brand, every day, for everyone; the provider is named. */
export function externalAsPromo(v: ExternalVoucher, provider: number): Promo {
  return {
    id: v.id,
    code: v.code,
    description: v.description,
    voucher_provider_id: provider,
    cohort_type: 'global',
    value_type: v.value_type,
    value: v.value,
    max_discount: v.max_discount,
    min_order_amount: v.min_order_amount,
    max_limit_per_user: null,
    end_time: v.end_time,
    brands: [],
    payment_channels: [],
    is_payment_based_promo: false,
    is_senior_citizen_promo: false,
    is_special_bakery_promo: false,
    is_voucher_promo: true,
    availability_window: {},
    time_availability: { full_week: true, full_day: true, specific_time: false, matched: true },
  };
}

export class VoucherProviders {
  private readonly byId: Map<number, VoucherProviderClient>;
  constructor(providers: VoucherProviderClient[]) {
    this.byId = new Map(providers.map((p) => [p.id, p]));
  }
  get(id: number): VoucherProviderClient | null {
    return this.byId.get(id) ?? null;
  }
}
