// TTML 1.0 time expressions (§10.3.1): clock time hh:mm:ss(.fraction | :frames(.subframes))
// and offset time <count>(h|m|s|ms|f|t). Frames and ticks need the document's timing parameters.
import { SubtitleFormatError } from '../../errors';
import { formatTimeMs } from '../../time';

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
