// The checkout page's data and the action's answer, as its route (./route.tsx) and its sheets (./*Sheet.tsx)
// read them: a module of their own so that the sheets need not import the route that renders them (issue 25,
// item 6: no circle, not even of types). Only types: nothing here reaches the browser.
import type { SerializeFrom } from '@remix-run/node';
import type { Refusal } from '~/utils/refusal';
import type { checkoutAction, loadCheckout } from './checkout.server';

/** The page's data as the browser has it. */
export type Data = SerializeFrom<typeof loadCheckout>;
export type PreData = Exclude<Data, { flow: 'POST_PAYMENT' }>;
export type PostData = Extract<Data, { flow: 'POST_PAYMENT' }>;
/** What the checkout's action answers (useActionData). */
export type Answer =
  | {
      /** why the post was refused (utils/refusal.ts), its field the sheet's control it is about */
      refusal?: Refusal;
      choice?: string;
      trxId?: string;
      saveCard?: boolean;
      promo?: string | null;
      result?: unknown;
      /** with JavaScript, check 8: the login sheet opens at this address */
      login?: string;
    }
  | undefined;

/** The action, for useActionData<CheckoutAction>(). */
export type CheckoutAction = typeof checkoutAction;
