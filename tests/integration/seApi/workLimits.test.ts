import { afterEach, describe, expect, it } from 'vitest';
import { readSubtitle, SubtitleFormatError } from '../../../shared/subtitle/index';
import { unreadableMessage } from '../../../server/work/tasks';
import {
  multipart,
  srt,
  stalledUpload,
  startWorkServer,
  until,
  type WorkServer,
} from './workServer';

// The subtitle service's pool under trouble, through HTTP: refusals from a worker, a worker that
// dies, a full queue, and clients that leave.

let server: WorkServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function upload(baseUrl: string, bytes: Uint8Array, fileName: string): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], fileName));
  return fetch(`${baseUrl}/se-api/subtitles/`, { method: 'POST', body: form });
}

interface ErrorAnswer {
  error: { code: string; message: string };
}

describe('the subtitle pool through HTTP', () => {
  it('answers content no format reads with the same 415 from a worker as inline', async () => {
    server = await startWorkServer({ SE_WORKERS: '1' });
    // 64 kB of prose: past the inline threshold, so a worker reads it.
    const prose = new TextEncoder().encode(
      'Dear diary, today nothing happened at all.\n'.repeat(1600),
    );
    let expected = '';
    try {
      readSubtitle(prose, 'diary.srt');
    } catch (error) {
      if (error instanceof SubtitleFormatError) expected = unreadableMessage(error);
    }
    expect(expected).not.toBe('');
    const response = await upload(server.baseUrl, prose, 'diary.srt');
    expect(response.status).toBe(415);
    expect(((await response.json()) as ErrorAnswer).error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expected,
    });
  });

  it('answers a request whose worker dies with a 500 error body, and replaces the worker', async () => {
    // A 64 MB heap per worker: parsing 300k cues (18 MB) does not fit, a small file does.
    server = await startWorkServer({ SE_WORKERS: '1', SE_WORKER_HEAP_MB: '64' });
    const died = await upload(server.baseUrl, srt(300_000), 'huge.srt');
    expect(died.status).toBe(500);
    expect(((await died.json()) as ErrorAnswer).error.code).toBe('INTERNAL_SERVER_ERROR');
    const next = await upload(server.baseUrl, srt(1000), 'small.srt');
    expect(next.status).toBe(200);
    expect(((await next.json()) as { paragraphs: unknown[] }).paragraphs).toHaveLength(1000);
  }, 60_000);

  it('answers 503 with Retry-After past the queue, and a client that leaves frees its place', async () => {
    server = await startWorkServer({ SE_WORKERS: '1', SE_QUEUE: '1' });
    const { baseUrl, work } = server;
    const file = multipart(srt(1000), 'a.srt');
    // Two uploads that never finish sending hold the running slot's place and the queue's one.
    const first = stalledUpload(`${baseUrl}/se-api/subtitles/`, file, 1000);
    const second = stalledUpload(`${baseUrl}/se-api/subtitles/`, file, 1000);
    await until(() => work.queue.state.queued === 2);

    const refused = await upload(baseUrl, srt(1000), 'b.srt');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as ErrorAnswer).error.code).toBe('SERVICE_UNAVAILABLE');

    second.destroy();
    await until(() => work.queue.state.queued === 1);
    const taken = await upload(baseUrl, srt(1000), 'c.srt');
    expect(taken.status).toBe(200);
    first.destroy();
    await until(() => work.queue.state.queued === 0 && work.queue.state.running === 0);
  });

  it('answers small files inline even when the queue is full', async () => {
    server = await startWorkServer({ SE_WORKERS: '1', SE_QUEUE: '0' });
    const { baseUrl, work } = server;
    const held = stalledUpload(`${baseUrl}/se-api/subtitles/`, multipart(srt(1000), 'a.srt'), 10);
    await until(() => work.queue.state.queued === 1);
    const small = await upload(baseUrl, srt(10), 'small.srt');
    expect(small.status).toBe(200);
    held.destroy();
  });
});
