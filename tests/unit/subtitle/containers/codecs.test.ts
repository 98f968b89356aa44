import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  detectContainer,
  readMediaSubtitleSync,
} from '../../../../shared/subtitle/containers/index';
import { readSubtitle } from '../../../../shared/subtitle/index';
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

// Track layouts ffmpeg does not write, built by hand: Matroska S_TEXT/WEBVTT (settings and id in
// BlockAdditions), S_TEXT/SSA, header stripping, compressed tracks, Tracks after the Clusters
// (found through the SeekHead); and a QuickTime chapter track, which is not a subtitle track.

let files: MediaFiles;

beforeAll(() => {
  files = makeMediaFiles();
});
afterAll(() => files.remove());

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('Matroska codecs', () => {
  it('reads S_TEXT/WEBVTT with its header, and settings, id and notes from BlockAdditions', () => {
    const file = matroskaFile([
      info(),
      tracks([
        {
          number: 1,
          type: TRACK_TYPE.subtitle,
          codec: 'S_TEXT/WEBVTT',
          codecPrivate: 'WEBVTT - a title\n\nSTYLE\n::cue { color: yellow }',
        },
      ]),
      cluster(
        0,
        blockGroup(1, 1000, encode('One\nline two'), 1500, encode('line:0\nfirst')),
        blockGroup(1, 3000, encode('Two'), 1000, encode('\n\nNOTE said before two')),
      ),
    ]);
    const subtitle = readMediaSubtitleSync(file, 'vtt.mkv');
    expect(subtitle.format).toBe('WebVTT');
    expect(subtitle.header).toContain('WEBVTT - a title');
    expect(subtitle.header).toContain('::cue { color: yellow }');
    expect(subtitle.paragraphs).toEqual([
      {
        number: 1,
        start: 1000,
        end: 2500,
        text: 'One\nline two',
        extra: { id: 'first', settings: 'line:0' },
      },
      {
        number: 2,
        start: 3000,
        end: 4000,
        text: 'Two',
        extra: { noteBefore: 'NOTE said before two' },
      },
    ]);
  });

  it('reads S_TEXT/SSA as Sub Station Alpha with its header', () => {
    const ssaHeader = [
      '[Script Info]',
      'ScriptType: v4.00',
      '',
      '[V4 Styles]',
      'Format: Name, Fontname, Fontsize, PrimaryColour, Bold',
      'Style: Default,Arial,20,16777215,0',
    ].join('\r\n');
    const file = matroskaFile([
      info(),
      tracks([
        { number: 1, type: TRACK_TYPE.subtitle, codec: 'S_TEXT/SSA', codecPrivate: ssaHeader },
      ]),
      cluster(
        0,
        blockGroup(
          1,
          1234,
          encode('2,Marked=0,Default,Ann,0000,0000,0000,,Later in the file'),
          500,
        ),
        blockGroup(1, 500, encode('1,Marked=0,Default,,0000,0000,0000,,First, read first'), 400),
      ),
    ]);
    const subtitle = readMediaSubtitleSync(file, 'old.mks');
    expect(subtitle.format).toBe('Sub Station Alpha');
    expect(subtitle.header).toBe(ssaHeader.replace(/\r\n/g, '\n'));
    // Events come back in ReadOrder, with the blocks' exact times.
    expect(subtitle.paragraphs.map((p) => [p.start, p.end, p.text, p.extra?.['actor']])).toEqual([
      [500, 900, 'First, read first', ''],
      [1234, 1734, 'Later in the file', 'Ann'],
    ]);
  });

  it('puts back the bytes a header-stripping encoding removed, refuses a zlib track', () => {
    const stripping = element(
      ID.ContentEncodings,
      element(
        ID.ContentEncoding,
        element(
          ID.ContentCompression,
          uint(ID.ContentCompAlgo, 3),
          element(ID.ContentCompSettings, encode('Hel')),
        ),
      ),
    );
    const zlib = element(
      ID.ContentEncodings,
      element(ID.ContentEncoding, element(ID.ContentCompression)),
    );
    const file = matroskaFile([
      info(),
      tracks([
        { number: 1, type: TRACK_TYPE.subtitle, codec: 'S_TEXT/UTF8', more: [stripping] },
        { number: 2, type: TRACK_TYPE.subtitle, codec: 'S_TEXT/UTF8', more: [zlib] },
      ]),
      cluster(0, blockGroup(1, 0, encode('lo there'), 700), blockGroup(2, 0, encode('x'), 700)),
    ]);
    expect(readMediaSubtitleSync(file, 's.mkv').paragraphs).toEqual([
      { number: 1, start: 0, end: 700, text: 'Hello there' },
    ]);
    expect(() => readMediaSubtitleSync(file, 's.mkv', { track: 1 })).toThrow(
      'Subtitle track 1 (S_TEXT/UTF8) is in a subtitle format that is not read here: It is compressed, which is not read here.',
    );
  });

  it('finds Tracks placed after the Clusters through the SeekHead', () => {
    const body = [info(), cluster(0, simpleBlock(1, 250, encode('Late tracks')))];
    const trackList = tracks([
      { number: 1, type: TRACK_TYPE.subtitle, codec: 'S_TEXT/UTF8', language: 'ita' },
    ]);
    const seekHead = (position: number) =>
      element(
        ID.SeekHead,
        element(
          ID.Seek,
          element(ID.SeekID, Uint8Array.of(0x16, 0x54, 0xae, 0x6b)),
          uint(ID.SeekPosition, position),
        ),
      );
    // The SeekHead's own length does not depend on the position's value (8-byte integers here).
    const before = seekHead(0).length + concat(body).length;
    const segment = concat([seekHead(before), ...body, trackList]);
    const file = concat([ebmlHeader(), header(ID.Segment, segment.length), segment]);
    const subtitle = readMediaSubtitleSync(file, 'late.mkv');
    expect(subtitle.tracks).toEqual([{ index: 0, codec: 'S_TEXT/UTF8', language: 'ita' }]);
    expect(subtitle.paragraphs).toEqual([
      { number: 1, start: 250, end: 2250, text: 'Late tracks' },
    ]);
  });
});

describe('MP4 chapters and detection', () => {
  it('does not list a QuickTime chapter track as a subtitle track', () => {
    const subtitle = readMediaSubtitleSync(files.read(files.mp4Chapters), 'chapters.mp4');
    expect(subtitle.tracks).toEqual([{ index: 0, codec: 'tx3g' }]);
    expect(subtitle.paragraphs.map((p) => p.text)).toEqual([
      'Hello world',
      'Second line\ntwo lines',
    ]);
  });

  it('tells containers by their first bytes, and text files are none', () => {
    expect(detectContainer(files.read(files.mkv))).toBe('matroska');
    expect(detectContainer(files.read(files.webm))).toBe('matroska');
    expect(detectContainer(files.read(files.mp4))).toBe('mp4');
    expect(
      detectContainer(encode('1\n00:00:01,000 --> 00:00:02,000\nfree text\n')),
    ).toBeUndefined();
    expect(detectContainer(encode('abc free moov ftyp'))).toBeUndefined();
    expect(detectContainer(Uint8Array.of(0x1a, 0x45))).toBeUndefined();
  });

  it('readSubtitle answers a media file with its tracks, a text file as before', () => {
    const media = readSubtitle(files.read(files.mkv), 'film.mkv', { track: 1 });
    expect([media.format, media.tracks?.length]).toEqual(['Advanced Sub Station Alpha', 2]);
    const text = readSubtitle(encode('1\n00:00:01,000 --> 00:00:02,000\nHi\n'), 'a.srt', {
      track: 3,
    });
    expect([text.format, text.tracks]).toEqual(['SubRip', undefined]);
  });
});
