import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to embedded PGlite in ./data on port 3000 with demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data') });
    expect(config.webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
    expect(config.seedDemo).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set, seeding only when asked', () => {
    const url = 'postgres://portal@db.example:5432/portal';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({
      database: { kind: 'postgres', url },
      seedDemo: false,
    });
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('resolves DATA_DIR against the folder the user started npm in', () => {
    const config = loadConfig({ DATA_DIR: 'portal-data', INIT_CWD: '/srv/portal' });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/portal/portal-data' });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATA_DIR: '' }).port).toBe(3000);
  });

  it('trusts no forwarded headers unless TRUST_PROXY names a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      '::1',
    ]);
  });

  it('seals with the generated certificate unless SIGNING_CERTIFICATE_P12 is set (passphrase empty unless given)', () => {
    expect(loadConfig({}).signingCertificate).toBeNull();
    expect(
      loadConfig({ SIGNING_CERTIFICATE_P12: 'MIIK', SIGNING_CERTIFICATE_PASSPHRASE: 's3cret' })
        .signingCertificate,
    ).toEqual({ p12: 'MIIK', passphrase: 's3cret' });
    expect(loadConfig({ SIGNING_CERTIFICATE_P12: 'MIIK' }).signingCertificate).toEqual({
      p12: 'MIIK',
      passphrase: '',
    });
  });

  it.each([
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.example' }, 'TRUST_PROXY'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SIGNING_CERTIFICATE_P12: 'not base64!' }, 'SIGNING_CERTIFICATE_P12'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n\\s+${variable}:`));
  });
});
