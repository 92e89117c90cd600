// The card and wallet providers behind the gateway interface (../gateway.ts) — Stripe, Xendit and TapPay —
// their settings from the environment and the keys their browser libraries need. None is configured by
// default: the sandbox gateway (../sandbox.ts) takes the demo's payments. server/config.ts spreads
// `providerEnv` into its schema, reports `providerSettingProblems` and keeps `providerSettingsOf`.
import { z } from 'zod';
import { DEFAULT_PREFIXES } from '../../prefixes';
import type { Gateway } from '../gateway';
import { createStripeGateway, type StripeGateway } from './stripe';
import { createTapPayGateway, TAPPAY_API_BASES, type TapPayGateway } from './tappay';
import { createXenditGateway, type XenditGateway } from './xendit';

export type { StripeGateway } from './stripe';
export type { XenditGateway } from './xendit';
export type { TapPayGateway } from './tappay';

export interface Providers {
  stripe?: StripeGateway;
  xendit?: XenditGateway;
  tappay?: TapPayGateway;
}

const key = (pattern: RegExp, message: string) => z.string().trim().regex(pattern, message).optional();

/** The providers' variables, for server/config.ts's env schema. All optional: a provider is on when its secret is set. */
export const providerEnv = {
  STRIPE_SECRET_KEY: key(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)'),
  STRIPE_WEBHOOK_SECRET: key(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_…)'),
  STRIPE_PUBLISHABLE_KEY: key(/^pk_(test|live)_\S+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)'),
  XENDIT_SECRET_KEY: key(
    /^xnd_(development|production)_\S+$/,
    'must be a Xendit secret key (xnd_development_… or xnd_production_…)',
  ),
  XENDIT_CALLBACK_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  XENDIT_PUBLIC_KEY: key(/^xnd_public_(development|production)_\S+$/, 'must be a Xendit public key (xnd_public_…)'),
  TAPPAY_PARTNER_KEY: key(/^partner_\S+$/, 'must be a TapPay partner key (partner_…)'),
  TAPPAY_MERCHANT_ID: z.string().trim().min(1).max(64, 'must be at most 64 characters').optional(),
  TAPPAY_APP_ID: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, 'must be a TapPay app id (a number)')
    .transform(Number)
    .optional(),
  TAPPAY_APP_KEY: key(/^app_\S+$/, 'must be a TapPay app key (app_…)'),
  TAPPAY_ENV: z
    .enum(['sandbox', 'production'], { errorMap: () => ({ message: 'must be sandbox or production' }) })
    .default('sandbox'),
};

/** The parsed values of `providerEnv` (a config's env holds them among its others). */
export type ProviderEnv = z.output<z.ZodObject<typeof providerEnv>>;

export interface ProviderSettings {
  stripe: { secretKey: string; webhookSecret: string; publishableKey: string } | null;
  xendit: { secretKey: string; callbackToken: string; publicKey: string } | null;
  tappay: {
    partnerKey: string;
    merchantId: string;
    appId: number;
    appKey: string;
    env: 'sandbox' | 'production';
  } | null;
}

/** A variable that is wrong together with the others, as config.ts reports it: `${key} ${message}`. */
export interface ProviderSettingProblem {
  key: keyof typeof providerEnv;
  message: string;
}

/** The variables that belong together: a provider's secret wants its webhook secret and its browser key. */
const GROUPS = [
  ['STRIPE_SECRET_KEY', ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY']],
  ['XENDIT_SECRET_KEY', ['XENDIT_CALLBACK_TOKEN', 'XENDIT_PUBLIC_KEY']],
  ['TAPPAY_PARTNER_KEY', ['TAPPAY_MERCHANT_ID', 'TAPPAY_APP_ID', 'TAPPAY_APP_KEY']],
] as const;

/** What is missing or mismatched among the providers' variables, for the config's refine step. */
export function providerSettingProblems(env: ProviderEnv): ProviderSettingProblem[] {
  const problems: ProviderSettingProblem[] = [];
  for (const [secret, companions] of GROUPS) {
    for (const companion of companions) {
      if (env[secret] && !env[companion]) problems.push({ key: companion, message: `is required with ${secret}` });
      if (!env[secret] && env[companion]) problems.push({ key: secret, message: `is required with ${companion}` });
    }
  }
  // A test key with a live one: payments made in one mode that the other cannot see.
  const stripeLive = env.STRIPE_SECRET_KEY?.includes('_live_');
  if (
    env.STRIPE_SECRET_KEY &&
    env.STRIPE_PUBLISHABLE_KEY &&
    stripeLive !== env.STRIPE_PUBLISHABLE_KEY.includes('_live_')
  )
    problems.push({
      key: 'STRIPE_PUBLISHABLE_KEY',
      message: `must be a ${stripeLive ? 'live' : 'test'} key like STRIPE_SECRET_KEY`,
    });
  const xenditLive = env.XENDIT_SECRET_KEY?.includes('_production_');
  if (env.XENDIT_SECRET_KEY && env.XENDIT_PUBLIC_KEY && xenditLive !== env.XENDIT_PUBLIC_KEY.includes('_production_'))
    problems.push({
      key: 'XENDIT_PUBLIC_KEY',
      message: `must be a ${xenditLive ? 'production' : 'development'} key like XENDIT_SECRET_KEY`,
    });
  return problems;
}

/** The same, as sentences: "STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY". */
export function providerSettingIssues(env: ProviderEnv): string[] {
  return providerSettingProblems(env).map((p) => `${p.key} ${p.message}`);
}

/** The configured providers' settings; a provider with a variable missing is off (the problems above say why). */
export function providerSettingsOf(env: ProviderEnv): ProviderSettings {
  return {
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          }
        : null,
    xendit:
      env.XENDIT_SECRET_KEY && env.XENDIT_CALLBACK_TOKEN && env.XENDIT_PUBLIC_KEY
        ? {
            secretKey: env.XENDIT_SECRET_KEY,
            callbackToken: env.XENDIT_CALLBACK_TOKEN,
            publicKey: env.XENDIT_PUBLIC_KEY,
          }
        : null,
    tappay:
      env.TAPPAY_PARTNER_KEY && env.TAPPAY_MERCHANT_ID && env.TAPPAY_APP_ID && env.TAPPAY_APP_KEY
        ? {
            partnerKey: env.TAPPAY_PARTNER_KEY,
            merchantId: env.TAPPAY_MERCHANT_ID,
            appId: env.TAPPAY_APP_ID,
            appKey: env.TAPPAY_APP_KEY,
            env: env.TAPPAY_ENV,
          }
        : null,
  };
}

/** The configured providers' gateways. `omsPrefix` places TapPay's backend notify on the platform's callback route. */
export function createProviders(settings: ProviderSettings, options: { omsPrefix?: string } = {}): Providers {
  const providers: Providers = {};
  if (settings.stripe)
    providers.stripe = createStripeGateway({
      secretKey: settings.stripe.secretKey,
      webhookSecret: settings.stripe.webhookSecret,
    });
  if (settings.xendit)
    providers.xendit = createXenditGateway({
      secretKey: settings.xendit.secretKey,
      callbackToken: settings.xendit.callbackToken,
    });
  if (settings.tappay)
    providers.tappay = createTapPayGateway({
      partnerKey: settings.tappay.partnerKey,
      merchantId: settings.tappay.merchantId,
      apiBase: TAPPAY_API_BASES[settings.tappay.env],
      notifyPath: `${options.omsPrefix ?? DEFAULT_PREFIXES.oms}/payment/callback/tappay`,
    });
  return providers;
}

/** The providers' gateways, for the registry. */
export function providerGateways(providers: Providers): Gateway[] {
  return [providers.stripe, providers.xendit, providers.tappay].filter((g): g is NonNullable<typeof g> => !!g);
}

/** What the browser may know: the publishable / public keys of the configured providers, never a secret. */
export interface PublicProviderKeys {
  stripe: string | null;
  xendit: string | null;
  tappay: { appId: number; appKey: string; env: 'sandbox' | 'production' } | null;
}

export function publicProviderKeys(settings: ProviderSettings): PublicProviderKeys {
  return {
    stripe: settings.stripe?.publishableKey ?? null,
    xendit: settings.xendit?.publicKey ?? null,
    tappay: settings.tappay
      ? { appId: settings.tappay.appId, appKey: settings.tappay.appKey, env: settings.tappay.env }
      : null,
  };
}

/**
 * Where the configured providers' browser libraries load from, call and frame (their documented hosts), for
 * the shop's Content-Security-Policy: nothing of a provider that is not configured.
 */
export function providerOrigins(keys: PublicProviderKeys): { script: string[]; connect: string[]; frame: string[] } {
  const script: string[] = [];
  const connect: string[] = [];
  const frame: string[] = [];
  if (keys.stripe) {
    script.push('https://js.stripe.com');
    connect.push('https://api.stripe.com');
    frame.push('https://js.stripe.com', 'https://hooks.stripe.com');
  }
  if (keys.xendit) {
    script.push('https://js.xendit.co');
    connect.push('https://api.xendit.co');
    // the 3-D Secure page Xendit.js frames
    frame.push('https://*.xendit.co');
  }
  if (keys.tappay) {
    script.push('https://js.tappaysdk.com');
    connect.push('https://*.tappaysdk.com');
    frame.push('https://js.tappaysdk.com');
  }
  return { script, connect, frame };
}
