import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/testServer';
import { primedClient } from './blogHelpers';

// Rate limits count per client address. Behind a reverse proxy every request comes from the
// proxy, so the client's address is read from X-Forwarded-For, but only when the request comes
// from a proxy TRUST_PROXY names: anyone else could pick a new address per attempt.

const BAD_LOGIN = { email: 'nobody@example.com', password: 'wrong-password' };

async function loginStatuses(server: TestServer, forwardedFor: string[]): Promise<number[]> {
  const client = await primedClient(server);
  const statuses: number[] = [];
  for (const address of forwardedFor) {
    const response = await client.fetch('/blog/profiles/login', {
      method: 'POST',
      json: BAD_LOGIN,
      headers: { 'x-forwarded-for': address },
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  let trusting: TestServer;
  let distrusting: TestServer;

  beforeAll(async () => {
    // The tests' requests come from 127.0.0.1, the proxy's place in the default setting.
    trusting = await startTestServer({ RATE_LOGIN: '1' });
    distrusting = await startTestServer({ RATE_LOGIN: '1', TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await trusting.close();
    await distrusting.close();
  });

  it('counts each forwarded client apart behind a trusted proxy', async () => {
    expect(await loginStatuses(trusting, ['203.0.113.1', '203.0.113.2', '203.0.113.1'])).toEqual([
      401, 401, 429,
    ]);
  });

  it('ignores X-Forwarded-For from an address it does not trust', async () => {
    expect(await loginStatuses(distrusting, ['203.0.113.1', '203.0.113.2'])).toEqual([401, 429]);
  });
});
