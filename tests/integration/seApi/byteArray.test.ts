import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSubtitle } from '../../../shared/subtitle/index';
import { startWorkServer, type WorkServer } from './workServer';

// The written-file answer `{ buffer: [bytes…], fileName }` is made slice by slice from the file's
// bytes (server/rest/streamJson.ts): every byte value, across slice boundaries, must come back as
// the number it is.

let server: WorkServer;
beforeAll(async () => {
  server = await startWorkServer({});
});
afterAll(() => server.close());

/** Every Latin-1 character, so ISO-8859-1 bytes 1–255 and UTF-16 bytes 0–255 all occur. */
const ALL_LATIN1 = Array.from({ length: 255 }, (_, i) => String.fromCharCode(i + 1)).join('');

const subtitle = {
  fileName: 'bytes.srt',
  // ~300 kB in UTF-16: several 64 kB slices.
  paragraphs: Array.from({ length: 500 }, (_, i) => ({
    number: i + 1,
    start: i * 1000,
    end: i * 1000 + 500,
    text: `${i} ${ALL_LATIN1}`,
  })),
};

describe('the byte-array answer of a written file', () => {
  it.each(['iso-8859-1', 'utf-16le', 'utf-8'])(
    'holds every byte of the %s file',
    async (encoding) => {
      const response = await fetch(
        `${server.baseUrl}/se-api/subtitles/format/SubRip?encoding=${encoding}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(subtitle),
        },
      );
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { buffer: number[]; fileName: string };
      const expected = writeSubtitle(subtitle, 'SubRip', { encoding });
      expect(answer.fileName).toBe('bytes.srt');
      expect(answer.buffer).toHaveLength(expected.bytes.length);
      expect(Buffer.from(answer.buffer).equals(Buffer.from(expected.bytes))).toBe(true);
    },
  );

  it('answers an empty file as an empty array', async () => {
    const response = await fetch(
      `${server.baseUrl}/se-api/subtitles/format-plain-text?encoding=utf-8`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fileName: 'empty.srt', paragraphs: [] }),
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ buffer: [], fileName: 'empty.txt' });
  });
});
