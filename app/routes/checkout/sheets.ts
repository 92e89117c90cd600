import { lazy, useEffect } from 'react';

// The checkout's sheets fetch their code, and the form kit's (conform, zod: 27 KB gzip), when one opens, not
// with the page: the page paid for them in its first load (1.96× the floor) and in the time its hydration held
// the phone (Lighthouse TBT 100 ms). On the server they render at once (the document is whole, ADR 0034); a
// sheet its address opens hydrates once its code is in. When the page is idle their code is fetched ahead of
// the customer's tap (usePreloadedSheets), so a sheet opens as fast as before (ADR 0035).
const load = {
  address: () => import('./AddressSheet'),
  card: () => import('~/components/payments/CardSheet'),
  consent: () => import('./ConsentSheet'),
  contact: () => import('./ContactSheet'),
  fee: () => import('./FeeSheet'),
  linePay: () => import('./LinePaySheet'),
  payment: () => import('./PaymentSheet'),
  review: () => import('./ReviewSheet'),
  rewards: () => import('./RewardsSheet'),
  senior: () => import('./SeniorSheet'),
};

export const AddressSheet = lazy(() => load.address().then((m) => ({ default: m.AddressSheet })));
export const CardSheet = lazy(() => load.card().then((m) => ({ default: m.CardSheet })));
export const ConsentSheet = lazy(() => load.consent().then((m) => ({ default: m.ConsentSheet })));
export const ContactSheet = lazy(() => load.contact().then((m) => ({ default: m.ContactSheet })));
export const FeeSheet = lazy(() => load.fee().then((m) => ({ default: m.FeeSheet })));
export const LinePaySheet = lazy(() => load.linePay().then((m) => ({ default: m.LinePaySheet })));
export const PaymentSheet = lazy(() => load.payment().then((m) => ({ default: m.PaymentSheet })));
export const ReviewSheet = lazy(() => load.review().then((m) => ({ default: m.ReviewSheet })));
export const RewardsSheet = lazy(() => load.rewards().then((m) => ({ default: m.RewardsSheet })));
export const SeniorSheet = lazy(() => load.senior().then((m) => ({ default: m.SeniorSheet })));

/** Fetches every sheet's code once the page is idle (or 2 s on, where the browser cannot say). */
export function usePreloadedSheets() {
  useEffect(() => {
    const preload = () => Object.values(load).forEach((sheet) => void sheet());
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preload, 2_000);
    return () => window.clearTimeout(timer);
  }, []);
}
