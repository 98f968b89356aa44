import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  listEncodings,
  listFormats,
  writeSubtitle,
  type ParseWarning,
  type Subtitle,
} from '../../../../shared/subtitle/index';
import {
  plainTextTask,
  readTask,
  subtitleFromBody,
  writeTask,
  written,
  type Outcome,
} from '../../../../server/work/tasks';
import { handleFileRequest } from '../../../../web/editor/files/localFilesWork';
import type {
  FileReply,
  FileRequest,
  PackedLines,
} from '../../../../web/editor/files/localFilesMessages';
import { subtitleOfLines } from '../../../../web/editor/files/packedLines';
import { measureAll } from '../../../../web/editor/state/textMetrics';
import { makeMediaFiles, type MediaFiles } from '../../../helpers/mediaFiles';
import { sampleFiles } from '../../../helpers/sampleFiles';

// The editor's worker answers what the subtitle service answers (CONTRACT §6: the page reads,
// writes and exports with the same library): for every sample file the same format, header,
// paragraphs and warnings (or the same refusal), and for every writable format the same bytes.
// The worker's handler runs here in Node, as the worker runs it; the service's side is its own
// code path, server/work/tasks.ts, with its JSON answers parsed back.

const json = (chunks: readonly Uint8Array[]): unknown =>
  JSON.parse(Buffer.concat(chunks.map((chunk) => Buffer.from(chunk))).toString('utf8'));

type ServiceSubtitle = Subtitle & { warnings?: ParseWarning[]; tracks?: unknown };

interface ServiceRead {
  subtitle?: ServiceSubtitle;
  refusal?: string;
}

function serviceRead(bytes: Uint8Array, fileName: string, track?: number): ServiceRead {
  const answer = readTask({ bytes, fileName, track });
  if (!answer.ok) return { refusal: answer.message };
  return { subtitle: json(answer.json) as ServiceSubtitle };
}

function serviceBytes(answer: Outcome<{ json: Uint8Array[] }>): Uint8Array | string {
  if (!answer.ok) return `refused: ${answer.message}`;
  return Uint8Array.from((json(answer.json) as { buffer: number[] }).buffer);
}

async function ask(request: FileRequest): Promise<FileReply> {
  return handleFileRequest(request);
}

function workerBytes(reply: FileReply): Uint8Array | string {
  if (reply.kind === 'failed') return `refused: ${reply.message}`;
  if (reply.kind !== 'written') throw new Error(`unexpected ${reply.kind}`);
  return reply.bytes;
}

/** Equal bytes (or equal refusals), compared natively. */
function sameBytes(a: Uint8Array | string, b: Uint8Array | string): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}

/** A Blob of bytes (a copy: Blob wants bytes over an ArrayBuffer). */
const blobOf = (bytes: Uint8Array): Blob => new Blob([bytes.slice()]);

/** What the editor keeps of a paragraph (it numbers lines itself). */
function lines(subtitle: Subtitle) {
  return subtitle.paragraphs.map(({ start, end, text, extra }) => ({ start, end, text, extra }));
}

function fileFields(subtitle: Subtitle) {
  const { fileName, format, header, footer } = subtitle;
  return { fileName, format, header, footer };
}

const WRITABLE = listFormats()
  .filter((format) => format.canWrite)
  .map((format) => format.name);

/** The worker's reading of a file: the subtitle its packed lines hold, or its refusal. */
async function workerRead(
  bytes: Uint8Array,
  fileName: string,
  track?: number,
): Promise<{
  packed?: PackedLines;
  subtitle?: Subtitle;
  warnings?: ParseWarning[];
  tracks?: unknown;
  refusal?: string;
}> {
  const reply = await ask({
    kind: 'read',
    file: blobOf(bytes),
    fileName,
    ...(track !== undefined ? { track } : {}),
  });
  if (reply.kind === 'failed') {
    expect(reply.problem).toBe('file');
    return { refusal: reply.message };
  }
  if (reply.kind !== 'read') throw new Error(`unexpected ${reply.kind}`);
  const subtitle = subtitleOfLines(reply.subtitle);
  // The measurements the worker made are the page's own (state/textMetrics.ts).
  const measured = measureAll(subtitle.paragraphs.map((p) => p.text));
  expect([...reply.charCount]).toEqual([...measured.charCount]);
  expect([...reply.maxLineLength]).toEqual([...measured.maxLineLength]);
  return {
    packed: reply.subtitle,
    subtitle,
    ...(reply.warnings ? { warnings: reply.warnings } : {}),
    ...(reply.tracks ? { tracks: reply.tracks } : {}),
  };
}

describe('the editor worker reads every sample file as the service does', () => {
  const samples = sampleFiles();
  // Some formats write the time of writing (MacCaption, EBU STL) or a random id (MacCaption's
  // UUID): one clock and one "random" source for both sides.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-06T07:08:09Z'));
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => array);
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('has samples to compare', () => {
    expect(samples.length).toBeGreaterThan(100);
  });

  for (const sample of samples) {
    it(sample.name, async () => {
      const fileName = sample.name.split('/').pop() ?? sample.name;
      const service = serviceRead(sample.bytes, fileName);
      const local = await workerRead(sample.bytes, fileName);
      if (service.refusal !== undefined) {
        expect(local.refusal).toBe(service.refusal);
        return;
      }
      const expected = service.subtitle as Subtitle & { warnings?: ParseWarning[] };
      expect(local.refusal).toBeUndefined();
      const subtitle = local.subtitle as Subtitle;
      expect(fileFields(subtitle)).toEqual(fileFields(expected));
      expect(lines(subtitle)).toEqual(lines(expected));
      expect(local.warnings).toEqual(expected.warnings);

      // Every writable format: the bytes the service answers for the subtitle it read, as the
      // editor sent it (numbered 1… in list order: the editor numbers its lines itself), and the
      // bytes the worker writes from the lines it read (as the page hands them back).
      const { warnings: _warnings, ...document } = expected;
      const numbered = {
        ...document,
        paragraphs: document.paragraphs.map((p, index) => ({ ...p, number: index + 1 })),
      };
      const body = new TextEncoder().encode(JSON.stringify(numbered));
      const packed = local.packed as PackedLines;
      // The whole service path (JSON body in, byte-array JSON out) for SubRip; for the other
      // formats the same task's steps (body validated once, then `written`), which spares the
      // byte-array JSON of 30,000 answers.
      expect(
        workerBytes(
          await ask({
            kind: 'write',
            subtitle: packed,
            format: 'SubRip',
            encoding: 'utf-8-bom',
            useWindowsNewLine: true,
          }),
        ),
      ).toEqual(serviceBytes(writeTask({ body, format: 'SubRip', useWindowsNewLine: true })));
      const validated = subtitleFromBody(body, 'subtitle');
      if (!validated.ok) throw new Error(validated.message);
      for (const format of WRITABLE) {
        const answer = written(() =>
          writeSubtitle(validated.subtitle, format, { useWindowsNewLine: true }),
        );
        const theirs = answer.ok ? answer.bytes : `refused: ${answer.message}`;
        const ours = workerBytes(
          await ask({
            kind: 'write',
            subtitle: packed,
            format,
            encoding: 'utf-8-bom',
            useWindowsNewLine: true,
          }),
        );
        if (!sameBytes(ours, theirs)) {
          expect(ours, `${sample.name} written as ${format}`).toEqual(theirs);
        }
      }
    });
  }
});

describe('the editor worker writes every encoding and plain-text mode as the service does', () => {
  const srt = new TextEncoder().encode(
    '1\n00:00:01,000 --> 00:00:02,500\nCafé <i>déjà</i> vu — 日本語 😀\n\n' +
      '2\n00:00:03,000 --> 00:00:04,000\nZweite Zeile\nмит Кириллица\n',
  );
  let packed: PackedLines;
  let body: Uint8Array;

  beforeAll(async () => {
    packed = (await workerRead(srt, 'enc.srt')).packed as PackedLines;
    body = new TextEncoder().encode(JSON.stringify(serviceRead(srt, 'enc.srt').subtitle));
  });

  for (const { code } of listEncodings()) {
    it(`${code}, both new-line styles`, async () => {
      for (const useWindowsNewLine of [true, false]) {
        for (const format of ['SubRip', 'WebVTT', 'Advanced Sub Station Alpha']) {
          const theirs = serviceBytes(
            writeTask({ body, format, encoding: code, useWindowsNewLine }),
          );
          const ours = workerBytes(
            await ask({
              kind: 'write',
              subtitle: packed,
              format,
              encoding: code,
              useWindowsNewLine,
            }),
          );
          expect(ours, `${format} in ${code}`).toEqual(theirs);
        }
      }
    });
  }

  it('reads back what it wrote in each encoding (detection of the encodings both ways)', async () => {
    for (const code of ['utf-8-bom', 'utf-8', 'utf-16le', 'utf-16be', 'utf-32le', 'utf-32be']) {
      const written = workerBytes(
        await ask({
          kind: 'write',
          subtitle: packed,
          format: 'SubRip',
          encoding: code,
          useWindowsNewLine: true,
        }),
      );
      const again = await workerRead(written as Uint8Array, 'again.srt');
      expect(
        again.subtitle?.paragraphs.map((p) => p.text),
        code,
      ).toEqual(subtitleOfLines(packed).paragraphs.map((p) => p.text));
    }
    const latin = workerBytes(
      await ask({
        kind: 'write',
        subtitle: packed,
        format: 'SubRip',
        encoding: 'windows-1252',
        useWindowsNewLine: true,
      }),
    );
    const read = await workerRead(latin as Uint8Array, 'latin.srt');
    // What windows-1252 cannot hold became '?'; the rest reads back as written.
    expect(read.subtitle?.paragraphs[0]?.text).toBe('Café <i>déjà</i> vu — ??? ?');
  });

  it('exports plain text in every mode, with and without styling', async () => {
    for (const mode of ['none', 'merge', 'unbreak'] as const) {
      for (const removeStyling of [false, true]) {
        for (const useWindowsNewLine of [true, false]) {
          const theirs = serviceBytes(
            plainTextTask({ body, mode, removeStyling, useWindowsNewLine }),
          );
          const ours = workerBytes(
            await ask({
              kind: 'plainText',
              subtitle: packed,
              mode,
              removeStyling,
              useWindowsNewLine,
            }),
          );
          expect(ours, `${mode} ${removeStyling}`).toEqual(theirs);
        }
      }
    }
  });

  it('refuses an unknown format or encoding by name, as the service does with 400', async () => {
    const format = await ask({
      kind: 'write',
      subtitle: packed,
      format: 'No Such Format',
      encoding: 'utf-8',
      useWindowsNewLine: true,
    });
    expect(format).toMatchObject({ kind: 'failed', problem: 'name' });
    const theirs = writeTask({ body, format: 'No Such Format', useWindowsNewLine: true });
    expect(theirs.ok).toBe(false);
    expect(format.kind === 'failed' && format.message).toBe(!theirs.ok && theirs.message);
    const encoding = await ask({
      kind: 'write',
      subtitle: packed,
      format: 'SubRip',
      encoding: 'klingon',
      useWindowsNewLine: true,
    });
    expect(encoding).toMatchObject({ kind: 'failed', problem: 'name' });
  });
});

describe('the editor worker lists what the service lists', () => {
  it('writable formats in the library order, SubRip first, and the 26 encodings', async () => {
    const reply = await ask({ kind: 'lists' });
    if (reply.kind !== 'lists') throw new Error(reply.kind);
    expect(reply.formats).toEqual(listFormats().filter((format) => format.canWrite));
    expect(reply.formats[0]?.name).toBe('SubRip');
    expect(reply.encodings).toEqual(listEncodings());
    expect(reply.encodings).toHaveLength(26);
  });
});

describe('the editor worker reads subtitle tracks of videos by slices', () => {
  let media: MediaFiles;
  beforeAll(() => {
    media = makeMediaFiles();
  });
  afterAll(() => media?.remove());

  it('lists the tracks and reads each as the service reads the upload', async () => {
    const bytes = media.read(media.mkv);
    const reads: [number, number][] = [];
    const file = blobOf(bytes);
    // A Blob as far as the worker uses one (size, slice), counting the slices it takes.
    const slicing = {
      size: file.size,
      slice(start?: number, end?: number) {
        reads.push([start ?? 0, (end ?? file.size) - (start ?? 0)]);
        return file.slice(start, end);
      },
    } as unknown as Blob;
    const listed = await ask({ kind: 'tracks', file: slicing });
    expect(listed).toMatchObject({
      kind: 'tracks',
      tracks: [
        { index: 0, codec: 'S_TEXT/UTF8', language: 'eng', name: 'English SRT' },
        { index: 1, codec: 'S_TEXT/ASS', language: 'ger', name: 'Deutsch ASS' },
      ],
    });
    for (const track of [0, 1]) {
      const service = serviceRead(bytes, 'two tracks.mkv', track);
      const local = await workerRead(bytes, 'two tracks.mkv', track);
      expect(fileFields(local.subtitle as Subtitle)).toEqual(
        fileFields(service.subtitle as Subtitle),
      );
      expect(lines(local.subtitle as Subtitle)).toEqual(lines(service.subtitle as Subtitle));
      expect(local.tracks).toEqual(service.subtitle?.tracks);
    }
    // Listing reads only slices of the file, never the whole of it; so does reading a track.
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every(([, length]) => length < bytes.length)).toBe(true);
    reads.length = 0;
    const read = await ask({ kind: 'read', file: slicing, fileName: 'two tracks.mkv', track: 1 });
    expect(read.kind).toBe('read');
    expect(reads.length).toBeGreaterThan(1);
    expect(reads.every(([, length]) => length < bytes.length / 2)).toBe(true);
  });

  it('refuses an image track as the service does (image subtitles need OCR)', async () => {
    const bytes = media.read(media.pgsAndText);
    const local = await workerRead(bytes, 'pgs.mkv', 0);
    expect(local.refusal).toMatch(/need OCR/);
    expect(local.refusal).toBe(serviceRead(bytes, 'pgs.mkv', 0).refusal);
    const listed = await ask({ kind: 'tracks', file: blobOf(bytes) });
    expect(listed.kind === 'tracks' && listed.tracks.map((t) => t.codec)).toEqual([
      'S_HDMV/PGS',
      'S_TEXT/UTF8',
    ]);
  });

  it('lists no tracks for a file that is not a video', async () => {
    const listed = await ask({
      kind: 'tracks',
      file: new Blob(['1\n00:00:01,000 --> 00:00:02,000\nHi\n']),
    });
    expect(listed).toEqual({ kind: 'tracks', tracks: [] });
  });
});

describe('the editor worker reads peak files with the service reader', () => {
  it('answers Float32Arrays with the values the service answers', async () => {
    const { readFileSync } = await import('node:fs');
    const bytes = new Uint8Array(readFileSync('server/assets/sample-waveform.wav'));
    const { waveformTask } = await import('../../../../server/work/tasks');
    const service = waveformTask({ bytes });
    if (!service.ok) throw new Error(service.message);
    const expected = json(service.json) as {
      peakMaxs: number[];
      peakMins: number[];
      highestPeak: number;
      sampleRate: number;
    };
    const reply = await ask({ kind: 'waveform', file: blobOf(bytes) });
    if (reply.kind !== 'waveform') throw new Error(reply.kind);
    expect(reply.peaks.peakMaxs).toBeInstanceOf(Float32Array);
    expect([...reply.peaks.peakMaxs]).toEqual(expected.peakMaxs);
    expect([...reply.peaks.peakMins]).toEqual(expected.peakMins);
    expect(reply.peaks.highestPeak).toBe(expected.highestPeak);
    expect(reply.peaks.sampleRate).toBe(expected.sampleRate);
  });

  it('refuses an empty or foreign file with the service message', async () => {
    expect(await ask({ kind: 'waveform', file: new Blob([]) })).toEqual({
      kind: 'failed',
      problem: 'file',
      message: 'The file is empty.',
    });
    const srt = await ask({ kind: 'waveform', file: new Blob(['1\n00:00:01,000 --> x\n']) });
    expect(srt).toMatchObject({ kind: 'failed', problem: 'file' });
    expect(srt.kind === 'failed' && srt.message).toMatch(/RIFF|too short/);
  });
});
