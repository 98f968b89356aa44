import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listFormats,
  PLAIN_TEXT_MODES,
  readSubtitle,
  SubtitleFormatError,
  writePlainText,
  writeSubtitle,
} from '../../../shared/subtitle/index';
import { closeDatabase, openDatabase, type Db } from '../../../server/db/connection';
import { SubtitleWork, type TaskInput, type TaskOutput } from '../../../server/work/subtitleWork';
import { unreadableMessage } from '../../../server/work/tasks';
import { sampleFiles } from '../../helpers/sampleFiles';

// The worker pool gives the same answers as the library called inline on the main thread: every
// sample file under tests/fixtures/subtitles/ is read through a worker and written back through a
// worker in every format and plain-text mode, and compared with the library's own result. Both
// ways bytes reach a worker are tried: transferred, and in the pool's shared buffers.

const SAMPLES = sampleFiles();

const decoder = new TextDecoder();

function joined(chunks: readonly Uint8Array[]): string {
  return chunks.map((chunk) => decoder.decode(chunk)).join('');
}

/** A written file's answer, `{ buffer: [bytes…], fileName }`, as a client reads it. */
function written(chunks: readonly Uint8Array[]): unknown {
  return JSON.parse(joined(chunks));
}

/** Formats that stamp the time of writing into the file (MacCaption's creation date and time, EBU
 *  STL's creation and revision dates, Sony DVDArchitect's title block date): the worker and the
 *  inline call write a moment apart, so those fields are blanked before comparing. */
const WRITE_TIME_STAMPS: Readonly<Record<string, (bytes: number[]) => number[]>> = {
  'MacCaption 1.0': (bytes) => blankText(bytes, /Creation (Date|Time)=[^\r\n]*/g),
  'EBU STL': (bytes) => bytes.map((byte, at) => (at >= 224 && at < 236 ? 0 : byte)),
  'Sony DVDArchitect line/duration': (bytes) => blankText(bytes, /^Date:[^\r\n]*/gm),
  'Sony DVDArchitect line/dur/length': (bytes) => blankText(bytes, /^Date:[^\r\n]*/gm),
};

function blankText(bytes: number[], stamp: RegExp): number[] {
  const text = new TextDecoder().decode(new Uint8Array(bytes)).replace(stamp, '');
  return [...new TextEncoder().encode(text)];
}

function withoutWriteTime(format: string, answer: unknown): unknown {
  const blank = WRITE_TIME_STAMPS[format];
  const file = answer as { buffer: number[]; fileName: string };
  return blank ? { ...file, buffer: blank(file.buffer) } : answer;
}

/** The same answer of the library's file. */
function byteArray(file: { bytes: Uint8Array; fileName: string }): unknown {
  return { buffer: [...file.bytes], fileName: file.fileName };
}

/** The library's answer, as the JSON a client receives. */
function inlineRead(bytes: Uint8Array, fileName: string): unknown {
  try {
    return JSON.parse(JSON.stringify(readSubtitle(bytes, fileName)));
  } catch (error) {
    if (error instanceof SubtitleFormatError) return { refused: unreadableMessage(error) };
    throw error;
  }
}

let db: Db;
let work: SubtitleWork;
let pooledWork: SubtitleWork;

beforeAll(() => {
  db = openDatabase({ dialect: 'sqlite', file: ':memory:' });
  // inlineBelowBytes 0: every job goes to a worker, however small.
  work = new SubtitleWork({ workers: 2, queue: 1000, workerHeapMb: 256, inlineBelowBytes: 0, db });
  // As the routes run it: bodies and answers in pooled shared buffers, reused from job to job.
  pooledWork = new SubtitleWork({
    workers: 2,
    queue: 1000,
    workerHeapMb: 256,
    inlineBelowBytes: 0,
    db,
    pooledBytes: 2 ** 30,
  });
});
afterAll(async () => {
  await work.close();
  await pooledWork.close();
  await closeDatabase(db);
});

type Job = <K extends 'read' | 'write' | 'plainText'>(
  name: K,
  bytes: Uint8Array,
  input: (sent: Uint8Array) => TaskInput<K>,
) => Promise<TaskOutput<K>>;

/** A job with its bytes transferred to the worker, and its answer transferred back. */
const transferred: Job = (name, bytes, input) => {
  const sent = bytes.slice(); // the pool takes the bytes it is given
  return work.run(name, input(sent), { size: sent.length, transfer: [sent] });
};

/** A job as the routes run it: its bytes in a pooled shared buffer, given back (with the
 *  answer's) once the answer has been read, so the next job reuses memory holding this one's. */
const shared: Job = async (name, bytes, input) => {
  const buffers = pooledWork.requestBuffers();
  if (!buffers) throw new Error('the pool has no buffers');
  const sent = new Uint8Array(buffers.take(bytes.length), 0, bytes.length);
  sent.set(bytes);
  const outcome = await pooledWork.run(name, input(sent), { size: bytes.length, buffers });
  // The answer is read before its buffers go back, as the routes send it before they do.
  const copy = structuredClone(outcome);
  buffers.release();
  return copy;
};

describe.each([
  { route: 'transferred buffers', job: transferred },
  { route: 'pooled shared buffers', job: shared },
])('the worker pool answers as the inline library does, through $route', ({ job }) => {
  it('has sample files to compare', () => {
    expect(SAMPLES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(SAMPLES)('reads $name', async ({ name, bytes }) => {
    const outcome = await job('read', bytes, (sent) => ({ bytes: sent, fileName: name }));
    const pooled = outcome.ok
      ? (JSON.parse(joined(outcome.json)) as unknown)
      : { refused: outcome.message };
    expect(pooled).toEqual(inlineRead(bytes, name));
  });

  const readable = SAMPLES.flatMap(({ name, bytes }) => {
    try {
      return [{ name, subtitle: readSubtitle(bytes, name) }];
    } catch {
      return [];
    }
  });
  const writable = listFormats().filter((format) => format.canWrite);

  it.each(readable)('writes $name in every format and plain-text mode', async ({ subtitle }) => {
    const body = new TextEncoder().encode(JSON.stringify(subtitle));
    for (const format of writable) {
      for (const useWindowsNewLine of [true, false]) {
        const outcome = await job('write', body, (sent) => ({
          body: sent,
          format: format.name,
          encoding: 'utf-8-bom',
          useWindowsNewLine,
        }));
        const inline = writeSubtitle(subtitle, format.name, { useWindowsNewLine });
        expect(outcome.ok, format.name).toBe(true);
        if (!outcome.ok) continue;
        expect(withoutWriteTime(format.name, written(outcome.json)), format.name).toEqual(
          withoutWriteTime(format.name, byteArray(inline)),
        );
      }
    }
    for (const mode of PLAIN_TEXT_MODES) {
      const outcome = await job('plainText', body, (sent) => ({
        body: sent,
        mode,
        removeStyling: true,
        encoding: 'windows-1252',
        useWindowsNewLine: true,
      }));
      const inline = writePlainText(subtitle, {
        mode,
        removeStyling: true,
        encoding: 'windows-1252',
        useWindowsNewLine: true,
      });
      expect(outcome.ok).toBe(true);
      if (outcome.ok) expect(written(outcome.json)).toEqual(byteArray(inline));
    }
  });

  it('refuses a body that is not a subtitle with the zod issues of the twin procedure', async () => {
    const body = new TextEncoder().encode(JSON.stringify({ fileName: 'x.srt' }));
    const outcome = await job('write', body, (sent) => ({
      body: sent,
      format: 'SubRip',
      useWindowsNewLine: true,
    }));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(400);
    expect(outcome.issues?.map((issue) => issue.path.join('.'))).toEqual(['subtitle.paragraphs']);
  });
});
