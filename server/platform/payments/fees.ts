// The gateway fee of a post-payment (issue 26; SPEC §3 gateway_fee_by_customer_enabled): an order placed to be paid
// after eating (post_pay) was priced without one (bill/calculate.ts: a fee is for a payment chosen before the
// order). Paid online later where the business passes the fee on, each unpaid order owes the domain's
// customerGatewayFee on its total. Worked out when the payment starts and for its preview (the amount includes
// it), kept with the payment, and added to the orders in the transaction that marks them paid (./ledger.ts).
import { customerGatewayFee } from '../../../app/domain/bill';
import { PaymentStatus } from '../../../app/domain/constants';
import { isGatewayMethod } from '../../../app/domain/payments';
import type { Catalog } from '../catalog/catalog';
import type { OrderRow } from '../order-records/store';

/** Each unpaid post-pay order's gateway fee for a payment by `method` (order id → minor units; none: {}). */
export async function postPaymentFees(
  catalog: Pick<Catalog, 'branchFees'>,
  rows: readonly OrderRow[],
  method: number,
): Promise<Record<string, number>> {
  const fees: Record<string, number> = {};
  if (!isGatewayMethod(method)) return fees;
  for (const row of rows) {
    if (!row.post_pay || row.payment_status_id === PaymentStatus.PAID) continue;
    const branchFees = await catalog.branchFees(row.branch_id);
    const fee = branchFees ? customerGatewayFee(row.final_price, branchFees) : 0;
    if (fee > 0) fees[String(row.id)] = fee;
  }
  return fees;
}

export const sumOf = (fees: Record<string, number>) => Object.values(fees).reduce((n, f) => n + f, 0);
