import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { logoutAction, logoutLoader } from './logout.server';

// `/logout`: a POST logs out; a GET goes home (no page of its own).
export const action = ({ request, context }: ActionFunctionArgs) => logoutAction(request, context);
export const loader = ({ request, context }: LoaderFunctionArgs) => logoutLoader(request, context);
