import type { LoaderFunctionArgs } from '@remix-run/node';
import { returnFromGateway } from '~/features/payments/gateway-return.server';

/** Where a gateway sends the customer after a payment it did not take (SPEC §2): on to the payment's true page. */
export const loader = ({ request }: LoaderFunctionArgs) => returnFromGateway(request, 'failed');
