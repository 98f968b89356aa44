import { mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../server/app';
import { closeDatabase, databaseConfigFromEnv, openDatabase } from '../../../server/db/connection';
import { migrate } from '../../../server/db/migrate';
import { createLogWriter } from '../../../server/db/repositories/logs';
import { loadEnv } from '../../../server/env';
import { WEB_ROOT } from '../../../server/paths';
import { subtitleWorkFromEnv, type SubtitleWork } from '../../../server/work/subtitleWork';
import { createTestDatabase } from '../../helpers/testDatabase';

// The app on a temporary database with its subtitle pool in the test's hands, so a test can see
// the queue's state and close the workers.

export interface WorkServer {
  baseUrl: string;
  work: SubtitleWork;
  close(): Promise<void>;
}

export async function startWorkServer(settings: Record<string, string>): Promise<WorkServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'se-work-'));
  const database = await createTestDatabase();
  const env = loadEnv({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    ...database.settings,
    ...settings,
  });
  const db = openDatabase(databaseConfigFromEnv(env));
  await migrate(db);
  const work = subtitleWorkFromEnv(env, db);
  const log = createLogWriter(db);
  const app = createApp({
    log,
    db,
    env,
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET),
    webRoot: WEB_ROOT,
    work,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    work,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await work.close();
      await log.close();
      await closeDatabase(db);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const BOUNDARY = '----se-work-test-boundary';

/** A multipart body with the file in the field 'file'. */
export function multipart(bytes: Uint8Array, fileName: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Starts an upload of `body` and sends only its first `sent` bytes: the request holds its
 *  queue place while the server waits for the rest. */
export function stalledUpload(url: string, body: Buffer, sent: number): ClientRequest {
  const req = request(url, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': body.length,
    },
  });
  req.on('error', () => {
    // destroyed by the test
  });
  req.write(body.subarray(0, sent));
  return req;
}

/** Polls until `check` holds (at most ~5 s). */
export async function until(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 500 && !check(); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (!check()) throw new Error('the condition did not come true');
}

/** SubRip text of `count` cues. */
export function srt(count: number): Uint8Array {
  const cues: string[] = [];
  for (let i = 0; i < count; i++) {
    const s = i * 2;
    const clock = (seconds: number): string =>
      `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')},000`;
    cues.push(`${i + 1}\n${clock(s)} --> ${clock(s + 1)}\nLine number ${i} of the test file\n\n`);
  }
  return new TextEncoder().encode(cues.join(''));
}
