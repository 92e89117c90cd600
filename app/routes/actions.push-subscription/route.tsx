// Web push (issue 16), the shop's side: the VAPID public key a browser subscribes with (GET), and the
// browser's subscription handed to the platform with the customer's token (POST, a form body as every post
// of the shop) — the token never reaches the browser. Called only by app/components/notifications/PushPrompt
// (JavaScript): answers are JSON.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { shopRequest } from '~/utils/shop.server';
import { PlatformError } from '~/platform-client/client.server';
import { savePushSubscription } from './push-subscription.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { client } = await shopRequest(request, context);
  try {
    const { public_key } = await client.pushPublicKey();
    return json({ publicKey: public_key }, { headers: { 'cache-control': 'private, max-age=3600' } });
  } catch (error) {
    // a platform without web push: the prompt is not offered
    if (error instanceof PlatformError && error.status === 404) return json({ publicKey: null }, { status: 404 });
    throw error;
  }
}

export const action = ({ request, context }: ActionFunctionArgs) => savePushSubscription(request, context);
