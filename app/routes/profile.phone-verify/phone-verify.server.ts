// `/profile/phone-verify?nonce=` (SPEC §2 "Profile"): the code sent by SMS to the customer's contact phone.
import type { AppLoadContext } from '@remix-run/node';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { codePageAction, loadCodePage } from '~/features/login/verification.server';

/** "+639171234567" → "+63 ******4567" */
export function maskPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  const digits = parsed ? String(parsed.nationalNumber) : phone.replace(/\D/g, '');
  const shown = digits.slice(-4);
  const code = parsed ? `+${parsed.countryCallingCode} ` : '';
  return `${code}${'*'.repeat(Math.max(2, digits.length - shown.length))}${shown}`;
}

export const loadPhoneVerify = (request: Request, context: AppLoadContext) =>
  loadCodePage('phone', request, context, maskPhone);

export const phoneVerifyAction = (request: Request, context: AppLoadContext) =>
  codePageAction('phone', request, context);
