// A branch's fees as the bill engine reads them (app/domain/bill.ts BranchFees): the business's fee settings
// (non-negative whole numbers; anything else is 0) and the branch's capabilities (who pays the service and
// gateway fees). Read by the bill and by a post-payment's gateway fee (payments/fees.ts).
import type { BranchFees } from '../../../app/domain/bill';
import type { Capabilities } from '../../../app/contract/catalog';

export function feesOf(settings: Record<string, unknown> | null, caps: Capabilities): BranchFees {
  const f = (settings?.fees ?? {}) as Partial<Record<string, number>>;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : 0);
  return {
    delivery_base: n(f.delivery_base),
    delivery_per_km: n(f.delivery_per_km),
    service_percent: n(f.service_percent),
    service_by_customer: caps.service_fee_by_customer_enabled,
    gateway_percent: n(f.gateway_percent),
    gateway_by_customer: caps.gateway_fee_by_customer_enabled,
    packaging_fee: n(f.packaging_fee),
    restaurant_service_percent: n(f.restaurant_service_percent),
  };
}
