// The time fields of the authoring exports: SMPTE timecodes (hh:mm:ss:ff, with the separators
// each tool uses), and clock times whose last field counts centiseconds or milliseconds.
//
// Frame rates: a format that fixes a rate (Pinnacle Impression 30, Ulead 25, drop-frame NTSC
// 29.97) reads and writes at it. The others are written at the tool's project rate, which the
// file does not name: Subtitle Edit uses its current frame rate, so we write at
// `options.frameRate ?? 23.976` and read at 23.976 unless a frame label of 24 or more proves a
// higher rate (24 → 25 fps PAL, 25–29 → 29.97 fps NTSC; see `inferFrameRate`).
// Labels count frames at the nominal rate (frameTimecode.ts), as the authoring tools mean them;
// at 25 fps this equals Subtitle Edit's reading (seconds plus frames / fps) exactly.
import { DEFAULT_FRAME_RATE } from '../../constants';
import { framesToMs, msToFrames, normalizeFrameRate } from '../../time';
import {
  dropFrameTimecodeToFrames,
  framesToDropFrameTimecode,
  msToTimecode,
  nominalFrameRate,
  pad2,
  type TimecodeParts,
} from '../frameTimecode';

export type Clock =
  | {
      readonly unit: 'frames';
      /** Between hours, minutes and seconds (':' or ' '). */
      readonly separator: string;
      /** Before the frames (':' or ';'). */
      readonly frameSeparator: string;
      /** A rate the format fixes; otherwise the project rate (see above). */
      readonly fps?: number;
      /** NTSC drop-frame counting at 29.97 fps. */
      readonly dropFrame?: boolean;
    }
  | {
      /** hh:mm:ss:cc (Sony DVDArchitect) or hh:mm:ss.mmm. */
      readonly unit: 'centiseconds' | 'milliseconds';
      readonly separator: string;
      readonly fractionSeparator: string;
    };

export const FRAMES: Clock = { unit: 'frames', separator: ':', frameSeparator: ':' };
export const CENTISECONDS: Clock = {
  unit: 'centiseconds',
  separator: ':',
  fractionSeparator: ':',
};
export const MILLISECONDS: Clock = {
  unit: 'milliseconds',
  separator: ':',
  fractionSeparator: '.',
};

const PAL_FPS = 25;
const NTSC_FPS = 29.97;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function fractionDigits(clock: Clock): number {
  return clock.unit === 'milliseconds' ? 3 : 2;
}

/** A separator as a loose reader takes it: ':' and ';' stand for each other. */
function looseSeparator(separator: string): string {
  return separator === ':' || separator === ';' ? '[:;]' : escapeRegExp(separator);
}

/** Regex source of one time with four capture groups (h, m, s, fraction or frames). Strict:
 *  two-digit fields and the exact separators; loose: what a hand-edited file may hold. */
export function timeSource(clock: Clock, strict: boolean): string {
  const last = clock.unit === 'frames' ? clock.frameSeparator : clock.fractionSeparator;
  const digits = fractionDigits(clock);
  if (strict) {
    const sep = escapeRegExp(clock.separator);
    return `(\\d\\d)${sep}(\\d\\d)${sep}(\\d\\d)${escapeRegExp(last)}(\\d{${digits}})`;
  }
  const sep = looseSeparator(clock.separator);
  return `(\\d{1,3})${sep}(\\d{1,2})${sep}(\\d{1,2})${looseSeparator(last)}(\\d{1,${digits}})`;
}

/** What the start of a time looks like when it is damaged (a letter for a digit, cut short):
 *  a digit in the first two characters, then the first separator. */
export function timeStartSource(clock: Clock): string {
  const sep = looseSeparator(clock.separator);
  return `(?=\\S?\\d)[^\\s:;]{1,2}${sep}`;
}

export function partsOf(match: RegExpExecArray, first: number): TimecodeParts {
  return {
    hours: Number(match[first]),
    minutes: Number(match[first + 1]),
    seconds: Number(match[first + 2]),
    frames: Number(match[first + 3]),
  };
}

/** The rate a frame-based file is read at (see the top of this file). */
export function readRate(clock: Clock, highestLabel: number): number {
  if (clock.unit !== 'frames') return 1000;
  if (clock.dropFrame) return NTSC_FPS;
  if (clock.fps !== undefined) return clock.fps;
  return inferFrameRate(highestLabel);
}

/** 23.976 unless a frame label proves a higher rate: 24 cannot be a 24-frame label, so PAL;
 *  25 to 29 cannot be PAL, so NTSC. */
export function inferFrameRate(highestLabel: number): number {
  if (highestLabel >= PAL_FPS) return NTSC_FPS;
  if (highestLabel >= nominalFrameRate(DEFAULT_FRAME_RATE)) return PAL_FPS;
  return DEFAULT_FRAME_RATE;
}

/** The rate a frame-based format writes at. */
export function writeRate(clock: Clock, frameRate: number | undefined): number {
  if (clock.unit !== 'frames') return 1000;
  if (clock.dropFrame) return NTSC_FPS;
  return clock.fps ?? frameRate ?? DEFAULT_FRAME_RATE;
}

/** Milliseconds of the parts, or -1 when a field is out of range for the clock and rate. */
export function partsToMs(parts: TimecodeParts, clock: Clock, rate: number): number {
  const { hours, minutes, seconds, frames } = parts;
  if (minutes > 59 || seconds > 59) return -1;
  const wallClock = ((hours * 60 + minutes) * 60 + seconds) * 1000;
  if (clock.unit !== 'frames') {
    if (clock.unit === 'centiseconds') return frames > 99 ? -1 : wallClock + frames * 10;
    return frames > 999 ? -1 : wallClock + frames;
  }
  if (clock.dropFrame) {
    return frames > 29 ? -1 : framesToMs(dropFrameTimecodeToFrames(parts), NTSC_FPS);
  }
  const nominal = nominalFrameRate(rate);
  if (frames >= nominal) return -1;
  return framesToMs(((hours * 60 + minutes) * 60 + seconds) * nominal + frames, rate);
}

/** The seconds of a timecode's first three fields, as the row reader keeps them (with the last
 *  field beside them) until it knows the rate; -1 when the minutes or the seconds are past 59
 *  (out of range for every clock). */
export function timecodeSeconds(hours: number, minutes: number, seconds: number): number {
  if (minutes > 59 || seconds > 59) return -1;
  return (hours * 60 + minutes) * 60 + seconds;
}

/** Milliseconds of a time kept as timecodeSeconds and its last field, for the clock at the rate:
 *  what partsToMs gives for the same fields, -1 when out of range. The rate's constants are
 *  worked out once. */
export function secondsReader(
  clock: Clock,
  rate: number,
): (seconds: number, last: number) => number {
  if (clock.unit !== 'frames') {
    const most = clock.unit === 'centiseconds' ? 99 : 999;
    const unitMs = clock.unit === 'centiseconds' ? 10 : 1;
    return (seconds, last) => (seconds < 0 || last > most ? -1 : seconds * 1000 + last * unitMs);
  }
  if (clock.dropFrame) {
    return (seconds, last) =>
      seconds < 0
        ? -1
        : partsToMs(
            {
              hours: Math.floor(seconds / 3600),
              minutes: Math.floor(seconds / 60) % 60,
              seconds: seconds % 60,
              frames: last,
            },
            clock,
            rate,
          );
  }
  const nominal = nominalFrameRate(rate);
  const exact = normalizeFrameRate(rate);
  // As framesToMs: the same operations in the same order, so the same milliseconds.
  return (seconds, last) =>
    seconds < 0 || last >= nominal
      ? -1
      : Math.round(((seconds * nominal + last) * 1000) / exact) + 0;
}

/** The parts of a time as the clock writes it (frames rounded to the nearest). */
export function msToParts(ms: number, clock: Clock, rate: number): TimecodeParts {
  const safe = Math.max(0, ms);
  if (clock.unit === 'frames') {
    return clock.dropFrame
      ? framesToDropFrameTimecode(msToFrames(safe, NTSC_FPS))
      : msToTimecode(safe, rate);
  }
  const unitMs = clock.unit === 'centiseconds' ? 10 : 1;
  const units = Math.round(safe / unitMs);
  const perSecond = 1000 / unitMs;
  const totalSeconds = Math.floor(units / perSecond);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    frames: units % perSecond,
  };
}

export function formatParts(parts: TimecodeParts, clock: Clock): string {
  const last = clock.unit === 'frames' ? clock.frameSeparator : clock.fractionSeparator;
  const fraction =
    clock.unit === 'milliseconds' ? String(parts.frames).padStart(3, '0') : pad2(parts.frames);
  const sep = clock.separator;
  return `${pad2(parts.hours)}${sep}${pad2(parts.minutes)}${sep}${pad2(parts.seconds)}${last}${fraction}`;
}

export function formatTime(ms: number, clock: Clock, rate: number): string {
  return formatParts(msToParts(ms, clock, rate), clock);
}

/** A duration as the clock writes it: the frames between the written start and end (so the
 *  three columns agree), or the plain difference for clock times. */
export function formatDuration(start: number, end: number, clock: Clock, rate: number): string {
  if (clock.unit !== 'frames') return formatTime(Math.max(0, end - start), clock, rate);
  const fps = clock.dropFrame ? NTSC_FPS : rate;
  const frames = Math.max(
    0,
    msToFrames(Math.max(0, end), fps) - msToFrames(Math.max(0, start), fps),
  );
  const nominal = nominalFrameRate(fps);
  const totalSeconds = Math.floor(frames / nominal);
  return formatParts(
    {
      hours: Math.floor(totalSeconds / 3600),
      minutes: Math.floor(totalSeconds / 60) % 60,
      seconds: totalSeconds % 60,
      frames: frames % nominal,
    },
    { ...clock, dropFrame: false },
  );
}

/** A duration as seconds and frames ("03:12"), the frames between the written start and end. */
export function formatShortDuration(start: number, end: number, rate: number): string {
  const frames = Math.max(
    0,
    msToFrames(Math.max(0, end), rate) - msToFrames(Math.max(0, start), rate),
  );
  const nominal = nominalFrameRate(rate);
  return `${pad2(Math.floor(frames / nominal))}:${pad2(frames % nominal)}`;
}

const TIMECODE_TEXT = /^(\d{1,3}):(\d{1,2}):(\d{1,2})([:;])(\d{1,2})$/;

/** "hh:mm:ss:ff" (or ';' before the frames, drop-frame) as parts; undefined for anything else. */
export function timecodeParts(
  text: string,
): { parts: TimecodeParts; dropFrame: boolean } | undefined {
  const match = TIMECODE_TEXT.exec(text.trim());
  if (!match) return undefined;
  return {
    parts: {
      hours: Number(match[1]),
      minutes: Number(match[2]),
      seconds: Number(match[3]),
      frames: Number(match[5]),
    },
    dropFrame: match[4] === ';',
  };
}

/** The drop-frame clock (NTSC 29.97, ';' before the frames) or the plain one. */
export function frameClock(dropFrame: boolean): Clock {
  return dropFrame ? { unit: 'frames', separator: ':', frameSeparator: ';', dropFrame } : FRAMES;
}

/** The highest frame label of some parts (what `inferFrameRate` reads). */
export function highestFrameLabel(parts: readonly TimecodeParts[]): number {
  let highest = 0;
  for (const part of parts) if (part.frames < 30) highest = Math.max(highest, part.frames);
  return highest;
}
