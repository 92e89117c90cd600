import { json } from '@remix-run/node';
import type { Refusal, Refused } from '~/utils/refusal';

/**
 * A refused post or request (issue 25 item 2): a 4xx whose body is `{ refusal }`, with what else the page needs
 * to show its form again (`extra`). Return it from an action, or throw it for the route's error boundary.
 */
export function refuse<Extra extends object = Record<never, never>>(
  status: number,
  refusal: Refusal,
  { extra, headers }: { extra?: Extra; headers?: HeadersInit } = {},
) {
  return json<Refused<Extra>>({ refusal, ...(extra as Extra) }, { status, headers });
}
