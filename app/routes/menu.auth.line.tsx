import type { LoaderFunctionArgs } from '@remix-run/node';
import { finishSocialLogin } from '~/features/login/social-login.server';

/** SPEC §2: the Line login callback. */
export const loader = ({ request, context }: LoaderFunctionArgs) => finishSocialLogin(request, context, 'line');
