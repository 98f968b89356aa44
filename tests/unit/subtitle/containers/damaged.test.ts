import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MediaSubtitleError,
  readMediaSubtitle,
  readMediaSubtitleSync,
} from '../../../../shared/subtitle/containers/index';
import {
  blockGroup,
  cluster,
  concat,
  ebmlHeader,
  element,
  header,
  ID,
  info,
  matroskaFile,
  simpleBlock,
  TRACK_TYPE,
  tracks,
  uint,
} from '../../../helpers/ebmlWriter';
import { makeMediaFiles, type MediaFiles } from '../../../helpers/mediaFiles';

// Files cut short, damaged or built oddly: every read either answers paragraphs or throws a
// MediaSubtitleError with a message; never another error, never zero paragraphs. And a file of
// big video blocks is read by its block headers only.

let files: MediaFiles;

beforeAll(() => {
  files = makeMediaFiles();
});
afterAll(() => files.remove());

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The outcome of a read: paragraph count, or the MediaSubtitleError's problem. */
function outcome(bytes: Uint8Array, track?: number): number | string {
  try {
    const subtitle = readMediaSubtitleSync(bytes, 'x', { track });
    expect(subtitle.paragraphs.length).toBeGreaterThan(0);
    return subtitle.paragraphs.length;
  } catch (error) {
    if (!(error instanceof MediaSubtitleError)) throw error;
    expect(error.message.length).toBeGreaterThan(20);
    return error.problem;
  }
}

/** A seeded pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('cut and damaged files', () => {
  it('reads every cut of a Matroska and an MP4 file as paragraphs or a clear refusal', () => {
    for (const [path, tracksToTry] of [
      [files.mkv, [0, 1]],
      [files.webm, [0]],
      [files.mp4, [0, 1]],
      [files.wvtt, [0]],
    ] as const) {
      const whole = files.read(path);
      for (let cut = 1; cut < whole.length; cut += 211) {
        for (const track of tracksToTry) outcome(whole.subarray(0, cut), track);
      }
    }
  });

  it('says where a cut Matroska file ends when it read some cues', () => {
    const second = blockGroup(3, 900, encode('Second'), 500);
    const whole = matroskaFile([
      info(),
      tracks([{ number: 3, type: TRACK_TYPE.subtitle, codec: 'S_TEXT/UTF8' }]),
      cluster(0, blockGroup(3, 100, encode('First'), 500), second),
    ]);
    const subtitle = readMediaSubtitleSync(whole.subarray(0, whole.length - 3), 'cut.mkv');
    expect(subtitle.paragraphs).toEqual([{ number: 1, start: 100, end: 600, text: 'First' }]);
    expect(subtitle.warnings).toEqual([
      {
        line: 2,
        message: expect.stringMatching(
          /^The file ends inside a cluster at byte \d+: the rest of the file was not read$/,
        ) as string,
      },
    ]);
  });

  it('reads the clusters after a damaged one, found by their sizes', () => {
    const file = matroskaFile([
      info(),
      tracks([{ number: 1, type: TRACK_TYPE.subtitle, codec: 'S_TEXT/UTF8' }]),
      cluster(0, blockGroup(1, 100, encode('Before'), 500)),
      // A zero byte where the next element's ID should start.
      cluster(1000, Uint8Array.of(0, 0)),
      cluster(2000, blockGroup(1, 100, encode('After'), 500)),
    ]);
    const subtitle = readMediaSubtitleSync(file, 'hole.mkv');
    expect(subtitle.paragraphs.map((p) => p.text)).toEqual(['Before', 'After']);
    expect(subtitle.warnings?.map((w) => w.message)).toEqual([
      expect.stringMatching(
        /^The file is damaged at byte \d+: the rest of its cluster was not read$/,
      ),
    ]);
  });

  it('refuses a file that has the EBML magic and then garbage, or random bytes flipped', () => {
    const next = random(7);
    const garbage = Uint8Array.from({ length: 5000 }, (_, index) =>
      index < 4 ? [0x1a, 0x45, 0xdf, 0xa3][index]! : Math.floor(next() * 256),
    );
    expect(outcome(garbage)).toBe('damaged');
    for (const path of [files.mkv, files.mp4]) {
      const whole = files.read(path);
      for (let round = 0; round < 60; round++) {
        const copy = whole.slice();
        for (let flip = 0; flip < 8; flip++) {
          copy[Math.floor(next() * copy.length)] = Math.floor(next() * 256);
        }
        outcome(copy, round % 2);
      }
    }
  });

  it('refuses a track whose blocks hold nothing but says it holds no cues', () => {
    const file = matroskaFile([
      info(),
      tracks([{ number: 1, type: TRACK_TYPE.subtitle, codec: 'S_TEXT/UTF8' }]),
      cluster(0, blockGroup(1, 0, encode('\r\n'), 500)),
    ]);
    expect(() => readMediaSubtitleSync(file, 'e.mkv')).toThrow(
      'Subtitle track 0 (S_TEXT/UTF8) holds no cues.',
    );
  });
});

describe('odd but valid Matroska', () => {
  it('reads clusters and a segment of unknown size, as live WebM writes them', () => {
    const subtitleTrack = tracks([
      { number: 2, type: TRACK_TYPE.subtitle, codec: 'S_TEXT/UTF8', language: 'spa' },
    ]);
    const liveCluster = (time: number, ...blocks: Uint8Array[]) =>
      concat([header(ID.Cluster, undefined), uint(ID.Timestamp, time), ...blocks]);
    const file = concat([
      ebmlHeader('webm'),
      header(ID.Segment, undefined),
      info(),
      subtitleTrack,
      liveCluster(1000, simpleBlock(2, 0, encode('Uno')), simpleBlock(1, 5, new Uint8Array(50))),
      liveCluster(3000, simpleBlock(2, 500, encode('Dos'))),
    ]);
    const subtitle = readMediaSubtitleSync(file, 'live.webm');
    expect(subtitle.tracks).toEqual([{ index: 0, codec: 'S_TEXT/UTF8', language: 'spa' }]);
    // SimpleBlocks have no duration: a cue ends where the next starts, the last after 2 s.
    expect(subtitle.paragraphs).toEqual([
      { number: 1, start: 1000, end: 3500, text: 'Uno' },
      { number: 2, start: 3500, end: 5500, text: 'Dos' },
    ]);
  });

  it('reads a track whose timestamps tick in tenths of a millisecond', () => {
    const file = matroskaFile([
      element(ID.Info, uint(ID.TimestampScale, 100_000)),
      tracks([{ number: 1, type: TRACK_TYPE.subtitle, codec: 'S_TEXT/UTF8' }]),
      cluster(10_000, blockGroup(1, 5000, encode('Tick'), 12_345)),
    ]);
    expect(readMediaSubtitleSync(file, 't.mkv').paragraphs).toEqual([
      { number: 1, start: 1500, end: 2735, text: 'Tick' },
    ]);
  });
});

describe('reading through a source', () => {
  it('reads only block headers of a file whose video blocks are large', async () => {
    const next = random(11);
    const video = Uint8Array.from({ length: 100_000 }, () => Math.floor(next() * 256));
    const clusters: Uint8Array[] = [];
    for (let second = 0; second < 40; second++) {
      const blocks: Uint8Array[] = [];
      for (let frame = 0; frame < 5; frame++) {
        blocks.push(simpleBlock(1, frame * 200, video));
        blocks.push(simpleBlock(2, frame * 200, new Uint8Array(400)));
      }
      blocks.push(blockGroup(3, 100, encode(`Line ${second}`), 800));
      clusters.push(cluster(second * 1000, ...blocks));
    }
    const file = matroskaFile([
      info(),
      tracks([
        { number: 1, type: TRACK_TYPE.video, codec: 'V_UNCOMPRESSED' },
        { number: 2, type: TRACK_TYPE.audio, codec: 'A_PCM/INT/LIT' },
        { number: 3, type: TRACK_TYPE.subtitle, codec: 'S_TEXT/UTF8', name: 'Lines' },
      ]),
      ...clusters,
    ]);
    let bytesRead = 0;
    let reads = 0;
    const source = {
      size: file.length,
      read: (offset: number, length: number) => {
        reads++;
        bytesRead += length;
        return Promise.resolve(file.slice(offset, offset + length));
      },
    };
    const subtitle = await readMediaSubtitle(source, 'big.mkv');
    expect(subtitle.paragraphs).toHaveLength(40);
    expect(subtitle.paragraphs[39]).toEqual({
      number: 40,
      start: 39_100,
      end: 39_900,
      text: 'Line 39',
    });
    // 20 MB of video: one 4 KiB read per video block (200), a cluster's header found by the
    // walk over the clusters and read again by the cluster's own reader (2 × 40), a few more.
    expect(file.length).toBeGreaterThan(20_000_000);
    expect(bytesRead).toBeLessThan(file.length / 20);
    expect(reads).toBeLessThan(300);
  });
});
