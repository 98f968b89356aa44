import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bytesSource,
  listSubtitleTracks,
  MediaSubtitleError,
  readMediaSubtitle,
  readMediaSubtitleSync,
  readMediaSubtitles,
} from '../../../../shared/subtitle/containers/index';
import { runSync, type Reads } from '../../../../shared/subtitle/containers/byteSource';
import { rankFormats } from '../../../../shared/subtitle/formats/registry';
import { decodeDetected } from '../../../../shared/subtitle/encoding/detect';
import { makeMediaFiles, type MediaFiles } from '../../../helpers/mediaFiles';

// The Matroska/WebM and MP4 readers on files ffmpeg made (and two ours): tracks, languages,
// names, cue texts and times. Times are compared with ffprobe's packet times of the same stream
// (the muxer may shift a track by the audio's priming delay), and spans with the sources'.

let files: MediaFiles;

beforeAll(() => {
  files = makeMediaFiles();
});
afterAll(() => files.remove());

/** ffprobe's [start, end] in ms of each packet of the file's `n`-th subtitle stream, but the
 *  gaps mov_text writes between cues (2 bytes: an empty text). */
function probedTimes(path: string, n: number): [number, number][] {
  const csv = execFileSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      `s:${n}`,
      '-show_entries',
      'packet=pts_time,duration_time,size',
      '-of',
      'csv=p=0',
      path,
    ],
    { encoding: 'utf8' },
  );
  return csv
    .trim()
    .split('\n')
    .map((line) => line.split(',').map(Number))
    .filter(([, , size]) => (size ?? 0) > 2)
    .map(([pts = 0, duration = 0]) => [
      Math.round(pts * 1000),
      Math.round((pts + duration) * 1000),
    ]);
}

const times = (subtitle: { paragraphs: { start: number; end: number }[] }) =>
  subtitle.paragraphs.map((p): [number, number] => [p.start, p.end]);

describe('Matroska', () => {
  it('lists both subtitle tracks with codec, language and name, and reads the first', () => {
    const subtitle = readMediaSubtitleSync(files.read(files.mkv), 'two tracks.mkv');
    expect(subtitle.tracks).toEqual([
      { index: 0, codec: 'S_TEXT/UTF8', language: 'eng', name: 'English SRT' },
      { index: 1, codec: 'S_TEXT/ASS', language: 'ger', name: 'Deutsch ASS' },
    ]);
    expect(subtitle.format).toBe('SubRip');
    expect(subtitle.fileName).toBe('two tracks.mkv');
    expect(subtitle.paragraphs.map((p) => p.text)).toEqual([
      'Hello <i>world</i>',
      'Second line\ntwo lines',
    ]);
    expect(times(subtitle)).toEqual(probedTimes(files.mkv, 0));
    const [first, second] = subtitle.paragraphs;
    expect([first!.end - first!.start, second!.start - first!.start]).toEqual([700, 800]);
    expect(subtitle.warnings).toBeUndefined();
  });

  it('rebuilds the ASS track with its script header, styles, actors and layers', () => {
    const subtitle = readMediaSubtitleSync(files.read(files.mkv), 'two tracks.mkv', { track: 1 });
    expect(subtitle.format).toBe('Advanced Sub Station Alpha');
    expect(subtitle.header).toContain('[Script Info]\nScriptType: v4.00+\nPlayResX: 384');
    expect(subtitle.header).toContain('Style: Default,Arial,20,');
    expect(subtitle.header).not.toContain('[Events]');
    expect(subtitle.paragraphs.map((p) => p.text)).toEqual([
      'Hallo {\\i1}Welt{\\i0}',
      'Zweite\nZeile, mit Komma',
    ]);
    expect(subtitle.paragraphs.map((p) => [p.extra?.['layer'], p.extra?.['actor']])).toEqual([
      ['0', 'Bob'],
      ['1', ''],
    ]);
    expect(times(subtitle)).toEqual(probedTimes(files.mkv, 1));
  });

  it('reads WebM WebVTT cues with their ids and settings', () => {
    const subtitle = readMediaSubtitleSync(files.read(files.webm), 'web.webm');
    expect(subtitle.tracks).toEqual([{ index: 0, codec: 'D_WEBVTT/SUBTITLES', language: 'fre' }]);
    expect(subtitle.format).toBe('WebVTT');
    expect(subtitle.paragraphs).toEqual([
      {
        number: 1,
        start: 400,
        end: 1100,
        text: 'Hi <b>there</b>',
        extra: { id: 'intro', settings: 'align:start line:10%' },
      },
      { number: 2, start: 1300, end: 1800, text: 'Bye' },
    ]);
  });

  it('lists an image track and reads the text track after it when asked', () => {
    const bytes = files.read(files.pgsAndText);
    const first = readMediaSubtitleSync(bytes, 'pgs.mkv');
    expect(first.tracks).toEqual([
      { index: 0, codec: 'S_HDMV/PGS', language: 'eng' },
      { index: 1, codec: 'S_TEXT/UTF8', language: 'ger', name: 'Deutsch' },
    ]);
    expect(first.paragraphs).toEqual([{ number: 1, start: 200, end: 1000, text: 'Guten Tag' }]);
    expect(() => readMediaSubtitleSync(bytes, 'pgs.mkv', { track: 0 })).toThrow(
      /Subtitle track 0 \(S_HDMV\/PGS\) holds pictures of text: image subtitles need OCR/,
    );
  });
});

describe('MP4', () => {
  it('reads two mov_text tracks with their languages', () => {
    const bytes = files.read(files.mp4);
    const first = readMediaSubtitleSync(bytes, 'two.mp4');
    expect(first.tracks).toEqual([
      { index: 0, codec: 'tx3g', language: 'eng' },
      { index: 1, codec: 'tx3g', language: 'fre' },
    ]);
    // mov_text keeps no tags: ffmpeg's encoder turned <i> into a style box, ignored here.
    expect(first.paragraphs.map((p) => p.text)).toEqual(['Hello world', 'Second line\ntwo lines']);
    expect(times(first)).toEqual(probedTimes(files.mp4, 0));
    const second = readMediaSubtitleSync(bytes, 'two.mp4', { track: 1 });
    expect(second.paragraphs.map((p) => p.text)).toEqual(['Hi there', 'Bye']);
    expect(times(second)).toEqual(probedTimes(files.mp4, 1));
  });

  it('reads a wvtt track, joining a cue split over samples and skipping gaps', () => {
    const subtitle = readMediaSubtitleSync(files.read(files.wvtt), 'web.mp4');
    expect(subtitle.tracks).toEqual([
      { index: 0, codec: 'wvtt', language: 'eng', name: 'English WebVTT' },
    ]);
    expect(subtitle.format).toBe('WebVTT');
    expect(subtitle.paragraphs).toEqual([
      {
        number: 1,
        start: 400,
        end: 1100,
        text: 'First <i>cue</i>',
        extra: { id: 'one', settings: 'align:start' },
      },
      { number: 2, start: 900, end: 1500, text: 'Overlap\nsecond line' },
    ]);
  });
});

describe('refusals', () => {
  const problem = (read: () => unknown): [string, string] => {
    try {
      read();
    } catch (error) {
      if (error instanceof MediaSubtitleError) return [error.problem, error.message];
      throw error;
    }
    throw new Error('no error');
  };

  it('says a video without subtitle tracks has no text subtitle track', () => {
    expect(
      problem(() => readMediaSubtitleSync(files.read(files.noSubtitles), 'plain.mkv')),
    ).toEqual([
      'noSubtitleTrack',
      'This video has no text subtitle track: it has no subtitle tracks at all.',
    ]);
  });

  it('says image-only subtitles need OCR', () => {
    const [kind, message] = problem(() =>
      readMediaSubtitleSync(files.read(files.pgsOnly), 'p.mkv'),
    );
    expect(kind).toBe('noTextTrack');
    expect(message).toMatch(
      /^This video has no text subtitle track: its subtitle tracks are S_HDMV\/PGS, .*image subtitles need OCR/,
    );
  });

  it('names the tracks there are for a bad index', () => {
    expect(
      problem(() => readMediaSubtitleSync(files.read(files.mkv), 'a.mkv', { track: 2 })),
    ).toEqual([
      'badTrackIndex',
      "There is no subtitle track 2: this video's subtitle tracks are numbered 0 to 1.",
    ]);
    expect(
      problem(() => readMediaSubtitleSync(files.read(files.mkv), 'a.mkv', { track: -1 }))[0],
    ).toBe('badTrackIndex');
  });
});

describe('sources and detection', () => {
  it('reads the same through an asynchronous source, and several tracks in one pass', async () => {
    const bytes = files.read(files.mkv);
    const source = {
      size: bytes.length,
      read: (offset: number, length: number) =>
        Promise.resolve(bytes.slice(offset, offset + length)),
    };
    const sync = readMediaSubtitleSync(bytes, 'a.mkv', { track: 1 });
    expect(await readMediaSubtitle(source, 'a.mkv', { track: 1 })).toEqual(sync);
    const both = await readMediaSubtitles(source, 'a.mkv', [1, 0]);
    expect(both.map((s) => s.format)).toEqual(['Advanced Sub Station Alpha', 'SubRip']);
    expect(both[0]).toEqual(sync);
    expect(await listSubtitleTracks(bytesSource(bytes))).toEqual(sync.tracks);
  });

  it('refuses to run a reader synchronously over a source that answers promises', () => {
    function* firstByte(): Reads<number> {
      const bytes = yield { offset: 0, length: 1 };
      return bytes[0] ?? -1;
    }
    const promised = { size: 4, read: () => Promise.resolve(Uint8Array.of(7, 8, 9, 10)) };
    expect(() => runSync(promised, firstByte())).toThrow(TypeError);
    expect(runSync(bytesSource(Uint8Array.of(7)), firstByte())).toBe(7);
  });

  it('no text format claims any of the media files', () => {
    for (const path of [files.mkv, files.webm, files.mp4, files.wvtt, files.pgsAndText]) {
      const bytes = files.read(path);
      const claims = rankFormats({ text: decodeDetected(bytes).text, bytes, fileName: path });
      expect(claims.filter((format) => !format.binary).map((format) => format.name)).toEqual([]);
    }
  });
});
