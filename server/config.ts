import { z } from 'zod';

// Every setting of the process, from the environment, checked once at boot (DESIGN.md "Config").
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    errorMap: () => ({ message: 'must be true or false' }),
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const optionalUrl = z
  .string()
  .url({ message: 'must be an absolute http(s) URL' })
  .refine((v) => /^https?:\/\//.test(v), 'must be an absolute http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''))
  .optional();

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
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
    SUPPORT_URL: z
      .string()
      .regex(/^(https?:\/\/|mailto:|tel:)\S+$/, 'must be an http(s), mailto: or tel: link')
      .default('mailto:support@example.com'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default('false'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    MAPS_PROVIDER: z
      .enum(['gazetteer', 'google'], { errorMap: () => ({ message: 'must be gazetteer or google' }) })
      .default('gazetteer'),
    GOOGLE_MAPS_API_KEY: z.string().optional(),
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
    if (env.MAPS_PROVIDER === 'google' && !env.GOOGLE_MAPS_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_MAPS_API_KEY'], message: 'is required when MAPS_PROVIDER=google' });
    }
    const sessionSecrets = secrets.length ? secrets : ['development-session-secret'];
    return {
      nodeEnv: env.NODE_ENV,
      production,
      port: env.PORT,
      host: env.HOST,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      sessionSecrets,
      tokenSecret: env.TOKEN_SECRET ?? `${sessionSecrets[0]}:tokens`,
      socketSharedToken: env.SOCKET_SHARED_TOKEN,
      opsToken: env.OPS_TOKEN,
      consumerApiUrl: env.CONSUMER_API_URL,
      enterpriseApiUrl: env.ENTERPRISE_API_URL,
      omsApiUrl: env.OMS_API_URL,
      demoData: env.DEMO_DATA ?? !production,
      supportUrl: env.SUPPORT_URL,
      logLevel: env.LOG_LEVEL,
      trustProxy: env.TRUST_PROXY,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      mapsProvider: env.MAPS_PROVIDER,
      googleMapsApiKey: env.GOOGLE_MAPS_API_KEY,
    };
  });

export type Config = z.output<typeof schema>;

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
