import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSubtitle, writeSubtitle } from '../../../shared/subtitle/index';
import { multipart, srt, startWorkServer, until, type WorkServer } from './workServer';

// Bodies and answers of the subtitle service go through reused buffers (server/work/bufferPool.ts):
// a request's answer must never hold bytes left over from an earlier, bigger one, and an answer
// bigger than its buffer still arrives whole.

let server: WorkServer;

beforeAll(async () => {
  server = await startWorkServer({});
});
afterAll(() => server.close());

async function upload(bytes: Uint8Array, fileName: string): Promise<unknown> {
  const body = new Uint8Array(multipart(bytes, fileName));
  const res = await fetch(`${server.baseUrl}/se-api/subtitles/`, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=----se-work-test-boundary' },
    body,
  });
  expect(res.status).toBe(200);
  return res.json();
}

describe('pooled request and answer buffers', () => {
  it('answers big, then smaller, then bigger uploads with exactly their own subtitle', async () => {
    for (const count of [20_000, 3_000, 9_000, 500, 20_000]) {
      const bytes = srt(count);
      const expected = JSON.parse(JSON.stringify(readSubtitle(bytes, `${count}.srt`))) as unknown;
      expect(await upload(bytes, `${count}.srt`)).toEqual(expected);
    }
    // The buffers came back from the workers and are kept for the next requests (given back
    // once the answer has left, which may be just after the client has read it).
    await until(() => server.work.pooledBytes > 2 * srt(20_000).length);
  });

  it('answers a written file bigger than its pooled buffer (UTF-32) whole', async () => {
    const subtitle = readSubtitle(srt(4000), 'a.srt');
    const res = await fetch(
      `${server.baseUrl}/se-api/subtitles/format/WebVTT?encoding=utf-32le&useWindowsNewLine=false`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subtitle),
      },
    );
    expect(res.status).toBe(200);
    const { buffer } = (await res.json()) as { buffer: number[] };
    const expected = writeSubtitle(subtitle, 'WebVTT', {
      encoding: 'utf-32le',
      useWindowsNewLine: false,
    });
    expect(buffer.length).toBe(expected.bytes.length);
    expect(Buffer.from(buffer).equals(Buffer.from(expected.bytes))).toBe(true);
  });
});
