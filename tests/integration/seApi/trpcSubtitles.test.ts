import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readSubtitle,
  SubtitleFormatError,
  writePlainText,
  writeSubtitle,
} from '../../../shared/subtitle/index';
import { unreadableMessage } from '../../../server/work/tasks';
import { failure, trpcClients, type Api } from './trpcClients';
import {
  multipart,
  srt,
  stalledUpload,
  startWorkServer,
  until,
  type WorkServer,
} from './workServer';

// The editor's upload through tRPC (httpLink, multipart) is answered from the worker pool in
// tRPC's own wire format: the client reads the same subtitle, and the same errors, as from
// tRPC's handler.

let server: WorkServer;
let api: Api;
/** As the editor sends JSON calls: batched (a batch of one when nothing else is asked). */
let batched: Api;

beforeAll(async () => {
  server = await startWorkServer({ UPLOAD_LIMIT_MB: '1' });
  ({ alone: api, batched } = await trpcClients(server.baseUrl));
});
afterAll(() => server.close());

function form(bytes: Uint8Array, fileName: string): FormData {
  const body = new FormData();
  body.set('file', new File([bytes as Uint8Array<ArrayBuffer>], fileName));
  return body;
}

describe('seApi.subtitles.read through tRPC', () => {
  it('answers a file read by a worker with the subtitle the library reads', async () => {
    const bytes = srt(5000); // past the inline threshold and past one 4096-line piece
    const read = await api.seApi.subtitles.read.mutate(form(bytes, 'Long "one".srt'));
    expect(read).toEqual(JSON.parse(JSON.stringify(readSubtitle(bytes, 'Long "one".srt'))));
    expect(read.paragraphs).toHaveLength(5000);
  });

  it('answers small files (inline) the same way', async () => {
    const read = await api.seApi.subtitles.read.mutate(form(srt(3), 'small.srt'));
    expect(read.fileName).toBe('small.srt');
    expect(read.paragraphs.map((p) => p.number)).toEqual([1, 2, 3]);
  });

  it('answers content no format reads with a 415 tRPC error and the same message', async () => {
    const prose = new TextEncoder().encode('Nothing to see here, only prose.\n'.repeat(2000));
    let expected = '';
    try {
      readSubtitle(prose, 'prose.srt');
    } catch (error) {
      if (error instanceof SubtitleFormatError) expected = unreadableMessage(error);
    }
    const error = await failure(api.seApi.subtitles.read.mutate(form(prose, 'prose.srt')));
    expect(error.message).toBe(expected);
    expect(error.data?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.data?.httpStatus).toBe(415);
    expect(error.data?.path).toBe('seApi.subtitles.read');
  });

  it('answers an empty file, a missing field and a file past the limit as tRPC errors', async () => {
    const empty = await failure(api.seApi.subtitles.read.mutate(form(new Uint8Array(0), 'e.srt')));
    expect(empty.data?.httpStatus).toBe(400);
    const noFile = new FormData();
    noFile.set('upload', new File(['x'], 'x.srt'));
    const missing = await failure(api.seApi.subtitles.read.mutate(noFile));
    expect(missing.data?.code).toBe('BAD_REQUEST');
    const tooBig = await failure(api.seApi.subtitles.read.mutate(form(srt(30_000), 'big.srt')));
    expect(tooBig.data?.httpStatus).toBe(413);
    expect(tooBig.message).toBe('The file is larger than 1 MB.');
  });
});

describe('seApi.waveform.upload through tRPC', () => {
  it('answers the peaks the REST path answers, and a bad file as a 400', async () => {
    const peaks = new Uint8Array(readFileSync('server/assets/sample-waveform.wav'));
    const viaTrpc = await api.seApi.waveform.upload.mutate(form(peaks, 'clip.wav'));
    const viaRest = (await (
      await fetch(`${server.baseUrl}/se-api/waveform/`, {
        method: 'POST',
        body: form(peaks, 'clip.wav'),
      })
    ).json()) as unknown;
    expect(viaTrpc).toEqual(viaRest);
    expect(viaTrpc.sampleRate).toBe(150);
    const bad = await failure(api.seApi.waveform.upload.mutate(form(srt(2000), 'not.wav')));
    expect(bad.data?.httpStatus).toBe(400);
  });
});

describe('seApi.subtitles.write and plainText through tRPC', () => {
  // 2000 lines: past the inline threshold, so a worker parses, validates and writes them.
  const subtitle = {
    fileName: 'Movie.en.srt',
    paragraphs: Array.from({ length: 2000 }, (_, i) => ({
      number: i + 1,
      start: i * 1000,
      end: i * 1000 + 800,
      text: `Line ${i} <i>ünïcode</i> ✓`,
    })),
  };

  it.each([
    ['batched', () => batched],
    ['alone', () => api],
  ])('writes a file %s as the library does, base64 and file name', async (_name, client) => {
    const written = await client().seApi.subtitles.write.mutate({
      subtitle,
      format: 'WebVTT',
      encoding: 'utf-16le',
      useWindowsNewLine: false,
    });
    const expected = writeSubtitle(subtitle, 'WebVTT', {
      encoding: 'utf-16le',
      useWindowsNewLine: false,
    });
    expect(written.fileName).toBe(expected.fileName);
    expect(Buffer.from(written.base64, 'base64').equals(Buffer.from(expected.bytes))).toBe(true);
  });

  it('exports plain text as the library does', async () => {
    const written = await batched.seApi.subtitles.plainText.mutate({
      subtitle,
      mode: 'merge',
      removeStyling: true,
    });
    const expected = writePlainText(subtitle, { mode: 'merge', removeStyling: true });
    expect(written.fileName).toBe('Movie.en.txt');
    expect(Buffer.from(written.base64, 'base64').equals(Buffer.from(expected.bytes))).toBe(true);
  });

  it('refuses an unknown format and a bad input with tRPC errors', async () => {
    const unknown = await failure(
      batched.seApi.subtitles.write.mutate({ subtitle, format: 'No such format' }),
    );
    expect(unknown.data?.code).toBe('BAD_REQUEST');
    expect(unknown.message).toBe('Unknown subtitle format: No such format');
    const bad = await failure(
      batched.seApi.subtitles.write.mutate({
        subtitle: { ...subtitle, paragraphs: [{ number: 1, start: 'soon' }] },
        format: 'SubRip',
      } as never),
    );
    expect(bad.data?.httpStatus).toBe(400);
    expect(bad.message).toContain('paragraphs');
  });
});

describe('the tRPC subtitle calls share the queue', () => {
  it('answers 503 SERVICE_UNAVAILABLE while every place is taken', async () => {
    const full = await startWorkServer({ SE_WORKERS: '1', SE_QUEUE: '0' });
    try {
      const client = (await trpcClients(full.baseUrl)).batched;
      const held = stalledUpload(
        `${full.baseUrl}/se-api/subtitles/`,
        multipart(srt(1000), 'a.srt'),
        10,
      );
      await until(() => full.work.queue.state.queued === 1);
      const busy = await failure(
        // Past the inline threshold: a small body would be written inline, with no place.
        client.seApi.subtitles.write.mutate({
          subtitle: {
            fileName: 'a.srt',
            paragraphs: Array.from({ length: 1000 }, (_, i) => ({
              number: i + 1,
              start: i * 1000,
              end: i * 1000 + 500,
              text: `Line ${i}`,
            })),
          },
          format: 'SubRip',
        }),
      );
      expect(busy.data?.code).toBe('SERVICE_UNAVAILABLE');
      expect(busy.data?.httpStatus).toBe(503);
      held.destroy();
    } finally {
      await full.close();
    }
  });
});
