import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { logoutAction, logoutLoader } from '~/profile.server';

// `/logout` (SPEC §4 "Logout clears tokens and cookies"): a POST from the profile page or the sidebar.
// A GET logs nobody out (a link or a prefetch must not): it goes home.
export const action = ({ request, context }: ActionFunctionArgs) => logoutAction(request, context);
export const loader = ({ request, context }: LoaderFunctionArgs) => logoutLoader(request, context);
