import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connection';
import { EnvError, loadEnv } from '../../../server/env';
import { subtitleWorkFromEnv } from '../../../server/work/subtitleWork';

// The subtitle pool's settings (README: SE_WORKERS, SE_QUEUE, SE_WORKER_HEAP_MB,
// SE_JSON_LIMIT_MB), validated at boot like the others.

describe('the subtitle pool settings', () => {
  it('default to the cores, a queue of twice that, a 512 MB heap and the 20 MB JSON limit', () => {
    const env = loadEnv({});
    expect(env.SE_WORKERS).toBe(availableParallelism());
    expect(env.SE_WORKER_HEAP_MB).toBe(512);
    expect(env.SE_JSON_LIMIT_MB).toBe(20);
    const db = openDatabase({ dialect: 'sqlite', file: ':memory:' });
    const work = subtitleWorkFromEnv(loadEnv({ SE_WORKERS: '3' }), db);
    expect([work.queue.slots, work.queue.queueLimit]).toEqual([3, 6]);
    expect(
      subtitleWorkFromEnv(loadEnv({ SE_WORKERS: '3', SE_QUEUE: '0' }), db).queue.queueLimit,
    ).toBe(0);
  });

  it('stop the boot naming each bad one', () => {
    let message = '';
    try {
      loadEnv({
        SE_WORKERS: '0',
        SE_QUEUE: '-1',
        SE_WORKER_HEAP_MB: 'lots',
        SE_JSON_LIMIT_MB: '0',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    for (const name of ['SE_WORKERS', 'SE_QUEUE', 'SE_WORKER_HEAP_MB', 'SE_JSON_LIMIT_MB']) {
      expect(message).toContain(name);
    }
  });
});
