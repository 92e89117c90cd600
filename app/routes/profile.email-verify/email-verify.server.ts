// `/profile/email-verify?nonce=` (SPEC §2 "Profile": a masked email, a 6-digit code and resend).
import type { AppLoadContext } from '@remix-run/node';
import { codePageAction, loadCodePage } from '~/features/login/verification.server';

/** "jane@example.com" → "j***@example.com" */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export const loadEmailVerify = (request: Request, context: AppLoadContext) =>
  loadCodePage('email', request, context, maskEmail);

export const emailVerifyAction = (request: Request, context: AppLoadContext) =>
  codePageAction('email', request, context);
