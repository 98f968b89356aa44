import { describe, expect, it } from 'vitest';
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
});
