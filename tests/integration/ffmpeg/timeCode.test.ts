import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSubtitle, writeSubtitle } from '../../../shared/subtitle/index';
import type { Subtitle } from '../../../shared/subtitle/model';
import { ffmpegReadsAsSrt, srtCues } from '../../helpers/ffmpeg';

// ffmpeg as the second opinion on the time-code text files we write: its AQTitle, JACOsub,
// MPSub, PJS and VPlayer demuxers must read our files with the same times, to the precision of
// each format as ffmpeg counts it, and the same texts. ffmpeg writes JACOsub too (by stream copy
// only: it has no JACOsub encoder), and what it writes must read back through our JACOsub.

function ffmpegRun(args: readonly string[]): string {
  try {
    return execFileSync('ffmpeg', ['-hide_banner', ...args], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

const demuxers = ffmpegRun(['-demuxers']);
const hasDemuxer = (name: string): boolean =>
  new RegExp(`^\\s*D\\S*\\s+${name}\\s`, 'm').test(demuxers);

const SUBTITLE: Subtitle = {
  fileName: 'players.srt',
  paragraphs: [
    { number: 1, start: 1000, end: 3500, text: 'Hello there!\nHow are you?' },
    { number: 2, start: 3500, end: 6040, text: 'Right after, no gap. Café?' },
    { number: 3, start: 8000, end: 9010, text: 'After a gap' },
    { number: 4, start: 70_010, end: 72_340, text: 'Past the first minute' },
    { number: 5, start: 3_601_250, end: 3_603_000, text: 'Past the first hour' },
  ],
};

interface Case {
  readonly format: string;
  readonly demuxer: string;
  /** The rate we write at (AQTitle: ffmpeg counts its frames at 25 per second). */
  readonly frameRate?: number;
  /** A time as ffmpeg reads it back from what we wrote. */
  readonly asFfmpegReads: (ms: number) => number;
}

const CASES: readonly Case[] = [
  {
    format: 'AQTitle',
    demuxer: 'aqtitle',
    frameRate: 25,
    asFfmpegReads: (ms) => Math.round(ms / 40) * 40,
  },
  {
    // Ticks of 1/30 s (JACOsub's default TIMERES), turned by ffmpeg into whole centiseconds.
    format: 'JACOsub',
    demuxer: 'jacosub',
    asFfmpegReads: (ms) => Math.floor((Math.round((ms * 30) / 1000) * 100) / 30) * 10,
  },
  { format: 'MPSub', demuxer: 'mpsub', asFfmpegReads: (ms) => Math.round(ms / 10) * 10 },
  // Tenths of a second: the unit ffmpeg (and MPlayer) count PJS times in, which we follow.
  { format: 'Phoenix Subtitle', demuxer: 'pjs', asFfmpegReads: (ms) => Math.round(ms / 100) * 100 },
  { format: 'VPlayer', demuxer: 'vplayer', asFfmpegReads: (ms) => Math.round(ms / 10) * 10 },
];

function written(format: string, frameRate?: number): { bytes: Uint8Array; fileName: string } {
  return writeSubtitle(SUBTITLE, format, {
    encoding: 'utf-8',
    useWindowsNewLine: false,
    ...(frameRate !== undefined ? { frameRate } : {}),
  });
}

describe('ffmpeg reads the time-code text files we write', () => {
  it.each(CASES)('$format, through ffmpeg’s $demuxer demuxer', (entry) => {
    if (!hasDemuxer(entry.demuxer)) throw new Error(`ffmpeg has no ${entry.demuxer} demuxer`);
    const file = written(entry.format, entry.frameRate);
    // VPlayer's end lines (a time with no text) come out as empty cues: they only end the one
    // before, as in our reading.
    const read = srtCues(ffmpegReadsAsSrt(file.bytes, file.fileName, entry.demuxer)).filter(
      ([, , text]) => text !== '',
    );
    expect(read).toEqual(
      SUBTITLE.paragraphs.map((p) => [
        entry.asFfmpegReads(p.start),
        entry.asFfmpegReads(p.end),
        p.text,
      ]),
    );
  });
});

/** ffmpeg copying a JACOsub file's subtitle stream into a new JACOsub file. */
function ffmpegRewritesJacoSub(bytes: Uint8Array): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'ffmpeg-jss-'));
  const input = join(dir, 'ours.jss');
  const output = join(dir, 'theirs.jss');
  writeFileSync(input, bytes);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'jacosub',
    '-i',
    input,
    '-map',
    '0',
    '-c',
    'copy',
    '-f',
    'jacosub',
    output,
  ]);
  return new Uint8Array(readFileSync(output));
}

describe('ffmpeg writes JACOsub that we read', () => {
  it.each([
    ['at the default TIMERES of 30', undefined],
    ['with a #TIMERES 25 header', 25],
  ] as const)('%s', (_label, frameRate) => {
    const ours = written('JACOsub', frameRate);
    const theirs = ffmpegRewritesJacoSub(ours.bytes);
    const text = new TextDecoder().decode(theirs);
    if (frameRate !== undefined) expect(text.startsWith('#T 25\n')).toBe(true);
    const read = readSubtitle(theirs, 'theirs.jss');
    expect(read.format).toBe('JACOsub');
    expect(read.warnings).toBeUndefined();
    expect(read.paragraphs).toEqual(readSubtitle(ours.bytes, ours.fileName).paragraphs);
    expect(read.paragraphs.map((p) => p.text)).toEqual(SUBTITLE.paragraphs.map((p) => p.text));
  });
});
