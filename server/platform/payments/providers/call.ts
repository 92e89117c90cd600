// How the card gateways call their APIs: the platform's outbound helper (../../http/outbound.ts), with every
// failure a GatewayUnavailable that names the gateway and the call, never the URL or the keys.
import { fetchJson, HttpError, type JsonAnswer, type OutboundRequest } from '../../http/outbound';
import { GatewayUnavailable } from '../gateway';

/** A gateway's answer: its status, its JSON body, and the call it answers (for error messages). */
export type GatewayAnswer = JsonAnswer & { label: string };

/**
 * The answer of `label` ("POST /v1/refunds"): with `anyStatus`, at any status (the gateways' refusals are
 * JSON too). No answer, a refused status (without `anyStatus`) or a body that is not JSON: GatewayUnavailable.
 */
export async function gatewayCall(
  gateway: 'stripe' | 'tappay' | 'xendit',
  label: string,
  url: string,
  request: OutboundRequest,
): Promise<GatewayAnswer> {
  try {
    return { ...(await fetchJson(url, request)), label };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const words =
      error.status === null
        ? 'did not answer'
        : error.failure === 'not_json'
          ? `answered ${error.status} without JSON`
          : `answered ${error.status}`;
    throw new GatewayUnavailable(`${gateway}: ${label} ${words}`);
  }
}
