// The gateways' return addresses (SPEC §2 "the intermediate pages with their query values"): the customer
// comes back from the gateway here, and goes on to the page of what the platform says — never of what the
// address claims (anyone can type /payment/success-intermediate). Both addresses lead the same way; which
// one the gateway used is only a hint.
import { redirect } from '@remix-run/node';
import { paymentTarget, targetQuery, widgetOf } from './payments.server';

export function returnFromGateway(request: Request, hint: 'success' | 'failed') {
  const url = new URL(request.url);
  const target = paymentTarget(url);
  if (!target) return redirect('/payment');
  // in a widget the waiting page says "Hang Tight" and closes itself: whoever opened the widget polls
  const widget = widgetOf(url, target);
  if (widget.widget) return redirect(`/payment?${targetQuery(target)}&${widget.query}`);
  // the result pages check the payment and send the customer on to the truth (/payment waits when pending)
  return redirect(`/payment/${hint}?${targetQuery(target)}${widget.query ? `&${widget.query}` : ''}`);
}
