import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMediaFiles, type MediaFiles } from '../../helpers/mediaFiles';
import { startTestServer, type TestServer } from '../../helpers/testServer';
import { failure, trpcClients, type Api } from './trpcClients';

// POST /se-api/subtitles/ with a video (CONTRACT §5, media files): the first text subtitle track
// with the list of subtitle tracks, ?track=INDEX for another, 415 for a video with no text track
// or an image track, 400 for a track it does not have; and the tRPC twin with a `track` field.
// The files are made by ffmpeg (tests/helpers/mediaFiles.ts); those above 32 KiB are read by
// the worker pool, the hand-made ones inline.

let server: TestServer;
let files: MediaFiles;
let api: Api;

beforeAll(async () => {
  files = makeMediaFiles();
  server = await startTestServer();
  ({ alone: api } = await trpcClients(server.baseUrl));
});
afterAll(async () => {
  await server.close();
  files.remove();
});

interface Answer {
  status: number;
  body: {
    fileName?: string;
    format?: string;
    header?: string;
    tracks?: { index: number; codec: string; language?: string; name?: string }[];
    paragraphs?: { start: number; end: number; text: string }[];
    warnings?: { line: number; message: string }[];
    error?: { code: string; message: string };
  };
}

async function upload(bytes: Uint8Array, fileName: string, query = ''): Promise<Answer> {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], fileName));
  const response = await fetch(`${server.baseUrl}/se-api/subtitles/${query}`, {
    method: 'POST',
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

describe('POST /se-api/subtitles/ with a media file', () => {
  it('answers the first text track of a Matroska file with every subtitle track', async () => {
    const bytes = files.read(files.mkv);
    expect(bytes.length).toBeGreaterThan(32 * 1024);
    const { status, body } = await upload(bytes, 'Film (2024).mkv');
    expect(status).toBe(200);
    expect(body.fileName).toBe('Film (2024).mkv');
    expect(body.format).toBe('SubRip');
    expect(body.tracks).toEqual([
      { index: 0, codec: 'S_TEXT/UTF8', language: 'eng', name: 'English SRT' },
      { index: 1, codec: 'S_TEXT/ASS', language: 'ger', name: 'Deutsch ASS' },
    ]);
    expect(body.paragraphs?.map((p) => p.text)).toEqual([
      'Hello <i>world</i>',
      'Second line\ntwo lines',
    ]);
  });

  it('answers the ASS track for ?track=1, header kept, never an empty script', async () => {
    const { status, body } = await upload(files.read(files.mkv), 'film.mkv', '?track=1');
    expect(status).toBe(200);
    expect(body.format).toBe('Advanced Sub Station Alpha');
    expect(body.header).toContain('[V4+ Styles]');
    expect(body.paragraphs?.map((p) => p.text)).toEqual([
      'Hallo {\\i1}Welt{\\i0}',
      'Zweite\nZeile, mit Komma',
    ]);
    expect(body.tracks).toHaveLength(2);
  });

  it('answers WebM WebVTT and the second mov_text track of an MP4', async () => {
    const webm = await upload(files.read(files.webm), 'clip.webm');
    expect([webm.status, webm.body.format, webm.body.tracks]).toEqual([
      200,
      'WebVTT',
      [{ index: 0, codec: 'D_WEBVTT/SUBTITLES', language: 'fre' }],
    ]);
    const mp4 = await upload(files.read(files.mp4), 'clip.mp4', '?track=1');
    expect(mp4.status).toBe(200);
    expect(mp4.body.tracks?.map((t) => t.language)).toEqual(['eng', 'fre']);
    expect(mp4.body.paragraphs?.map((p) => p.text)).toEqual(['Hi there', 'Bye']);
  });

  it('answers 415 for an image track picked: image subtitles need OCR', async () => {
    const { status, body } = await upload(files.read(files.pgsAndText), 'bd.mkv', '?track=0');
    expect(status).toBe(415);
    expect(body.error?.message).toBe(
      'Subtitle track 0 (S_HDMV/PGS) holds pictures of text: image subtitles need OCR, which is not offered here.',
    );
    const text = await upload(files.read(files.pgsAndText), 'bd.mkv');
    expect([text.status, text.body.paragraphs?.[0]?.text]).toEqual([200, 'Guten Tag']);
  });

  it('answers 415 for a video with no text subtitle track', async () => {
    const none = await upload(files.read(files.noSubtitles), 'plain.mkv');
    expect(none.status).toBe(415);
    expect(none.body.error?.message).toBe(
      'This video has no text subtitle track: it has no subtitle tracks at all.',
    );
    const images = await upload(files.read(files.pgsOnly), 'bd.mkv');
    expect(images.status).toBe(415);
    expect(images.body.error?.message).toMatch(
      /^This video has no text subtitle track: .*image subtitles need OCR/,
    );
  });

  it.each([
    ['?track=2', "There is no subtitle track 2: this video's subtitle tracks are numbered 0 to 1."],
    ['?track=one', 'track must be a whole number from 0'],
    ['?track=-1', 'track must be a whole number from 0'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await upload(files.read(files.mkv), 'film.mkv', query);
    expect(status).toBe(400);
    expect(body.error?.message).toContain(message);
  });

  it('answers a cut or garbage Matroska file with 415 and a clear message, never 500', async () => {
    const whole = files.read(files.mkv);
    const garbage = Uint8Array.from({ length: 40_000 }, (_, i) =>
      i < 4 ? [0x1a, 0x45, 0xdf, 0xa3][i]! : (i * 7919) % 251,
    );
    for (const bytes of [garbage, whole.subarray(0, 300), whole.subarray(0, 2000)]) {
      const { status, body } = await upload(bytes, 'broken.mkv');
      expect(status).toBe(415);
      expect(body.error?.message).toMatch(/^(This Matroska file is damaged|Subtitle track)/);
    }
  });
});

describe('seApi.subtitles.read through tRPC with a media file', () => {
  function form(bytes: Uint8Array, fileName: string, track?: string): FormData {
    const body = new FormData();
    body.set('file', new File([bytes as Uint8Array<ArrayBuffer>], fileName));
    if (track !== undefined) body.set('track', track);
    return body;
  }

  it('reads the track named by the multipart field, as the REST path does', async () => {
    const read = await api.seApi.subtitles.read.mutate(form(files.read(files.mkv), 'a.mkv', '1'));
    expect(read.format).toBe('Advanced Sub Station Alpha');
    expect(read.tracks).toHaveLength(2);
    const bad = await failure(
      api.seApi.subtitles.read.mutate(form(files.read(files.mkv), 'a.mkv', '9')),
    );
    expect([bad.data?.httpStatus, bad.message]).toEqual([
      400,
      "There is no subtitle track 9: this video's subtitle tracks are numbered 0 to 1.",
    ]);
    const image = await failure(
      api.seApi.subtitles.read.mutate(form(files.read(files.pgsOnly), 'b.mkv')),
    );
    expect(image.data?.httpStatus).toBe(415);
  });
});
