import { framesToMs, msToFrames, roundMs } from '../../time';
import { msToTimecode, pad2, timecodeToMs } from '../frameTimecode';

// The ways the time-code text formats write one time, each as a reader/writer pair. A layout
// captures the time's text with its own regular expression and hands it here; `read` answers -1
// for text that is not a time (minutes or seconds past 59, a frame past the rate, no digits).
// Times before 0 are written as 0: none of these layouts has a sign.

export interface TimeCodec {
  /** Milliseconds, or -1 when the text is not a time of this kind. */
  readonly read: (text: string, fps: number) => number;
  readonly write: (ms: number, fps: number) => string;
}

/** Digits only, as a number; -1 for anything else (so "1e3" or "" never read as a time). */
export function digits(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : -1;
}

/** Splits "h:mm:ss", "mm:ss" and the like on ':'; each part digits only. */
function clockParts(text: string): number[] | undefined {
  const parts = text.split(':').map(digits);
  return parts.some((part) => part < 0) ? undefined : parts;
}

function hmsMs(hours: number, minutes: number, seconds: number): number {
  if (minutes > 59 || seconds > 59) return -1;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

function hms(ms: number, hourWidth: number): [string, number] {
  const total = Math.max(0, roundMs(ms));
  const seconds = Math.floor(total / 1000);
  const clock = `${String(Math.floor(seconds / 3600)).padStart(hourWidth, '0')}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
  return [clock, total % 1000];
}

/** "hh:mm:ss" in whole seconds (TMPlayer); written rounded to the nearest second. */
export function wholeSeconds(hourWidth = 2): TimeCodec {
  return {
    read(text) {
      const parts = clockParts(text);
      return parts?.length === 3 ? hmsMs(parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0) : -1;
    },
    write: (ms) => hms(Math.round(Math.max(0, ms) / 1000) * 1000, hourWidth)[0],
  };
}

/** "h:mm:ss.ff" with a decimal fraction of `fractionDigits` digits ("ss.cc" centiseconds, "ss,mmm"
 *  milliseconds); reads any number of fraction digits as a decimal fraction. */
export function clockFraction(
  hourWidth: number,
  fractionDigits: number,
  separator = '.',
): TimeCodec {
  const step = 10 ** (3 - fractionDigits);
  return {
    read(text) {
      const at = text.search(/[.,]/);
      const parts = clockParts(at < 0 ? text : text.slice(0, at));
      if (parts?.length !== 3) return -1;
      const whole = hmsMs(parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0);
      const fraction = at < 0 ? '0' : text.slice(at + 1);
      if (whole < 0 || digits(fraction) < 0) return -1;
      return whole + Math.round(Number(`0.${fraction}`) * 1000);
    },
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
export const minutesSeconds: TimeCodec = {
  read(text) {
    const parts = clockParts(text);
    if (parts?.length === 3) return hmsMs(parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0);
    if (parts?.length !== 2) return -1;
    // Minutes past 59 are fine without hours ("75:30").
    const [minutes = 0, seconds = 0] = parts;
    return seconds > 59 ? -1 : (minutes * 60 + seconds) * 1000;
  },
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
export function wholeUnits(unitMs: number): TimeCodec {
  return {
    read: (text) => (digits(text) < 0 ? -1 : digits(text) * unitMs),
    write: (ms) => String(Math.round(Math.max(0, ms) / unitMs)),
  };
}

/** A frame count at the file's frame rate. */
export const frameCount: TimeCodec = {
  read: (text, fps) => (digits(text) < 0 ? -1 : framesToMs(digits(text), fps)),
  write: (ms, fps) => String(msToFrames(Math.max(0, ms), fps)),
};

/** "hh:mm:ss:ff" (or another separator before the frames): the frame field counts frames of the
 *  nominal rate, as in shared/subtitle/formats/frameTimecode.ts. `hourWidth` 1 writes "h:". */
export function smpte(frameSeparator: string, hourWidth = 2): TimeCodec {
  const pattern = new RegExp(`^(\\d+):(\\d+):(\\d+)\\${frameSeparator}(\\d+)$`);
  return {
    read(text, fps) {
      const match = pattern.exec(text);
      if (!match) return -1;
      const [hours, minutes, seconds, frames] = match.slice(1).map(Number) as [
        number,
        number,
        number,
        number,
      ];
      if (minutes > 59 || seconds > 59 || frames >= Math.round(fps)) return -1;
      return timecodeToMs(hours, minutes, seconds, frames, fps);
    },
    write(ms, fps) {
      const parts = msToTimecode(ms, fps);
      const hours = String(parts.hours).padStart(hourWidth, '0');
      return `${hours}:${pad2(parts.minutes)}:${pad2(parts.seconds)}${frameSeparator}${pad2(parts.frames)}`;
    },
  };
}

/** "h:mm:ss.tt" where tt counts ticks of 1/rate second (QuickTime text's timeScale, JACOsub's
 *  TIMERES): wall-clock seconds plus a tick count, not a frame timecode. */
export function clockTicks(hourWidth: number): TimeCodec {
  return {
    read(text, rate) {
      const match = /^(\d+):(\d+):(\d+)\.(\d+)$/.exec(text);
      if (!match) return -1;
      const perSecond = Math.max(1, Math.round(rate));
      const whole = hmsMs(Number(match[1]), Number(match[2]), Number(match[3]));
      const ticks = Number(match[4]);
      if (whole < 0 || ticks >= perSecond) return -1;
      return whole + roundMs((ticks * 1000) / perSecond);
    },
    write(ms, rate) {
      const perSecond = Math.max(1, Math.round(rate));
      const total = Math.round((Math.max(0, ms) * perSecond) / 1000);
      const [clock] = hms(Math.floor(total / perSecond) * 1000, hourWidth);
      const width = Math.max(2, String(perSecond - 1).length);
      return `${clock}.${String(total % perSecond).padStart(width, '0')}`;
    },
  };
}

/** `codec`'s digits written at least `width` wide ("000123"); reads any width. */
export function zeroPadded(codec: TimeCodec, width: number): TimeCodec {
  return { read: codec.read, write: (ms, rate) => codec.write(ms, rate).padStart(width, '0') };
}
