import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, DEFAULT_VAPID_SUBJECT, loadConfig } from '../../server/config';
import { LIMIT_DEFAULTS } from '../../server/platform/limits/settings';

/** The message of what `run` throws; a test fails when it throws nothing (an expect in a catch would pass). */
function thrown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return String(error);
  }
  throw new Error('expected a refusal, got none');
}

const PAIR = webpush.generateVAPIDKeys();
const VAPID_ENV = {
  VAPID_PUBLIC_KEY: PAIR.publicKey,
  VAPID_PRIVATE_KEY: PAIR.privateKey,
  VAPID_SUBJECT: 'mailto:ops@example.com',
};

describe('configuration', () => {
  it('has working defaults outside production', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      dataDir: './data',
      demoData: true,
      production: false,
      databaseUrl: undefined,
    });
    // not configured: generated at the first start and kept with the data (server/secrets.ts), never a constant
    expect(c.sessionSecrets).toEqual([]);
    expect(c.tokenSecret).toBeUndefined();
  });
  it('reads a comma list of session secrets for rotation', () => {
    expect(loadConfig({ SESSION_SECRET: 'new-secret-0123456789, old-secret-0123456789' }).sessionSecrets).toEqual([
      'new-secret-0123456789',
      'old-secret-0123456789',
    ]);
  });
  it('turns demo data off in production unless asked', () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(32), TOKEN_SECRET: 'b'.repeat(32), ...VAPID_ENV };
    expect(loadConfig(env).demoData).toBe(false);
    expect(loadConfig({ ...env, DEMO_DATA: 'true' }).demoData).toBe(true);
  });
  it('stops on a bad value with one clear line per problem', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT must be a number \(got "abc"\)$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ CONSUMER_API_URL: 'not a url' })).toThrow(
      /CONSUMER_API_URL must be an absolute http\(s\) URL/,
    );
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA must be true or false/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET is required in production\nInvalid configuration: TOKEN_SECRET is required in production/,
    );
  });
  it('uses the embedded gazetteer for maps unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ mapsProvider: 'gazetteer', googleMapsApiKey: undefined });
    expect(loadConfig({ MAPS_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'maps-key-0123456789' })).toMatchObject({
      mapsProvider: 'google',
      googleMapsApiKey: 'maps-key-0123456789',
    });
    // A key alone changes nothing: the provider is chosen explicitly.
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: 'maps-key-0123456789' }).mapsProvider).toBe('gazetteer');
  });
  it('needs a Google key for the Google maps provider, and a known provider', () => {
    expect(() => loadConfig({ MAPS_PROVIDER: 'google' })).toThrow(
      /^Invalid configuration: GOOGLE_MAPS_API_KEY is required when MAPS_PROVIDER=google$/,
    );
    expect(() => loadConfig({ MAPS_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: '' })).toThrow(/GOOGLE_MAPS_API_KEY/);
    expect(() => loadConfig({ MAPS_PROVIDER: 'mapbox' })).toThrow(
      /^Invalid configuration: MAPS_PROVIDER must be gazetteer or google \(got "mapbox"\)$/,
    );
  });
  it('sends codes to the embedded outbox by default, and needs every Infobip setting for Infobip', () => {
    expect(loadConfig({})).toMatchObject({ otpSender: 'outbox', infobip: null, otpSendsPerHour: 5, dev: true });
    const infobip = {
      OTP_SENDER: 'infobip',
      INFOBIP_BASE_URL: 'https://abc.api.infobip.com/',
      INFOBIP_API_KEY: 'infobip-key-0123456789',
      INFOBIP_SMS_SENDER: 'WebShop',
      INFOBIP_WHATSAPP_SENDER: '447860099299',
      INFOBIP_VIBER_SENDER: 'WebShopViber',
    };
    expect(loadConfig(infobip)).toMatchObject({
      otpSender: 'infobip',
      infobip: { baseUrl: 'https://abc.api.infobip.com', apiKey: 'infobip-key-0123456789', smsSender: 'WebShop' },
    });
    expect(() => loadConfig({ ...infobip, INFOBIP_VIBER_SENDER: '' })).toThrow(
      /^Invalid configuration: INFOBIP_VIBER_SENDER is required when OTP_SENDER=infobip$/,
    );
    expect(() => loadConfig({ OTP_SENDER: 'infobip' })).toThrow(/INFOBIP_BASE_URL is required[\s\S]*INFOBIP_API_KEY/);
    expect(() => loadConfig({ OTP_SENDER: 'twilio' })).toThrow(/OTP_SENDER must be outbox or infobip/);
    expect(() => loadConfig({ ...infobip, INFOBIP_BASE_URL: 'abc' })).toThrow(/INFOBIP_BASE_URL must be an absolute/);
    const refusal = thrown(() => loadConfig({ ...infobip, INFOBIP_API_KEY: 'secret-key', INFOBIP_BASE_URL: 'nope' }));
    expect(refusal).toMatch(/INFOBIP_BASE_URL must be an absolute/);
    expect(refusal).not.toContain('secret-key');
  });
  it("counts the review down for SPEC §9's 30 s unless told otherwise, within 1 to 120 s", () => {
    expect(loadConfig({}).reviewCountdownSeconds).toBe(30);
    expect(loadConfig({ REVIEW_COUNTDOWN_SECONDS: '5' }).reviewCountdownSeconds).toBe(5);
    expect(thrown(() => loadConfig({ REVIEW_COUNTDOWN_SECONDS: '0' }))).toContain('REVIEW_COUNTDOWN_SECONDS');
    expect(thrown(() => loadConfig({ REVIEW_COUNTDOWN_SECONDS: 'soon' }))).toContain('must be a number');
  });
  it("takes the sandbox's signing key when set (at least 16 characters), else leaves it to be generated and kept", () => {
    expect(loadConfig({}).sandboxSecret).toBeUndefined();
    expect(loadConfig({ PAYMENT_SANDBOX_SECRET: 's'.repeat(32) }).sandboxSecret).toBe('s'.repeat(32));
    const refused = thrown(() => loadConfig({ PAYMENT_SANDBOX_SECRET: 'short' }));
    expect(refused).toContain('PAYMENT_SANDBOX_SECRET must be at least 16 characters');
    // a secret is never echoed back in the message
    expect(refused).not.toContain('short"');
  });
  it('checks the hourly OTP limit', () => {
    expect(loadConfig({ OTP_SENDS_PER_HOUR: '20' }).otpSendsPerHour).toBe(20);
    expect(loadConfig({}).otpResendSeconds).toBe(60);
    expect(loadConfig({ OTP_RESEND_SECONDS: '5' }).otpResendSeconds).toBe(5);
    expect(() => loadConfig({ OTP_RESEND_SECONDS: '0' })).toThrow(/OTP_RESEND_SECONDS must be between 1 and 600/);
    expect(() => loadConfig({ OTP_SENDS_PER_HOUR: '0' })).toThrow(/OTP_SENDS_PER_HOUR must be between 1 and 1000/);
    expect(() => loadConfig({ OTP_SENDS_PER_HOUR: 'many' })).toThrow(/OTP_SENDS_PER_HOUR must be a number/);
  });
  it('reads the rate limits (issue 13): defaults, 0 to turn one off, refusing nonsense', () => {
    expect(loadConfig({}).limits).toEqual(LIMIT_DEFAULTS);
    const limits = loadConfig({
      LIMIT_OTP_SENDS_PER_ADDRESS_PER_HOUR: '0',
      LIMIT_OTP_VERIFIES_PER_RECIPIENT_PER_HOUR: '7',
      LIMIT_BILLS_PER_ADDRESS_PER_MINUTE: '1000',
      REFRESH_REUSE_GRACE_SECONDS: '30',
    }).limits;
    expect(limits).toMatchObject({
      otpSendsPerAddressPerHour: 0,
      otpVerifiesPerTargetPerHour: 7,
      billsPerAddressPerMinute: 1000,
      refreshReuseGraceSeconds: 30,
      loginsPerAddressPerHour: LIMIT_DEFAULTS.loginsPerAddressPerHour,
    });
    expect(() => loadConfig({ LIMIT_LOGINS_PER_ADDRESS_PER_HOUR: '-1' })).toThrow(
      /LIMIT_LOGINS_PER_ADDRESS_PER_HOUR must be between 0 and 1000000/,
    );
    expect(() => loadConfig({ LIMIT_ORDERS_PER_USER_PER_HOUR: 'lots' })).toThrow(
      /LIMIT_ORDERS_PER_USER_PER_HOUR must be a number/,
    );
    expect(() => loadConfig({ REFRESH_REUSE_GRACE_SECONDS: '3600' })).toThrow(
      /REFRESH_REUSE_GRACE_SECONDS must be between 0 and 300/,
    );
  });
  it('configures Google and Line login only with both values of their pair', () => {
    expect(loadConfig({})).toMatchObject({ google: null, line: null });
    expect(
      loadConfig({
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        LINE_CHANNEL_ID: '1234567890',
        LINE_CHANNEL_SECRET: 'line-secret',
      }),
    ).toMatchObject({
      google: { clientId: 'id.apps.googleusercontent.com', clientSecret: 'google-secret' },
      line: { channelId: '1234567890', channelSecret: 'line-secret' },
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /^Invalid configuration: GOOGLE_CLIENT_SECRET is required with GOOGLE_CLIENT_ID$/,
    );
    expect(() => loadConfig({ LINE_CHANNEL_SECRET: 'line-secret' })).toThrow(
      /^Invalid configuration: LINE_CHANNEL_ID is required with LINE_CHANNEL_SECRET$/,
    );
  });
  it('serves the development endpoints outside production only', () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(32), TOKEN_SECRET: 'b'.repeat(32), ...VAPID_ENV };
    expect(loadConfig(env).dev).toBe(false);
    expect(loadConfig({ ...env, DEMO_DATA: 'true' }).dev).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).dev).toBe(true);
  });
  it('puts the cookies on a parent domain only when asked (SPEC §9)', () => {
    expect(loadConfig({}).cookieDomain).toBeUndefined();
    expect(loadConfig({ COOKIE_DOMAIN: '.Shop.Example.com' }).cookieDomain).toBe('shop.example.com');
    expect(() => loadConfig({ COOKIE_DOMAIN: 'https://example.com' })).toThrow(
      /COOKIE_DOMAIN must be a domain name such as example.com/,
    );
    expect(() => loadConfig({ COOKIE_DOMAIN: 'localhost' })).toThrow(/COOKIE_DOMAIN must be a domain name/);
  });
  it('does not print secrets in its errors', () => {
    const refusal = thrown(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short', TOKEN_SECRET: 'x' }));
    expect(refusal).toMatch(/SESSION_SECRET/);
    expect(refusal).not.toContain('short');
  });
  it('reads the web push VAPID keys (issue 16): a pair or neither, generated outside production when unset', () => {
    expect(loadConfig({}).vapid).toEqual({ keys: null, keep: true, subject: DEFAULT_VAPID_SUBJECT });
    expect(loadConfig(VAPID_ENV).vapid).toEqual({
      keys: { publicKey: PAIR.publicKey, privateKey: PAIR.privateKey },
      keep: true,
      subject: 'mailto:ops@example.com',
    });
    expect(loadConfig({ VAPID_SUBJECT: 'https://shop.example.com/contact' }).vapid.subject).toBe(
      'https://shop.example.com/contact',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: PAIR.publicKey })).toThrow(
      /^Invalid configuration: VAPID_PRIVATE_KEY is required with VAPID_PUBLIC_KEY$/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: PAIR.privateKey })).toThrow(
      /^Invalid configuration: VAPID_PUBLIC_KEY is required with VAPID_PRIVATE_KEY$/,
    );
    // swapped halves, padding, a compressed or truncated key: each named
    expect(thrown(() => loadConfig({ ...VAPID_ENV, VAPID_PUBLIC_KEY: PAIR.privateKey }))).toMatch(
      /VAPID_PUBLIC_KEY must decode to 65 bytes/,
    );
    expect(thrown(() => loadConfig({ ...VAPID_ENV, VAPID_PRIVATE_KEY: `${PAIR.privateKey}=` }))).toMatch(
      /VAPID_PRIVATE_KEY must be URL-safe base64 without padding/,
    );
    const compressed = Buffer.from(PAIR.publicKey, 'base64url');
    compressed[0] = 2;
    expect(thrown(() => loadConfig({ ...VAPID_ENV, VAPID_PUBLIC_KEY: compressed.toString('base64url') }))).toMatch(
      /VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/,
    );
    for (const subject of ['ops@example.com', 'http://shop.example.com', 'mailto:', 'https://'])
      expect(thrown(() => loadConfig({ VAPID_SUBJECT: subject }))).toMatch(
        /VAPID_SUBJECT must be a mailto: address or an https: URL/,
      );
  });
  it('starts production without VAPID keys with push off (issue 25, item 10): nothing generated, nothing refused', () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(32), TOKEN_SECRET: 'b'.repeat(32) };
    expect(loadConfig(env).vapid).toEqual({ keys: null, keep: false, subject: DEFAULT_VAPID_SUBJECT });
    // a subject alone changes nothing; half a pair is still refused
    expect(loadConfig({ ...env, VAPID_SUBJECT: 'mailto:ops@example.com' }).vapid.keys).toBeNull();
    expect(thrown(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: PAIR.publicKey }))).toMatch(
      /Invalid configuration: VAPID_PRIVATE_KEY is required with VAPID_PUBLIC_KEY$/,
    );
  });
  it('takes production’s VAPID keys with their subject, as today, and never prints the private key', () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(32), TOKEN_SECRET: 'b'.repeat(32) };
    const { VAPID_SUBJECT: _subject, ...keysOnly } = VAPID_ENV;
    expect(thrown(() => loadConfig({ ...env, ...keysOnly }))).toMatch(
      /Invalid configuration: VAPID_SUBJECT is required in production with the VAPID keys$/,
    );
    expect(loadConfig({ ...env, ...VAPID_ENV }).vapid).toEqual({
      keys: PAIR,
      keep: false,
      subject: 'mailto:ops@example.com',
    });
    const bad = thrown(() => loadConfig({ ...env, ...VAPID_ENV, VAPID_PRIVATE_KEY: 'not-a-key' }));
    expect(bad).toMatch(/VAPID_PRIVATE_KEY must decode to 32 bytes/);
    expect(bad).not.toContain('not-a-key');
  });
});
