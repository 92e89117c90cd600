// The remix-utils honeypot of the public forms (phone, guest, details): a field people never see and a
// time stamp sealed with the session secret, so every instance reads the others' (STYLE.md "Forms").
import type { AppLoadContext } from '@remix-run/node';
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import { badRequest } from '~/utils/request.server';

const honeypots = new WeakMap<string[], Honeypot>();

function honeypotFor(context: AppLoadContext): Honeypot {
  let honeypot = honeypots.get(context.sessionSecrets);
  if (!honeypot) {
    honeypot = new Honeypot({ encryptionSeed: `honeypot:${context.sessionSecrets[0]}` });
    honeypots.set(context.sessionSecrets, honeypot);
  }
  return honeypot;
}

/** The fields' names and the sealed time stamp, for the root loader (components/HoneypotFields.tsx). */
export function honeypotInputProps(context: AppLoadContext) {
  return honeypotFor(context).getInputProps();
}

/** A filled honeypot or a tampered time stamp is a 400, before anything else is done. */
export function checkHoneypot(formData: FormData, context: AppLoadContext): void {
  try {
    honeypotFor(context).check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw badRequest();
    throw error;
  }
}
