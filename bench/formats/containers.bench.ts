import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  readMediaSubtitles,
  type ByteSource,
  type MediaSubtitle,
} from '../../shared/subtitle/containers/index';
import {
  blockGroup,
  cluster,
  ebmlHeader,
  header,
  ID,
  info,
  simpleBlock,
  TRACK_TYPE,
  tracks,
} from '../../tests/helpers/ebmlWriter';
import { measureAsync, type Measurement } from '../lib/harness';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';

// Subtitles out of a big video on disk: a ~1 GB Matroska file (a video track of 25 frames a
// second, 20–180 kB each, an audio track of 50 blocks a second, a SubRip and an ASS track with a
// cue every 2 s; block data is seeded random bytes, only the structure matters) written by our
// EBML writer to a temp folder, then both subtitle tracks read in one pass through a Node file
// handle ByteSource: only block headers and the subtitle blocks are read. Goal: under 2 s. The
// file was just written, so it is read from the page cache: this times the reader and its reads,
// not the disk. The file is deleted afterwards.

const TARGET_MS = 2000;
const TARGET_BYTES = 1024 ** 3;
const FPS = 25;
const CLUSTER_SECONDS = 2;
const POOL_BYTES = 8 * 1024 * 1024;

/** Seeded pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ASS_HEADER = [
  '[Script Info]',
  'ScriptType: v4.00+',
  '',
  '[V4+ Styles]',
  'Format: Name, Fontname, Fontsize, PrimaryColour, Bold',
  'Style: Default,Arial,20,&H00FFFFFF,0',
  '',
  '[Events]',
  'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
].join('\n');

interface BigFile {
  path: string;
  size: number;
  cues: number;
  writeMs: number;
}

/** Writes the file cluster by cluster (the Segment's size is left unknown, as a live muxer
 *  does; the clusters have known sizes). */
function writeBigFile(dir: string): BigFile {
  const started = performance.now();
  const next = random(20_240_601);
  const pool = new Uint8Array(POOL_BYTES);
  for (let at = 0; at < POOL_BYTES; at++) pool[at] = Math.floor(next() * 256);
  const slice = (length: number): Uint8Array => {
    const from = Math.floor(next() * (POOL_BYTES - length));
    return pool.subarray(from, from + length);
  };
  const encoder = new TextEncoder();
  const path = join(dir, 'big.mkv');
  const fd = openSync(path, 'w');
  let size = 0;
  const write = (bytes: Uint8Array): void => {
    writeSync(fd, bytes);
    size += bytes.length;
  };
  write(ebmlHeader('matroska'));
  write(header(ID.Segment, undefined));
  write(info());
  write(
    tracks([
      { number: 1, type: TRACK_TYPE.video, codec: 'V_MPEG4/ISO/AVC' },
      { number: 2, type: TRACK_TYPE.audio, codec: 'A_AAC' },
      { number: 3, type: TRACK_TYPE.subtitle, codec: 'S_TEXT/UTF8', language: 'eng' },
      {
        number: 4,
        type: TRACK_TYPE.subtitle,
        codec: 'S_TEXT/ASS',
        language: 'ger',
        codecPrivate: ASS_HEADER,
      },
    ]),
  );
  let cues = 0;
  try {
    for (let second = 0; size < TARGET_BYTES; second += CLUSTER_SECONDS) {
      const blocks: Uint8Array[] = [];
      for (let ms = 0; ms < CLUSTER_SECONDS * 1000; ms += 20) {
        if (ms % (1000 / FPS) === 0) {
          blocks.push(simpleBlock(1, ms, slice(20_000 + Math.floor(next() * 160_000))));
        }
        blocks.push(simpleBlock(2, ms, slice(300 + Math.floor(next() * 200))));
        if (ms === 500) {
          const text = `Line ${cues + 1} at ${second} s`;
          blocks.push(blockGroup(3, ms, encoder.encode(text), 1500));
          blocks.push(
            blockGroup(4, ms + 100, encoder.encode(`${cues},0,Default,,0,0,0,,${text}`), 1400),
          );
          cues++;
        }
      }
      write(cluster(second * 1000, ...blocks));
    }
  } finally {
    closeSync(fd);
  }
  return { path, size, cues, writeMs: performance.now() - started };
}

interface Counted {
  source: ByteSource;
  reads: number;
  bytes: number;
}

/** A ByteSource over a Node file handle (the asynchronous reads a server would make). */
async function fileHandleSource(path: string): Promise<Counted & { close(): Promise<void> }> {
  const handle = await open(path, 'r');
  const size = (await handle.stat()).size;
  const counted = {
    reads: 0,
    bytes: 0,
    close: () => handle.close(),
    source: {
      size,
      async read(offset: number, length: number): Promise<Uint8Array> {
        counted.reads++;
        const buffer = Buffer.allocUnsafe(length);
        const { bytesRead } = await handle.read(buffer, 0, length, offset);
        counted.bytes += bytesRead;
        return new Uint8Array(buffer.buffer, buffer.byteOffset, bytesRead);
      },
    },
  };
  return counted;
}

/** The same reads made with readSync (a worker thread or a CLI could). */
function syncFileSource(path: string): Counted & { close(): void } {
  const fd = openSync(path, 'r');
  const counted = {
    reads: 0,
    bytes: 0,
    close: () => closeSync(fd),
    source: {
      size: statSync(path).size,
      read(offset: number, length: number): Uint8Array {
        counted.reads++;
        const buffer = Buffer.allocUnsafe(length);
        const bytesRead = readSync(fd, buffer, 0, length, offset);
        counted.bytes += bytesRead;
        return new Uint8Array(buffer.buffer, buffer.byteOffset, bytesRead);
      },
    },
  };
  return counted;
}

function correct(read: readonly MediaSubtitle[], cues: number): boolean {
  const [srt, ass] = read;
  return (
    srt?.format === 'SubRip' &&
    ass?.format === 'Advanced Sub Station Alpha' &&
    srt.paragraphs.length === cues &&
    ass.paragraphs.length === cues &&
    srt.paragraphs.at(-1)?.text === ass.paragraphs.at(-1)?.text
  );
}

async function timeReads(file: BigFile, counted: Counted): Promise<(string | number)[]> {
  let last: MediaSubtitle[] = [];
  const time: Measurement = await measureAsync(
    async () => {
      counted.reads = 0;
      counted.bytes = 0;
      last = await readMediaSubtitles(counted.source, 'big.mkv', [0, 1]);
    },
    { warmup: 1, runs: 5 },
  );
  return [
    fixed(time.medianMs, 0),
    fixed(time.minMs, 0),
    fixed(time.maxMs, 0),
    counted.reads,
    fixed(counted.bytes / 2 ** 20, 1),
    fixed((100 * counted.bytes) / file.size, 2),
    correct(last, file.cues)
      ? `${last[0]?.paragraphs.length ?? 0} + ${last[1]?.paragraphs.length ?? 0}`
      : 'WRONG',
    time.medianMs < TARGET_MS ? 'met' : 'missed',
  ];
}

async function run(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'containers-bench-'));
  try {
    const file = writeBigFile(dir);
    const handle = await fileHandleSource(file.path);
    const sync = syncFileSource(file.path);
    const rows: (string | number)[][] = [];
    try {
      rows.push(['FileHandle.read (async)', ...(await timeReads(file, handle))]);
      rows.push(['readSync', ...(await timeReads(file, sync))]);
    } finally {
      await handle.close();
      sync.close();
    }
    return [
      {
        title: `Both subtitle tracks out of a ${fixed(file.size / 2 ** 30, 2)} GiB Matroska file (${file.cues} cues a track), median of 5`,
        headers: [
          'source',
          'median ms',
          'min ms',
          'max ms',
          'reads',
          'MiB read',
          '% of file',
          'cues',
          `< ${TARGET_MS} ms`,
        ],
        rows,
        note: `file written in ${fixed(file.writeMs / 1000, 1)} s and read from the page cache; block data is skipped by size, 4 KiB read-ahead per read`,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const containersBench: Bench = { name: 'containers', run };
