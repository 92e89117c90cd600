import type { LoaderFunctionArgs } from '@remix-run/node';
import { finishSocialLogin } from '~/features/login/social-login.server';

/** The Google sign-in callback (the redirect form of Google's authorization-code flow). */
export const loader = ({ request, context }: LoaderFunctionArgs) => finishSocialLogin(request, context, 'google');
