import { describe, expect, it } from 'vitest';
import { databaseConfigFromEnv } from '../../../server/db/connection';
import { EnvError, loadEnv } from '../../../server/env';

describe('loadEnv', () => {
  it('fills the defaults of CONTRACT §2', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      AUTHOR_SLUG: 'author',
      RATE_LOGIN: 20,
      RATE_REGISTER: 10,
      RATE_COMMENT: 30,
    });
    expect(env.SITE_NAME.length).toBeGreaterThan(0);
    expect(env.ADMIN_EMAIL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ PORT: '', ADMIN_EMAIL: '  ' }).PORT).toBe(3000);
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', ADMIN_EMAIL: 'nope', JWT_SECRET: 'short' })).toThrow(
      EnvError,
    );
    try {
      loadEnv({ PORT: 'eighty', ADMIN_EMAIL: 'nope' });
    } catch (error) {
      expect((error as Error).message).toMatch(/Invalid environment variables/);
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/ADMIN_EMAIL/);
    }
  });

  it('uses the SQLite file in DATA_DIR unless DATABASE_URL names a PostgreSQL server', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    expect(databaseConfigFromEnv(loadEnv({ DATA_DIR: '/srv/site' }))).toEqual({
      dialect: 'sqlite',
      file: '/srv/site/site.db',
    });
    const url = 'postgres://site:secret@db.example:5432/site';
    expect(databaseConfigFromEnv(loadEnv({ ...secret, DATABASE_URL: url }))).toEqual({
      dialect: 'postgres',
      url,
      poolSize: 10,
    });
    for (const ok of ['postgresql://db/site', 'postgresql:///site?host=/var/run/postgresql']) {
      expect(loadEnv({ ...secret, DATABASE_URL: ok }).DATABASE_URL).toBe(ok);
    }
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL, naming the setting', () => {
    for (const bad of ['mysql://db/site', 'db.example:5432/site', 'postgres://', 'site.db']) {
      expect(() => loadEnv({ JWT_SECRET: 'x'.repeat(40), DATABASE_URL: bad }), bad).toThrow(
        /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
      );
    }
  });

  it('requires JWT_SECRET with DATABASE_URL, so every instance signs with one key', () => {
    expect(() => loadEnv({ DATABASE_URL: 'postgres://db/site' })).toThrow(
      /JWT_SECRET: is required when DATABASE_URL is set/,
    );
  });

  it('reads TRUST_PROXY as addresses, ranges, names or a hop count', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe('loopback');
    for (const ok of ['2', 'loopback, 10.0.0.0/8', '192.168.1.10', 'fd00::/8, uniquelocal']) {
      expect(loadEnv({ TRUST_PROXY: ok }).TRUST_PROXY, ok).toBe(ok);
    }
    for (const bad of ['yes', '10.0.0.0/x', 'proxy.example']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
