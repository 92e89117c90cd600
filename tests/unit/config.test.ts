import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

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
    expect(c.sessionSecrets.length).toBe(1);
  });
  it('reads a comma list of session secrets for rotation', () => {
    expect(loadConfig({ SESSION_SECRET: 'new-secret-0123456789, old-secret-0123456789' }).sessionSecrets).toEqual([
      'new-secret-0123456789',
      'old-secret-0123456789',
    ]);
  });
  it('turns demo data off in production unless asked', () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(32), TOKEN_SECRET: 'b'.repeat(32) };
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
  it('does not print secrets in its errors', () => {
    try {
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short', TOKEN_SECRET: 'x' });
    } catch (error) {
      expect(String(error)).not.toContain('short');
    }
  });
});
