import { FRAME_RATE_TOLERANCE } from './constants';

// Time codes and frames. Every time in the model is milliseconds from the start of the video.

const NTSC_RATES: readonly (readonly [number, number])[] = [
  [23.976, 24000 / 1001],
  [29.97, 30000 / 1001],
  [59.94, 60000 / 1001],
];

/** 23.976, 29.97 and 59.94 (± 0.01) become the exact NTSC fractions; other rates are kept. */
export function normalizeFrameRate(framesPerSecond: number): number {
  for (const [nominal, exact] of NTSC_RATES) {
    if (Math.abs(framesPerSecond - nominal) <= FRAME_RATE_TOLERANCE) return exact;
  }
  return framesPerSecond;
}

export function framesToMs(frames: number, framesPerSecond: number): number {
  return roundMs((frames * 1000) / normalizeFrameRate(framesPerSecond));
}

export function msToFrames(ms: number, framesPerSecond: number): number {
  return Math.round((ms * normalizeFrameRate(framesPerSecond)) / 1000);
}

/** Whole milliseconds; halves round up, and -0 becomes 0 so written files never show "-0". */
export function roundMs(ms: number): number {
  return Math.round(ms) + 0;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** "hh:mm:ss,mmm" (or with `.` before the milliseconds); hours grow past 99 instead of wrapping.
 *  Negative times keep a leading '-' so nothing is silently lost. */
export function formatTimeMs(ms: number, fractionSeparator: ',' | '.' = ','): string {
  const rounded = roundMs(ms);
  const sign = rounded < 0 ? '-' : '';
  const total = Math.abs(rounded);
  const hours = Math.floor(total / 3600000);
  const minutes = Math.floor(total / 60000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  return `${sign}${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}${fractionSeparator}${pad(total % 1000, 3)}`;
}

/** Reads digits starting at `from`; returns [value, end] or undefined when no digit is there. */
function readDigits(text: string, from: number): readonly [number, number] | undefined {
  let value = 0;
  let at = from;
  for (; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code < 48 || code > 57) break;
    value = value * 10 + (code - 48);
  }
  return at === from ? undefined : [value, at];
}

/** Parses "h:mm:ss,mmm", "hh:mm:ss.mmm" or "mm:ss.mmm" (surrounding spaces allowed). The fraction is
 *  a decimal fraction of a second ("1,5" is 1500 ms). Returns undefined when the text is not a time. */
export function tryParseTimeMs(text: string): number | undefined {
  const trimmed = text.trim();
  const parts: number[] = [];
  let at = 0;
  for (;;) {
    const read = readDigits(trimmed, at);
    if (!read) return undefined;
    parts.push(read[0]);
    at = read[1];
    if (trimmed.charCodeAt(at) !== 58 /* : */ || parts.length === 3) break;
    at++;
  }
  if (parts.length < 2) return undefined;
  let fractionMs = 0;
  const separator = trimmed.charCodeAt(at);
  if (separator === 44 /* , */ || separator === 46 /* . */) {
    const read = readDigits(trimmed, at + 1);
    if (!read) return undefined;
    fractionMs = (read[0] * 1000) / 10 ** (read[1] - at - 1);
    at = read[1];
  }
  if (at !== trimmed.length) return undefined;
  const [a = 0, b = 0, c] = parts;
  const [hours, minutes, seconds] = c === undefined ? [0, a, b] : [a, b, c];
  if (minutes > 59 && c !== undefined) return undefined;
  if (seconds > 59) return undefined;
  return roundMs(hours * 3600000 + minutes * 60000 + seconds * 1000 + fractionMs);
}
