import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { opsLogoutHeader } from '~/features/ops/ops.server';

// `/ops/logout`: a POST forgets the staff cookie; a GET goes to the login (no page of its own).
export const action = async ({ context }: ActionFunctionArgs) =>
  redirect('/ops/login', { status: 303, headers: { 'Set-Cookie': await opsLogoutHeader(context) } });
export const loader = () => redirect('/ops/login');
