import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  blockGroup,
  cluster,
  info,
  matroskaFile,
  simpleBlock,
  TRACK_TYPE,
  tracks,
} from './ebmlWriter';
import { wvttMp4 } from './mp4Writer';

// Small media files with subtitle tracks, made by Debian's ffmpeg (a 2 s lavfi test picture and
// tone) and by our own writers where ffmpeg cannot (wvtt in MP4, PGS in Matroska). Made in a temp
// folder per test file: nothing big is committed.

export const SRT = `1
00:00:00,500 --> 00:00:01,200
Hello <i>world</i>

2
00:00:01,300 --> 00:00:01,900
Second line
two lines
`;

export const ASS = `[Script Info]
ScriptType: v4.00+
PlayResX: 384
PlayResY: 288

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Default,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,2,2,10,10,10,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:00.60,0:00:01.30,Default,Bob,0,0,0,,Hallo {\\i1}Welt{\\i0}
Dialogue: 1,0:00:01.40,0:00:01.95,Default,,0,0,0,,Zweite\\NZeile, mit Komma
`;

export const VTT = `WEBVTT

intro
00:00:00.400 --> 00:00:01.100 align:start line:10%
Hi <b>there</b>

00:00:01.300 --> 00:00:01.800
Bye
`;

const CHAPTERS = `;FFMETADATA1
[CHAPTER]
TIMEBASE=1/1000
START=0
END=1000
title=Intro
[CHAPTER]
TIMEBASE=1/1000
START=1000
END=2000
title=Main
`;

export interface MediaFiles {
  dir: string;
  /** SubRip (eng, "English SRT") then ASS (ger, "Deutsch ASS"), beside video and audio. */
  mkv: string;
  /** One WebVTT track (fre), ids and settings kept. */
  webm: string;
  /** Two mov_text tracks: eng (the SubRip cues), fre (the WebVTT cues). */
  mp4: string;
  /** One wvtt track, made by mp4Writer.ts. */
  wvtt: string;
  /** Video and audio only. */
  noSubtitles: string;
  /** One mov_text track and chapters (a QuickTime text track named by 'tref'/'chap'). */
  mp4Chapters: string;
  /** An S_HDMV/PGS track (eng) then S_TEXT/UTF8 (ger), made by ebmlWriter.ts. */
  pgsAndText: string;
  /** Only an S_HDMV/PGS track. */
  pgsOnly: string;
  read(path: string): Uint8Array;
  remove(): void;
}

const PICTURE = ['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=2'];
const TONE = ['-f', 'lavfi', '-i', 'sine=duration=2'];

function ffmpeg(args: readonly string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

function pgsFiles(dir: string): { pgsAndText: string; pgsOnly: string } {
  const encoder = new TextEncoder();
  const picture = Uint8Array.from([0x50, 0x47, 0, 0, 0, 0, 0x16, 0, 0x13]);
  const pgsTrack = { number: 2, type: TRACK_TYPE.subtitle, codec: 'S_HDMV/PGS', language: 'eng' };
  const video = { number: 1, type: TRACK_TYPE.video, codec: 'V_UNCOMPRESSED' };
  const both = matroskaFile([
    info(),
    tracks([
      video,
      pgsTrack,
      {
        number: 3,
        type: TRACK_TYPE.subtitle,
        codec: 'S_TEXT/UTF8',
        language: 'ger',
        name: 'Deutsch',
      },
    ]),
    cluster(
      0,
      simpleBlock(1, 0, new Uint8Array(300)),
      blockGroup(2, 100, picture, 900),
      blockGroup(3, 200, encoder.encode('Guten Tag'), 800),
    ),
  ]);
  const only = matroskaFile([
    info(),
    tracks([video, pgsTrack]),
    cluster(0, simpleBlock(1, 0, new Uint8Array(300)), blockGroup(2, 100, picture, 900)),
  ]);
  const pgsAndText = join(dir, 'pgs-and-text.mkv');
  const pgsOnly = join(dir, 'pgs-only.mkv');
  writeFileSync(pgsAndText, both);
  writeFileSync(pgsOnly, only);
  return { pgsAndText, pgsOnly };
}

/** Makes every file (about a second of ffmpeg per file) in a new temp folder. */
export function makeMediaFiles(): MediaFiles {
  const dir = mkdtempSync(join(tmpdir(), 'media-subtitles-'));
  const at = (name: string): string => join(dir, name);
  writeFileSync(at('a.srt'), SRT);
  writeFileSync(at('b.ass'), ASS);
  writeFileSync(at('c.vtt'), VTT);
  const mkv = at('two tracks.mkv');
  ffmpeg([
    ...PICTURE,
    ...TONE,
    '-i',
    at('a.srt'),
    '-i',
    at('b.ass'),
    '-map',
    '0',
    '-map',
    '1',
    '-map',
    '2',
    '-map',
    '3',
    '-c:v',
    'mpeg4',
    '-c:a',
    'aac',
    '-c:s:0',
    'srt',
    '-c:s:1',
    'ass',
    '-metadata:s:s:0',
    'language=eng',
    '-metadata:s:s:0',
    'title=English SRT',
    '-metadata:s:s:1',
    'language=ger',
    '-metadata:s:s:1',
    'title=Deutsch ASS',
    mkv,
  ]);
  const webm = at('web.webm');
  ffmpeg([
    ...PICTURE,
    '-i',
    at('c.vtt'),
    '-map',
    '0',
    '-map',
    '1',
    '-c:v',
    'libvpx',
    '-c:s',
    'copy',
    '-metadata:s:s:0',
    'language=fre',
    webm,
  ]);
  const mp4 = at('two.mp4');
  ffmpeg([
    ...PICTURE,
    ...TONE,
    '-i',
    at('a.srt'),
    '-i',
    at('c.vtt'),
    '-map',
    '0',
    '-map',
    '1',
    '-map',
    '2',
    '-map',
    '3',
    '-c:v',
    'mpeg4',
    '-c:a',
    'aac',
    '-c:s',
    'mov_text',
    '-metadata:s:s:0',
    'language=eng',
    '-metadata:s:s:1',
    'language=fre',
    mp4,
  ]);
  const noSubtitles = at('plain.mkv');
  ffmpeg([...PICTURE, ...TONE, '-c:v', 'mpeg4', '-c:a', 'aac', noSubtitles]);
  const mp4Chapters = at('chapters.mp4');
  writeFileSync(at('chapters.txt'), CHAPTERS);
  ffmpeg([
    ...PICTURE,
    '-i',
    at('chapters.txt'),
    '-i',
    at('a.srt'),
    '-map',
    '0',
    '-map',
    '2',
    '-map_chapters',
    '1',
    '-c:v',
    'mpeg4',
    '-c:s',
    'mov_text',
    mp4Chapters,
  ]);
  const wvtt = at('web.mp4');
  writeFileSync(
    wvtt,
    wvttMp4([
      { start: 0, end: 400, cues: [] },
      {
        start: 400,
        end: 900,
        cues: [{ id: 'one', settings: 'align:start', payload: 'First <i>cue</i>' }],
      },
      {
        start: 900,
        end: 1100,
        cues: [
          { id: 'one', settings: 'align:start', payload: 'First <i>cue</i>' },
          { payload: 'Overlap\nsecond line' },
        ],
      },
      { start: 1100, end: 1500, cues: [{ payload: 'Overlap\nsecond line' }] },
      { start: 1500, end: 1600, cues: [] },
    ]),
  );
  return {
    dir,
    mkv,
    webm,
    mp4,
    wvtt,
    noSubtitles,
    mp4Chapters,
    ...pgsFiles(dir),
    read: (path) => new Uint8Array(readFileSync(path)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
