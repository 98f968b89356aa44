// TTML 1.0 time expressions (§10.3.1): clock time hh:mm:ss(.fraction | :frames(.subframes))
// and offset time <count>(h|m|s|ms|f|t). Frames and ticks need the document's timing parameters.
import { SubtitleFormatError } from '../../errors';
import { formatTimeMs } from '../../time';
import { attributeKey, type XmlElement } from '../xml/tree';

export interface TimingParameters {
  /** ttp:frameRate × ttp:frameRateMultiplier. */
  readonly effectiveFrameRate: number;
  readonly subFrameRate: number;
  readonly tickRate: number;
}

/** TTML's defaults when the root element sets nothing: 30 fps, 1 sub-frame, 1 tick a second. */
export const DEFAULT_TIMING: TimingParameters = {
  effectiveFrameRate: 30,
  subFrameRate: 1,
  tickRate: 1,
};

function positiveNumber(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value.trim());
  if (!/^\s*\d+(\.\d+)?\s*$/.test(value) || !(number > 0)) {
    throw new SubtitleFormatError(`Invalid ${what} '${value}'`);
  }
  return number;
}

/** Reads ttp:frameRate, ttp:frameRateMultiplier ("1000 1001"), ttp:subFrameRate, ttp:tickRate. */
export function timingParameters(attributes: {
  frameRate?: string | undefined;
  frameRateMultiplier?: string | undefined;
  subFrameRate?: string | undefined;
  tickRate?: string | undefined;
}): TimingParameters {
  const frameRate = positiveNumber(attributes.frameRate, 'ttp:frameRate');
  let multiplier = 1;
  if (attributes.frameRateMultiplier !== undefined) {
    const match = /^\s*(\d+)\s+(\d+)\s*$/.exec(attributes.frameRateMultiplier);
    if (!match || Number(match[2]) === 0) {
      throw new SubtitleFormatError(
        `Invalid ttp:frameRateMultiplier '${attributes.frameRateMultiplier}'`,
      );
    }
    multiplier = Number(match[1]) / Number(match[2]);
  }
  const effectiveFrameRate = (frameRate ?? DEFAULT_TIMING.effectiveFrameRate) * multiplier;
  const subFrameRate = positiveNumber(attributes.subFrameRate, 'ttp:subFrameRate') ?? 1;
  // §6.2.10: without ttp:tickRate, a declared frame rate implies one tick per sub-frame.
  const tickRate =
    positiveNumber(attributes.tickRate, 'ttp:tickRate') ??
    (frameRate === undefined ? 1 : effectiveFrameRate * subFrameRate);
  return { effectiveFrameRate, subFrameRate, tickRate };
}

/** The timing parameters a document's root <tt> (namespace `tt`) declares in its ttp:
 *  attributes. Throws SubtitleFormatError for one that does not read. */
export function rootTimingParameters(root: XmlElement, tt: string): TimingParameters {
  const parameter = `${tt}#parameter`;
  const get = (name: string): string | undefined =>
    root.attributes.get(attributeKey(parameter, name));
  return timingParameters({
    frameRate: get('frameRate'),
    frameRateMultiplier: get('frameRateMultiplier'),
    subFrameRate: get('subFrameRate'),
    tickRate: get('tickRate'),
  });
}

const CLOCK = /^(\d{2,}):([0-5]\d):([0-5]\d|60)(?:(\.\d+)|:(\d{2,})(?:\.(\d+))?)?$/;
const OFFSET = /^(\d+(?:\.\d+)?)(h|ms|m|s|f|t)$/;

/** Milliseconds (not rounded) of a time expression; throws SubtitleFormatError if malformed. */
export function parseTimeExpression(value: string, timing: TimingParameters): number {
  const text = value.trim();
  const clock = CLOCK.exec(text);
  if (clock) {
    const seconds = Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
    if (clock[4] !== undefined) return (seconds + Number(clock[4])) * 1000;
    const frames = Number(clock[5] ?? 0) + Number(clock[6] ?? 0) / timing.subFrameRate;
    if (clock[5] !== undefined && Number(clock[5]) >= Math.ceil(timing.effectiveFrameRate)) {
      throw new SubtitleFormatError(`Frame number beyond the frame rate in '${value}'`);
    }
    return seconds * 1000 + (frames * 1000) / timing.effectiveFrameRate;
  }
  const offset = OFFSET.exec(text);
  if (!offset) throw new SubtitleFormatError(`Invalid time expression '${value}'`);
  const count = Number(offset[1]);
  switch (offset[2]) {
    case 'h':
      return count * 3_600_000;
    case 'm':
      return count * 60_000;
    case 's':
      return count * 1000;
    case 'ms':
      return count;
    case 'f':
      return (count * 1000) / timing.effectiveFrameRate;
    default:
      return (count * 1000) / timing.tickRate;
  }
}

/** 'hh:mm:ss.fff', the clock-time form every TTML profile accepts (never negative). */
export function formatClockTime(ms: number): string {
  return formatTimeMs(Math.max(0, ms), '.');
}

/** 'hh:mm:ss:ff' at the document's effective frame rate, the frames counted within the second
 *  as parseTimeExpression reads them back (a frame that rounds up to the next second carries). */
export function formatFrameTime(ms: number, timing: TimingParameters): string {
  const total = Math.max(0, Math.round(ms));
  const rate = timing.effectiveFrameRate;
  let seconds = Math.floor(total / 1000);
  let frames = Math.round(((total - seconds * 1000) * rate) / 1000);
  if (frames >= Math.ceil(rate)) {
    seconds += 1;
    frames = 0;
  }
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}:${pad(frames)}`;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** The value of text[from, to), all ASCII digits, fewer than 16 of them (so exact). */
function digitsValue(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) value = value * 10 + (text.charCodeAt(i) - 0x30);
  return value;
}

function digitsEnd(text: string, from: number, to: number): number {
  let i = from;
  while (i < to && isDigit(text.charCodeAt(i))) i++;
  return i;
}

const POWERS_OF_TEN = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
];

/**
 * parseTimeExpression of text[from, to) for the plain forms big files use, read in place: clock
 * time with or without a fraction or whole frames, and offset time; NaN for any other form (with
 * spaces, sub-frames, 16 digits or more, or malformed), which parseTimeExpression then reads.
 * Where it answers, it computes exactly what parseTimeExpression does: a fraction written with
 * k < 16 digits d is d / 10^k, the same correctly rounded double as Number('.d').
 */
export function quickTimeExpression(
  text: string,
  from: number,
  to: number,
  timing: TimingParameters,
): number {
  if (to - from === 12) {
    const usual = usualClock(text, from);
    if (usual >= 0) return usual;
  }
  const whole = digitsEnd(text, from, to);
  const count = whole - from;
  if (count === 0 || count > 15) return Number.NaN;
  if (text.charCodeAt(whole) === 0x3a && whole < to)
    return quickClock(text, from, whole, to, timing);
  let digitsTo = whole;
  let fractionDigits = 0;
  if (text.charCodeAt(whole) === 0x2e && whole < to) {
    digitsTo = digitsEnd(text, whole + 1, to);
    fractionDigits = digitsTo - whole - 1;
    if (fractionDigits === 0 || count + fractionDigits > 15) return Number.NaN;
  }
  const unitLength = to - digitsTo;
  const unit = text.charCodeAt(digitsTo);
  const value =
    fractionDigits === 0
      ? digitsValue(text, from, whole)
      : (digitsValue(text, from, whole) * POWERS_OF_TEN[fractionDigits]! +
          digitsValue(text, whole + 1, digitsTo)) /
        POWERS_OF_TEN[fractionDigits]!;
  if (unitLength === 2) {
    return unit === 0x6d && text.charCodeAt(digitsTo + 1) === 0x73 ? value : Number.NaN;
  }
  if (unitLength !== 1) return Number.NaN;
  switch (unit) {
    case 0x68: // h
      return value * 3_600_000;
    case 0x6d: // m
      return value * 60_000;
    case 0x73: // s
      return value * 1000;
    case 0x66: // f
      return (value * 1000) / timing.effectiveFrameRate;
    case 0x74: // t
      return (value * 1000) / timing.tickRate;
    default:
      return Number.NaN;
  }
}

/** 'hh:mm:ss.fff' at `from` (as quickClock reads it), or -1 when it is not there. */
export function usualClock(text: string, from: number): number {
  if (
    from + 12 > text.length ||
    text.charCodeAt(from + 2) !== 0x3a ||
    text.charCodeAt(from + 5) !== 0x3a ||
    text.charCodeAt(from + 8) !== 0x2e
  )
    return -1;
  return clockDigits(text, from);
}

/** usualClock where its ':', ':' and '.' are known to be in place: the digits' value, or -1. */
export function clockDigits(text: string, from: number): number {
  const h1 = text.charCodeAt(from) - 0x30;
  const h2 = text.charCodeAt(from + 1) - 0x30;
  const m1 = text.charCodeAt(from + 3) - 0x30;
  const m2 = text.charCodeAt(from + 4) - 0x30;
  const s1 = text.charCodeAt(from + 6) - 0x30;
  const s2 = text.charCodeAt(from + 7) - 0x30;
  const f1 = text.charCodeAt(from + 9) - 0x30;
  const f2 = text.charCodeAt(from + 10) - 0x30;
  const f3 = text.charCodeAt(from + 11) - 0x30;
  // Each must be a digit (x >>> 0 turns the negative ones into big ones).
  if (
    h1 >>> 0 > 9 ||
    h2 >>> 0 > 9 ||
    m1 >>> 0 > 5 ||
    m2 >>> 0 > 9 ||
    s2 >>> 0 > 9 ||
    f1 >>> 0 > 9 ||
    f2 >>> 0 > 9 ||
    f3 >>> 0 > 9
  )
    return -1;
  if (s1 >>> 0 > 5 && !(s1 === 6 && s2 === 0)) return -1;
  const seconds = (h1 * 10 + h2) * 3600 + (m1 * 10 + m2) * 60 + (s1 * 10 + s2);
  return (seconds + (f1 * 100 + f2 * 10 + f3) / 1000) * 1000;
}

/** hh:mm:ss, hh:mm:ss.fraction or hh:mm:ss:ff from `from`; the hours end at `colon`. */
function quickClock(
  text: string,
  from: number,
  colon: number,
  to: number,
  timing: TimingParameters,
): number {
  if (colon - from < 2 || colon + 6 > to || text.charCodeAt(colon + 3) !== 0x3a) return Number.NaN;
  const m1 = text.charCodeAt(colon + 1) - 0x30;
  const m2 = text.charCodeAt(colon + 2) - 0x30;
  const s1 = text.charCodeAt(colon + 4) - 0x30;
  const s2 = text.charCodeAt(colon + 5) - 0x30;
  if (m1 < 0 || m1 > 5 || m2 < 0 || m2 > 9 || s2 < 0 || s2 > 9) return Number.NaN;
  if (!(s1 >= 0 && s1 <= 5) && !(s1 === 6 && s2 === 0)) return Number.NaN;
  const seconds = digitsValue(text, from, colon) * 3600 + (m1 * 10 + m2) * 60 + (s1 * 10 + s2);
  const after = colon + 6;
  if (after === to) {
    const frames = 0;
    return seconds * 1000 + (frames * 1000) / timing.effectiveFrameRate;
  }
  const mark = text.charCodeAt(after);
  const digitsTo = digitsEnd(text, after + 1, to);
  const count = digitsTo - after - 1;
  if (digitsTo !== to || count > 15) return Number.NaN;
  if (mark === 0x2e && count > 0) {
    return (seconds + digitsValue(text, after + 1, to) / POWERS_OF_TEN[count]!) * 1000;
  }
  if (mark !== 0x3a || count < 2) return Number.NaN;
  const frameNumber = digitsValue(text, after + 1, to);
  // Beyond the frame rate parseTimeExpression throws.
  if (frameNumber >= Math.ceil(timing.effectiveFrameRate)) return Number.NaN;
  const frames = frameNumber + 0 / timing.subFrameRate;
  return seconds * 1000 + (frames * 1000) / timing.effectiveFrameRate;
}
