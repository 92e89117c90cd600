import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { startSocialLogin } from '~/social-login.server';

/** Google or Line: off to the provider's sign-in page, with a state remembered in the session. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => {
  if (params.provider !== 'google' && params.provider !== 'line') throw redirect('/login');
  return startSocialLogin(request, context, params.provider);
};
