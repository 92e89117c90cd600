import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { startSocialLogin } from '~/features/login/social-login.server';

/** Google or Line (the welcome step's buttons post here): off to the provider's sign-in page. */
export const action = ({ request, context, params }: ActionFunctionArgs) => {
  if (params.provider !== 'google' && params.provider !== 'line') throw redirect('/login');
  return startSocialLogin(request, context, params.provider);
};

/** A GET starts nothing (a link or a prefetch must not write the session): the welcome step. */
export const loader = ({ request }: LoaderFunctionArgs) => redirect(`/login${new URL(request.url).search}`);
