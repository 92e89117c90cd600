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

type InputProps = ReturnType<Honeypot['getInputProps']>;
const sealed = new WeakMap<Honeypot, { at: number; props: InputProps }>();
/** How long one sealed time stamp serves: sealing (crypto-js AES) took ~0.35 ms of every page's server time. */
const SEAL_REUSE_MS = 1000;

/**
 * The fields' names and the sealed time stamp, for the root loader (components/HoneypotFields.tsx): the same
 * stamp for the pages of one second — the check asks only that it was sealed by us and is not in the future.
 */
export function honeypotInputProps(context: AppLoadContext): InputProps {
  const honeypot = honeypotFor(context);
  const now = Date.now();
  const last = sealed.get(honeypot);
  if (last && now - last.at < SEAL_REUSE_MS && now >= last.at) return last.props;
  const props = honeypot.getInputProps();
  sealed.set(honeypot, { at: now, props });
  return props;
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
