import { z } from 'zod';
import { TIMINGS } from '../app/domain/constants';
import { LIMIT_DEFAULTS, type LimitSettings } from './platform/limits/settings';
import { DATABASE_TIMEOUT_DEFAULTS, type DatabaseTimeouts } from './platform/db/timeouts';
import { providerEnv, providerSettingProblems, providerSettingsOf } from './platform/payments/providers/index';

// Every setting of the process, from the environment, checked once at boot (DESIGN.md "Config").
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    errorMap: () => ({ message: 'must be true or false' }),
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** A whole number from the environment, between `min` and `max`, with the message that says so. */
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ invalid_type_error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

const optionalUrl = z
  .string()
  .url({ message: 'must be an absolute http(s) URL' })
  .refine((v) => /^https?:\/\//.test(v), 'must be an absolute http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''))
  .optional();

// Limits (issue 13): the platform's rate limits (server/platform/limits), each a count in a fixed window,
// 0 turns one off; and the grace window of a refresh token used twice at once. Defaults in LIMIT_DEFAULTS.
const limitCount = (fallback: number) => wholeNumber(0, 1_000_000).default(fallback);
const limitsEnv = {
  LIMIT_OTP_SENDS_PER_ADDRESS_PER_HOUR: limitCount(LIMIT_DEFAULTS.otpSendsPerAddressPerHour),
  LIMIT_OTP_VERIFIES_PER_ADDRESS_PER_HOUR: limitCount(LIMIT_DEFAULTS.otpVerifiesPerAddressPerHour),
  LIMIT_OTP_VERIFIES_PER_RECIPIENT_PER_HOUR: limitCount(LIMIT_DEFAULTS.otpVerifiesPerTargetPerHour),
  LIMIT_LOGINS_PER_ADDRESS_PER_HOUR: limitCount(LIMIT_DEFAULTS.loginsPerAddressPerHour),
  LIMIT_BILLS_PER_ADDRESS_PER_MINUTE: limitCount(LIMIT_DEFAULTS.billsPerAddressPerMinute),
  LIMIT_ORDERS_PER_ADDRESS_PER_HOUR: limitCount(LIMIT_DEFAULTS.ordersPerAddressPerHour),
  LIMIT_ORDERS_PER_USER_PER_HOUR: limitCount(LIMIT_DEFAULTS.ordersPerUserPerHour),
  LIMIT_VOUCHER_MISSES_PER_USER_PER_HOUR: limitCount(LIMIT_DEFAULTS.voucherMissesPerUserPerHour),
  LIMIT_ORDER_LOOKUPS_PER_HOUR: limitCount(LIMIT_DEFAULTS.orderLookupsPerHour),
  REFRESH_REUSE_GRACE_SECONDS: wholeNumber(0, 300).default(LIMIT_DEFAULTS.refreshReuseGraceSeconds),
};
function limitsOf(env: { [K in keyof typeof limitsEnv]: number }): LimitSettings {
  return {
    otpSendsPerAddressPerHour: env.LIMIT_OTP_SENDS_PER_ADDRESS_PER_HOUR,
    otpVerifiesPerAddressPerHour: env.LIMIT_OTP_VERIFIES_PER_ADDRESS_PER_HOUR,
    otpVerifiesPerTargetPerHour: env.LIMIT_OTP_VERIFIES_PER_RECIPIENT_PER_HOUR,
    loginsPerAddressPerHour: env.LIMIT_LOGINS_PER_ADDRESS_PER_HOUR,
    billsPerAddressPerMinute: env.LIMIT_BILLS_PER_ADDRESS_PER_MINUTE,
    ordersPerAddressPerHour: env.LIMIT_ORDERS_PER_ADDRESS_PER_HOUR,
    ordersPerUserPerHour: env.LIMIT_ORDERS_PER_USER_PER_HOUR,
    voucherMissesPerUserPerHour: env.LIMIT_VOUCHER_MISSES_PER_USER_PER_HOUR,
    orderLookupsPerHour: env.LIMIT_ORDER_LOOKUPS_PER_HOUR,
    refreshReuseGraceSeconds: env.REFRESH_REUSE_GRACE_SECONDS,
  };
}

// Database timeouts (issue 13): how long the process waits for PostgreSQL, in milliseconds, 0 turns one off
// (server/platform/db/timeouts.ts says what each bounds; defaults in DATABASE_TIMEOUT_DEFAULTS). With the
// database frozen, /readyz answered nothing and pages hung for 20 s and more.
const timeoutMs = (fallback: number) => wholeNumber(0, 3_600_000).default(fallback);
const databaseTimeoutsEnv = {
  DATABASE_CONNECT_TIMEOUT_MS: timeoutMs(DATABASE_TIMEOUT_DEFAULTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: timeoutMs(DATABASE_TIMEOUT_DEFAULTS.statementMs),
  DATABASE_QUERY_TIMEOUT_MS: timeoutMs(DATABASE_TIMEOUT_DEFAULTS.queryMs),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: timeoutMs(DATABASE_TIMEOUT_DEFAULTS.idleInTransactionMs),
  READYZ_TIMEOUT_MS: timeoutMs(DATABASE_TIMEOUT_DEFAULTS.readyzMs),
};
function databaseTimeoutsOf(env: { [K in keyof typeof databaseTimeoutsEnv]: number }): DatabaseTimeouts {
  return {
    connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    queryMs: env.DATABASE_QUERY_TIMEOUT_MS,
    idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    readyzMs: env.READYZ_TIMEOUT_MS,
  };
}

// Web push (issue 16): the VAPID key pair in web-push's form (base64url, unpadded: a P-256 public point of 65
// bytes, a private scalar of 32), and who the push services may contact about our sending (mailto: or https:).
const base64urlKey = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be URL-safe base64 without padding (web-push generate-vapid-keys)')
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, `must decode to ${bytes} bytes`)
    .optional();
const vapidEnv = {
  VAPID_PUBLIC_KEY: base64urlKey(65).refine((v) => v === undefined || Buffer.from(v, 'base64url')[0] === 4, {
    message: 'must be an uncompressed P-256 public key',
  }),
  VAPID_PRIVATE_KEY: base64urlKey(32),
  VAPID_SUBJECT: z
    .string()
    .max(500, 'must be at most 500 characters')
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/, 'must be a mailto: address or an https: URL')
    .optional(),
};

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: wholeNumber(0, 65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    SESSION_SECRET: z.string().optional(),
    TOKEN_SECRET: z.string().optional(),
    SOCKET_SHARED_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    OPS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    CONSUMER_API_URL: optionalUrl,
    ENTERPRISE_API_URL: optionalUrl,
    OMS_API_URL: optionalUrl,
    DEMO_DATA: bool.optional(),
    /** the demo's kitchen moves each order one step on after this many seconds; 0 is off (issue 14) */
    DEMO_ORDER_STEP_SECONDS: wholeNumber(0, 86_400).optional(),
    /** SPEC §9's review countdown before an order is placed; the browser tests shorten it (default 30) */
    REVIEW_COUNTDOWN_SECONDS: wholeNumber(1, 120).default(TIMINGS.reviewCountdownSeconds),
    SUPPORT_URL: z
      .string()
      .regex(/^(https?:\/\/|mailto:|tel:)\S+$/, 'must be an http(s), mailto: or tel: link')
      .default('mailto:support@example.com'),
    TERMS_URL: z
      .string()
      .regex(/^(https?:\/\/\S+|\/\S*)$/, 'must be an http(s) link or a path of the shop')
      .default('/terms'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default('false'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    MAPS_PROVIDER: z
      .enum(['gazetteer', 'google'], { errorMap: () => ({ message: 'must be gazetteer or google' }) })
      .default('gazetteer'),
    GOOGLE_MAPS_API_KEY: z.string().optional(),
    OTP_SENDER: z
      .enum(['outbox', 'infobip'], { errorMap: () => ({ message: 'must be outbox or infobip' }) })
      .default('outbox'),
    OTP_SENDS_PER_HOUR: wholeNumber(1, 1000).default(5),
    /** SPEC §9's resend timer: seconds before a code may be sent again (default 60); the browser tests shorten it */
    OTP_RESEND_SECONDS: wholeNumber(1, 600).default(TIMINGS.otpResendSeconds),
    INFOBIP_BASE_URL: optionalUrl,
    INFOBIP_API_KEY: z.string().optional(),
    INFOBIP_SMS_SENDER: z.string().max(64, 'must be at most 64 characters').optional(),
    INFOBIP_WHATSAPP_SENDER: z.string().max(64, 'must be at most 64 characters').optional(),
    INFOBIP_VIBER_SENDER: z.string().max(64, 'must be at most 64 characters').optional(),
    INFOBIP_EMAIL_FROM: z.string().max(320, 'must be at most 320 characters').optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    LINE_CHANNEL_ID: z.string().optional(),
    LINE_CHANNEL_SECRET: z.string().optional(),
    /** the sandbox payment gateway and its hosted page (issue 15): on by default except in production */
    PAYMENT_SANDBOX: bool.optional(),
    /** signs the sandbox gateway's callbacks; unset: generated at first start and kept (server/secrets.ts) */
    PAYMENT_SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** where customers reach the platform (the sandbox's page is linked there); default: the shop's own origin */
    PAYMENT_PUBLIC_URL: optionalUrl,
    /** where customers reach the shop: the links of order messages (issue 27); default PAYMENT_PUBLIC_URL */
    SHOP_PUBLIC_URL: optionalUrl,
    COOKIE_DOMAIN: z
      .string()
      .regex(/^\.?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i, 'must be a domain name such as example.com')
      .transform((v) => v.replace(/^\./, '').toLowerCase())
      .optional(),
    ...vapidEnv,
    ...limitsEnv,
    ...databaseTimeoutsEnv,
    ...providerEnv,
  })
  .transform((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    const secrets = (env.SESSION_SECRET ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (production && secrets.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (secrets.some((s) => s.length < 16) && production) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'each secret must be at least 16 characters' });
    }
    if (production && !env.TOKEN_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['TOKEN_SECRET'], message: 'is required in production' });
    }
    // Web push (issue 16) is optional (issue 25, item 10): the key pair comes together; production without
    // one starts with push off, with one it names its subject too; elsewhere an unset pair is generated at the
    // first start and kept (server/secrets.ts).
    if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
      const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `is required with ${env.VAPID_PUBLIC_KEY ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'}`,
      });
    } else if (production && env.VAPID_PUBLIC_KEY && !env.VAPID_SUBJECT) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_SUBJECT'],
        message: 'is required in production with the VAPID keys',
      });
    }
    if (env.MAPS_PROVIDER === 'google' && !env.GOOGLE_MAPS_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_MAPS_API_KEY'], message: 'is required when MAPS_PROVIDER=google' });
    }
    if (env.OTP_SENDER === 'infobip') {
      for (const key of [
        'INFOBIP_BASE_URL',
        'INFOBIP_API_KEY',
        'INFOBIP_SMS_SENDER',
        'INFOBIP_WHATSAPP_SENDER',
        'INFOBIP_VIBER_SENDER',
      ] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when OTP_SENDER=infobip' });
      }
    }
    // Social logins come in pairs: both values or neither.
    for (const [a, b] of [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['LINE_CHANNEL_ID', 'LINE_CHANNEL_SECRET'],
    ] as const) {
      if (!env[a] !== !env[b]) {
        const missing = env[a] ? b : a;
        ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${env[a] ? a : b}` });
      }
    }
    // Payment providers (issue 15): each provider's keys come together, in one mode (test or live).
    for (const problem of providerSettingProblems(env))
      ctx.addIssue({ code: 'custom', path: [problem.key], message: problem.message });
    return {
      nodeEnv: env.NODE_ENV,
      production,
      port: env.PORT,
      host: env.HOST,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      /** empty: generated at first start and kept (server/secrets.ts) */
      sessionSecrets: secrets,
      tokenSecret: env.TOKEN_SECRET,
      socketSharedToken: env.SOCKET_SHARED_TOKEN,
      opsToken: env.OPS_TOKEN,
      consumerApiUrl: env.CONSUMER_API_URL,
      enterpriseApiUrl: env.ENTERPRISE_API_URL,
      omsApiUrl: env.OMS_API_URL,
      demoData: env.DEMO_DATA ?? !production,
      demoOrderStepSeconds: (env.DEMO_DATA ?? !production) ? (env.DEMO_ORDER_STEP_SECONDS ?? 45) : 0,
      reviewCountdownSeconds: env.REVIEW_COUNTDOWN_SECONDS,
      supportUrl: env.SUPPORT_URL,
      termsUrl: env.TERMS_URL,
      cookieDomain: env.COOKIE_DOMAIN,
      /**
       * web push (issue 16): the configured pair; without one, `keep` says a pair is generated at first start
       * and kept (server/secrets.ts) — everywhere but production, where push is then off
       */
      vapid: {
        keys:
          env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
            ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
            : null,
        keep: !production,
        subject: env.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT,
      },
      logLevel: env.LOG_LEVEL,
      trustProxy: env.TRUST_PROXY,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      mapsProvider: env.MAPS_PROVIDER,
      googleMapsApiKey: env.GOOGLE_MAPS_API_KEY,
      otpSender: env.OTP_SENDER,
      otpSendsPerHour: env.OTP_SENDS_PER_HOUR,
      otpResendSeconds: env.OTP_RESEND_SECONDS,
      infobip:
        env.OTP_SENDER === 'infobip'
          ? {
              baseUrl: env.INFOBIP_BASE_URL ?? '',
              apiKey: env.INFOBIP_API_KEY ?? '',
              smsSender: env.INFOBIP_SMS_SENDER ?? '',
              whatsappSender: env.INFOBIP_WHATSAPP_SENDER ?? '',
              viberSender: env.INFOBIP_VIBER_SENDER ?? '',
              emailFrom: env.INFOBIP_EMAIL_FROM,
            }
          : null,
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
          : null,
      line:
        env.LINE_CHANNEL_ID && env.LINE_CHANNEL_SECRET
          ? { channelId: env.LINE_CHANNEL_ID, channelSecret: env.LINE_CHANNEL_SECRET }
          : null,
      /** the payment gateways (createPlatform's `payments`) */
      payments: { sandbox: env.PAYMENT_SANDBOX ?? !production, publicBase: env.PAYMENT_PUBLIC_URL ?? null },
      /** the links of order messages (createPlatform's `messages.publicBase`) */
      shopPublicUrl: env.SHOP_PUBLIC_URL ?? null,
      /** signs the sandbox's callbacks; empty: generated at first start and kept (server/secrets.ts) */
      sandboxSecret: env.PAYMENT_SANDBOX_SECRET,
      /** Stripe, Xendit and TapPay, those whose keys are set */
      paymentProviders: providerSettingsOf(env),
      /** development endpoints ({enterprise}/dev/outbox): never in production */
      dev: !production,
      /** the platform's rate limits (createPlatform's `limits`) */
      limits: limitsOf(env),
      /** how long to wait for PostgreSQL (openDatabase's `timeouts`), and /readyz for its ping */
      databaseTimeouts: databaseTimeoutsOf(env),
    };
  });

export type Config = z.output<typeof schema>;

/** The VAPID subject outside production when none is set (push services want a contact; a demo has none). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:webshop-demo@example.com';

export class ConfigError extends Error {}

/** Reads the configuration; a bad value throws one clear line per problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const key = issue.path.join('.') || 'environment';
    const got =
      typeof cleaned[key] === 'string' && !/SECRET|TOKEN|KEY|DATABASE_URL/.test(key) ? ` (got "${cleaned[key]}")` : '';
    return `Invalid configuration: ${key} ${issue.message}${got}`;
  });
  throw new ConfigError(lines.join('\n'));
}
