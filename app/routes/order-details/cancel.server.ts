// SPEC §2 "cancel-order modal", §4 "Cancelled orders": the customer cancels an order while it is placed, with
// a reason from the platform's list ("other" takes their words). On success the toast "Your order is
// cancelled." and the brand (or the group's page for a food-hall order); the platform's refusal (accepted
// meanwhile) is shown in the sheet with "Please try again!".
import { json, type AppLoadContext } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import type { Authed } from '~/utils/auth.server';
import { PlatformError } from '~/platform-client/client.server';
import { redirectWithToast } from '~/utils/toast.server';
import { localized } from '~/domain/localize';
import type { CancelReason } from '~/contract/order-cancel';
import { cancelSchema } from '~/features/orders/cancel.schema';
import { platformRefusal } from '~/utils/refusal';
import { refuse } from '~/utils/refusal.server';

/** The reasons in the customer's language. */
export async function cancelReasonsFor(customer: Authed, lng: string) {
  const { results } = await customer.client.cancelReasons({});
  return results.map((r: CancelReason) => ({
    id: r.id,
    title: localized(r.title, r.translation, lng),
    other: r.is_other,
  }));
}

export async function cancelAction(
  form: FormData,
  context: AppLoadContext,
  customer: Authed,
  order: { order_hash: string; parent_order_uuid: string | null; brands: { id: number }[] },
) {
  const reasons = (await customer.client.cancelReasons({})).results;
  const submission = parseWithZod(form, { schema: cancelSchema(reasons.filter((r) => r.is_other).map((r) => r.id)) });
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
  const reason = reasons.find((r) => r.id === submission.value.reasonId);
  if (!reason)
    return json(
      { result: submission.reply({ fieldErrors: { reasonId: ['order.cancelReasonRequired'] } }) },
      { status: 400 },
    );
  try {
    await customer.withAuth((c) =>
      c.cancelOrder({
        orderHash: order.order_hash,
        cancellation_reason_id: reason.id,
        cancellation_reason: reason.is_other ? (submission.value.other ?? null) : null,
      }),
    );
  } catch (error) {
    // SPEC §8 "Cancel error: server message plus Please try again!, or Something went wrong."
    if (error instanceof PlatformError && error.status < 500)
      return refuse(
        error.status,
        { ...platformRefusal(error.code, error.message, 'error.text'), field: 'cancel' },
        {
          extra: { result: submission.reply() },
        },
      );
    throw error;
  }
  const to = order.parent_order_uuid
    ? `/group-orders?parentUuid=${encodeURIComponent(order.parent_order_uuid)}`
    : order.brands[0]
      ? `/brand/${order.brands[0].id}`
      : '/';
  return redirectWithToast(to, { type: 'success', key: 'order.cancelledToast' }, context);
}
