import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('runs on the embedded database with demo data by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      demoSeed: true,
      defaultMerchant: 'DEMO',
    });
  });

  it('never seeds demo accounts in production mode, even when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'true' }).demoSeed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/fortuna' }).demoSeed).toBe(false);
  });

  it('lists every bad variable in one readable error', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: .*\n.*DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL/);
  });

  it('reads trusted proxies as a list', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 10.0.0.0/8,' }).trustedProxies).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });
});
