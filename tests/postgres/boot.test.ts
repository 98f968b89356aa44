import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/pgTemp.mjs';
import { failedBoot, startSiteProcess } from '../helpers/siteProcess';
import { urlOfDatabase } from '../helpers/testDatabase';

// The boot with DATABASE_URL: a bad value stops it with a message that names the setting (and
// never shows the password); a server that is still starting is waited for.

const SECRET = { JWT_SECRET: 'the-key-every-instance-shares-0123456789' };

let server: ThrowawayPostgres;

beforeAll(async () => {
  server = await startThrowawayPostgres();
});
afterAll(() => server.remove());

describe('booting on PostgreSQL', () => {
  it('stops at once on a DATABASE_URL that is not a PostgreSQL URL', async () => {
    const boot = await failedBoot({ ...SECRET, DATABASE_URL: 'mysql://db.example/site' });
    expect(boot.code).toBe(1);
    expect(boot.output).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
  });

  it('stops at once without JWT_SECRET, which every instance must share', async () => {
    const boot = await failedBoot({ DATABASE_URL: server.url });
    expect(boot.code).toBe(1);
    expect(boot.output).toMatch(/JWT_SECRET: is required when DATABASE_URL is set/);
  });

  it('stops at once on a database that does not exist, or a user that may not log in', async () => {
    const missing = new URL(urlOfDatabase(server.url, 'no_such_site'));
    missing.password = 'hunter2-secret';
    const noDatabase = await failedBoot({ ...SECRET, DATABASE_URL: missing.toString() });
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.output).toMatch(
      /DATABASE_URL \(postgres:\/\/postgres@127\.0\.0\.1:\d+\/no_such_site\)/,
    );
    expect(noDatabase.output).toMatch(/the database does not exist/);
    expect(noDatabase.output).not.toContain('hunter2-secret');
    const stranger = new URL(server.url);
    stranger.username = 'stranger';
    const noUser = await failedBoot({ ...SECRET, DATABASE_URL: stranger.toString() });
    expect(noUser.code).toBe(1);
    expect(noUser.output).toMatch(/DATABASE_URL .*the user may not log in/);
  });

  it('gives up on a server that never answers after DATABASE_WAIT_SECONDS, naming the setting', async () => {
    const nobody = new URL(server.url);
    nobody.port = String(await freePort());
    const started = Date.now();
    const boot = await failedBoot({
      ...SECRET,
      DATABASE_URL: nobody.toString(),
      DATABASE_WAIT_SECONDS: '1',
    });
    expect(boot.code).toBe(1);
    expect(boot.output).toMatch(/Cannot reach the database of DATABASE_URL .* after 1 s/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('waits for a server that starts after the site', async () => {
    server.stop();
    const starting = startSiteProcess({ ...SECRET, DATABASE_URL: server.url });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.start();
    const site = await starting;
    try {
      expect((await fetch(`${site.baseUrl}/healthz`)).status).toBe(200);
      expect(site.output()).toMatch(/Applied migrations 1,/);
    } finally {
      await site.stop();
    }
  });
});
