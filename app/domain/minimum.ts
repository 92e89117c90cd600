// SPEC §5 "Minimum basket" and "Minimum card, wallet and bank payment" (ADR 0009 for how warning and
// error are told apart, which the SPEC leaves open).
import { MIN_DIGITAL_PAYMENT_CENTS } from './constants';

export type MinimumState = { kind: 'error' | 'warning'; min: number } | null;

/**
 * The order type's minimum basket: below it with the subtotal (after campaigns) is an error that stops
 * checkout; a subtotal that meets it while the total to pay (after rewards and promos) does not is a
 * warning.
 */
export function minimumBasketState({
  min,
  subtotal,
  total,
}: {
  min: number;
  subtotal: number;
  total: number;
}): MinimumState {
  if (min <= 0) return null;
  if (subtotal < min) return { kind: 'error', min };
  if (total < min) return { kind: 'warning', min };
  return null;
}

/**
 * Card, e-wallet and bank payments need a minimum amount in some currencies. Below it, cash or the
 * restaurant's own payment is still possible when enabled (a warning), otherwise it is an error. Cash
 * and custom methods are exempt.
 */
export function digitalPaymentState({
  currency,
  total,
  cashOrOwnEnabled,
}: {
  currency: string;
  total: number;
  cashOrOwnEnabled: boolean;
}): MinimumState {
  const min = MIN_DIGITAL_PAYMENT_CENTS[currency.toUpperCase()];
  if (min === undefined || total >= min) return null;
  return { kind: cashOrOwnEnabled ? 'warning' : 'error', min };
}
