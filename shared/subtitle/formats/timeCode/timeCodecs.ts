import { framesToMs, msToFrames, normalizeFrameRate, roundMs } from '../../time';
import { msToTimecode, nominalFrameRate, pad2 } from '../frameTimecode';

// The ways the time-code text formats write one time, each as a reader/writer pair. A layout
// captures the time's text with its own regular expression and hands it here; `read` answers -1
// for text that is not a time (minutes or seconds past 59, a frame past the rate, no digits).
// Times before 0 are written as 0: none of these layouts has a sign.

export interface TimeCodec {
  /** Milliseconds, or -1 when the text is not a time of this kind. */
  readonly read: (text: string, fps: number) => number;
  /** `read` of text[from, to) without slicing it (the layouts' char-code readers use it). */
  readonly readAt?: (text: string, from: number, to: number, fps: number) => number;
  readonly write: (ms: number, fps: number) => string;
}

/** A codec whose text can be read in place: the ones the layouts' char-code readers use. */
export interface IndexedTimeCodec extends TimeCodec {
  readonly readAt: (text: string, from: number, to: number, fps: number) => number;
}

/** Numbers past this many digits are left to Number(): below it the digit sums are exact. */
const EXACT_DIGITS = 15;

/** The digits of text[from, to) as a number; -1 when it is empty or holds anything else. */
export function digitsIn(text: string, from: number, to: number): number {
  if (to <= from) return -1;
  let value = 0;
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code < 48 || code > 57) return -1;
    value = value * 10 + (code - 48);
  }
  return to - from > EXACT_DIGITS ? Number(text.slice(from, to)) : value;
}

/** Digits only, as a number; -1 for anything else (so "1e3" or "" never read as a time). */
export function digits(text: string): number {
  return digitsIn(text, 0, text.length);
}

function hmsMs(hours: number, minutes: number, seconds: number): number {
  if (minutes > 59 || seconds > 59) return -1;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/**
 * "h:mm:ss" (or "m:ss" when `twoParts`) in text[from, to): colon-separated numbers, each digits
 * only, read as milliseconds; -1 when there are more or fewer parts, a part is not digits, or
 * minutes or seconds pass 59. Two parts are minutes and seconds, the minutes unbounded.
 */
function clockIn(text: string, from: number, to: number, twoParts: boolean): number {
  const first = text.indexOf(':', from);
  if (first === -1 || first >= to) return -1;
  const second = text.indexOf(':', first + 1);
  if (second === -1 || second >= to) {
    if (!twoParts) return -1;
    const minutes = digitsIn(text, from, first);
    const seconds = digitsIn(text, first + 1, to);
    if (minutes < 0 || seconds < 0 || seconds > 59) return -1;
    return (minutes * 60 + seconds) * 1000;
  }
  const third = text.indexOf(':', second + 1);
  if (third !== -1 && third < to) return -1;
  const hours = digitsIn(text, from, first);
  const minutes = digitsIn(text, first + 1, second);
  const seconds = digitsIn(text, second + 1, to);
  if (hours < 0 || minutes < 0 || seconds < 0) return -1;
  return hmsMs(hours, minutes, seconds);
}

/** A decimal fraction's digits text[from, to) as milliseconds ("5" 500, "25" 250, "0005" 1). */
function fractionMs(text: string, from: number, to: number): number {
  const count = to - from;
  const value = digitsIn(text, from, to);
  if (value < 0) return -1;
  if (count <= 3) return value * (count === 1 ? 100 : count === 2 ? 10 : 1);
  return Math.round(Number(`0.${text.slice(from, to)}`) * 1000);
}

function hms(ms: number, hourWidth: number): [string, number] {
  const total = Math.max(0, roundMs(ms));
  const seconds = Math.floor(total / 1000);
  const clock = `${String(Math.floor(seconds / 3600)).padStart(hourWidth, '0')}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
  return [clock, total % 1000];
}

/** "hh:mm:ss" in whole seconds (TMPlayer); written rounded to the nearest second. */
export function wholeSeconds(hourWidth = 2): IndexedTimeCodec {
  const readAt = (text: string, from: number, to: number): number => clockIn(text, from, to, false);
  return {
    read: (text) => readAt(text, 0, text.length),
    readAt,
    write: (ms) => hms(Math.round(Math.max(0, ms) / 1000) * 1000, hourWidth)[0],
  };
}

/** "h:mm:ss.ff" with a decimal fraction of `fractionDigits` digits ("ss.cc" centiseconds, "ss,mmm"
 *  milliseconds); reads any number of fraction digits as a decimal fraction. */
export function clockFraction(
  hourWidth: number,
  fractionDigits: number,
  separator = '.',
): IndexedTimeCodec {
  const step = 10 ** (3 - fractionDigits);
  const readAt = (text: string, from: number, to: number): number => {
    let at = from;
    while (at < to) {
      const code = text.charCodeAt(at);
      if (code === 46 || code === 44) break;
      at++;
    }
    const whole = clockIn(text, from, at, false);
    if (whole < 0) return -1;
    if (at === to) return whole;
    const fraction = fractionMs(text, at + 1, to);
    return fraction < 0 ? -1 : whole + fraction;
  };
  return {
    read: (text) => readAt(text, 0, text.length),
    readAt,
    write(ms) {
      const [clock, rest] = hms(Math.round(Math.max(0, ms) / step) * step, hourWidth);
      return `${clock}${separator}${String(rest / step).padStart(fractionDigits, '0')}`;
    },
  };
}

/** "mm:ss.mmm", with hours only when there are some ("hh:mm:ss.mmm"): Whisper's raw output. */
export const minutesMillis: TimeCodec = {
  read(text) {
    const match = /^(?:(\d+):)?(\d+):(\d+)[.,](\d{3})$/.exec(text);
    if (!match) return -1;
    const whole = hmsMs(Number(match[1] ?? 0), Number(match[2]), Number(match[3]));
    return whole < 0 ? -1 : whole + Number(match[4]);
  },
  write(ms) {
    const [clock, rest] = hms(ms, 2);
    const shown = clock.startsWith('00:') ? clock.slice(3) : clock;
    return `${shown}.${String(rest).padStart(3, '0')}`;
  },
};

/** "m:ss", or "h:mm:ss" from the first hour on, whole seconds (YouTube transcripts). */
export const minutesSeconds: IndexedTimeCodec = {
  // Minutes past 59 are fine without hours ("75:30").
  read: (text) => clockIn(text, 0, text.length, true),
  readAt: (text, from, to) => clockIn(text, from, to, true),
  write(ms) {
    const seconds = Math.round(Math.max(0, ms) / 1000);
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor(seconds / 60) % 60;
    return hours > 0
      ? `${hours}:${pad2(minutes)}:${pad2(seconds % 60)}`
      : `${minutes}:${pad2(seconds % 60)}`;
  },
};

/** Seconds as a decimal number with `fractionDigits` digits ("12.500000"); reads any decimals. */
export function decimalSeconds(fractionDigits: number): TimeCodec {
  const step = 10 ** Math.max(0, 3 - fractionDigits);
  return {
    read: (text) => (/^\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 1000) : -1),
    write: (ms) => ((Math.round(Math.max(0, ms) / step) * step) / 1000).toFixed(fractionDigits),
  };
}

/** A whole number of `unitMs` units (tenths of a second: 100). */
export function wholeUnits(unitMs: number): IndexedTimeCodec {
  const readAt = (text: string, from: number, to: number): number => {
    const units = digitsIn(text, from, to);
    return units < 0 ? -1 : units * unitMs;
  };
  return {
    read: (text) => readAt(text, 0, text.length),
    readAt,
    write: (ms) => String(Math.round(Math.max(0, ms) / unitMs)),
  };
}

/** A frame count at the file's frame rate. */
export const frameCount: TimeCodec = {
  read(text, fps) {
    const frames = digits(text);
    return frames < 0 ? -1 : framesToMs(frames, fps);
  },
  write: (ms, fps) => String(msToFrames(Math.max(0, ms), fps)),
};

/** "hh:mm:ss:ff" (or another separator before the frames): the frame field counts frames of the
 *  nominal rate, as in shared/subtitle/formats/frameTimecode.ts. `hourWidth` 1 writes "h:". */
export function smpte(frameSeparator: string, hourWidth = 2): IndexedTimeCodec {
  const separator = frameSeparator.charCodeAt(0);
  // The rates of the last fps read with: a file reads all its times at one rate.
  let lastFps = Number.NaN;
  let nominal = 0;
  let exact = 0;
  const readAt = (text: string, from: number, to: number, fps: number): number => {
    if (!fieldsIn(text, from, to, separator)) return -1;
    const hours = FIELDS[0] ?? 0;
    const minutes = FIELDS[1] ?? 0;
    const seconds = FIELDS[2] ?? 0;
    const frames = FIELDS[3] ?? 0;
    if (fps !== lastFps) {
      lastFps = fps;
      nominal = nominalFrameRate(fps);
      exact = normalizeFrameRate(fps);
    }
    if (minutes > 59 || seconds > 59 || frames >= nominal) return -1;
    // timecodeToMs's sum, with the rates looked up once.
    return roundMs(((((hours * 60 + minutes) * 60 + seconds) * nominal + frames) * 1000) / exact);
  };
  return {
    read: (text, fps) => readAt(text, 0, text.length, fps),
    readAt,
    write(ms, fps) {
      const parts = msToTimecode(ms, fps);
      const hours = String(parts.hours).padStart(hourWidth, '0');
      return `${hours}:${pad2(parts.minutes)}:${pad2(parts.seconds)}${frameSeparator}${pad2(parts.frames)}`;
    },
  };
}

/** clockTicks's time from its fields; -1 when minutes or seconds pass 59 or the ticks a second. */
export function ticksMs(
  hours: number,
  minutes: number,
  seconds: number,
  ticks: number,
  rate: number,
): number {
  const perSecond = Math.max(1, Math.round(rate));
  const whole = hmsMs(hours, minutes, seconds);
  if (whole < 0 || ticks >= perSecond) return -1;
  return whole + roundMs((ticks * 1000) / perSecond);
}

/** "h:mm:ss.tt" where tt counts ticks of 1/rate second (QuickTime text's timeScale, JACOsub's
 *  TIMERES): wall-clock seconds plus a tick count, not a frame timecode. */
export function clockTicks(hourWidth: number): IndexedTimeCodec {
  const readAt = (text: string, from: number, to: number, rate: number): number => {
    if (!fieldsIn(text, from, to, 46)) return -1;
    return ticksMs(FIELDS[0] ?? 0, FIELDS[1] ?? 0, FIELDS[2] ?? 0, FIELDS[3] ?? 0, rate);
  };
  return {
    read: (text, rate) => readAt(text, 0, text.length, rate),
    readAt,
    write(ms, rate) {
      const perSecond = Math.max(1, Math.round(rate));
      const total = Math.round((Math.max(0, ms) * perSecond) / 1000);
      const [clock] = hms(Math.floor(total / perSecond) * 1000, hourWidth);
      const width = Math.max(2, String(perSecond - 1).length);
      return `${clock}.${String(total % perSecond).padStart(width, '0')}`;
    },
  };
}

/** The four fields fieldsIn read last (a parse is synchronous: no reader overlaps another). */
const FIELDS = [0, 0, 0, 0];

/** Reads "d:d:d" + `last` + "d" (each d one or more digits) filling text[from, to) into FIELDS;
 *  false when the text is anything else. */
function fieldsIn(text: string, from: number, to: number, last: number): boolean {
  let at = from;
  for (let field = 0; field < 4; field++) {
    const start = at;
    let value = 0;
    while (at < to) {
      const digit = text.charCodeAt(at) - 48;
      if (digit < 0 || digit > 9) break;
      value = value * 10 + digit;
      at++;
    }
    if (at === start) return false;
    FIELDS[field] = at - start > EXACT_DIGITS ? Number(text.slice(start, at)) : value;
    if (field === 3) return at === to;
    if (at >= to || text.charCodeAt(at) !== (field === 2 ? last : 58)) return false;
    at++;
  }
  return false;
}

/** `codec`'s digits written at least `width` wide ("000123"); reads any width. */
export function zeroPadded(codec: TimeCodec, width: number): TimeCodec {
  return { read: codec.read, write: (ms, rate) => codec.write(ms, rate).padStart(width, '0') };
}
