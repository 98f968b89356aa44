// Frame-based timecodes (hh:mm:ss:ff) shared by the frame-counting formats (EBU STL, Spruce STL,
// Adobe Encore, SCC), on top of the frame ⇄ ms conversions of shared/subtitle/time.ts.
import { framesToMs, msToFrames } from '../time';

/** The frame field counts whole frames per timecode second (25 for PAL, 30 for NTSC rates). */
export function nominalFrameRate(framesPerSecond: number): number {
  return Math.round(framesPerSecond);
}

/** hh:mm:ss:ff as written (the frame field counts nominal frames) to milliseconds. */
export function timecodeToMs(
  hours: number,
  minutes: number,
  seconds: number,
  frames: number,
  framesPerSecond: number,
): number {
  const nominal = nominalFrameRate(framesPerSecond);
  // Non-drop timecode labels every frame, so the label is a frame count at the nominal rate that
  // plays back at the real rate.
  const totalFrames = ((hours * 60 + minutes) * 60 + seconds) * nominal + frames;
  return framesToMs(totalFrames, framesPerSecond);
}

export interface TimecodeParts {
  hours: number;
  minutes: number;
  seconds: number;
  frames: number;
}

export function msToTimecode(ms: number, framesPerSecond: number): TimecodeParts {
  const nominal = nominalFrameRate(framesPerSecond);
  const totalFrames = msToFrames(Math.max(0, ms), framesPerSecond);
  const frames = totalFrames % nominal;
  const totalSeconds = Math.floor(totalFrames / nominal);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    frames,
  };
}

export function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** 'hh:mm:ss:ff' with the given separator before the frames. */
export function formatTimecode(parts: TimecodeParts, frameSeparator = ':'): string {
  return `${pad2(parts.hours)}:${pad2(parts.minutes)}:${pad2(parts.seconds)}${frameSeparator}${pad2(parts.frames)}`;
}

// NTSC drop-frame timecode (29.97 fps): labels ;00 and ;01 are skipped at the start of every
// minute except each tenth, so the label tracks wall-clock time. Frames here are real frames.
const FRAMES_PER_10_MINUTES_DF = 17982;
const FRAMES_PER_MINUTE_DF = 1798;

export function dropFrameTimecodeToFrames(parts: TimecodeParts): number {
  const totalMinutes = parts.hours * 60 + parts.minutes;
  const labelled = (totalMinutes * 60 + parts.seconds) * 30 + parts.frames;
  return labelled - 2 * (totalMinutes - Math.floor(totalMinutes / 10));
}

export function framesToDropFrameTimecode(frameCount: number): TimecodeParts {
  const tens = Math.floor(frameCount / FRAMES_PER_10_MINUTES_DF);
  const rest = frameCount % FRAMES_PER_10_MINUTES_DF;
  // The first minute of each ten keeps all its labels; the nine others lose two each.
  const skipped = 18 * tens + (rest < 2 ? 0 : 2 * Math.floor((rest - 2) / FRAMES_PER_MINUTE_DF));
  const labelled = frameCount + skipped;
  const totalSeconds = Math.floor(labelled / 30);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    frames: labelled % 30,
  };
}

/** True when the label does not exist in drop-frame counting (;00 or ;01 of a non-tenth minute). */
export function isDroppedLabel(parts: TimecodeParts): boolean {
  return parts.seconds === 0 && parts.frames < 2 && parts.minutes % 10 !== 0;
}
