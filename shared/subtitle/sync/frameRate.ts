import type { Subtitle } from '../model';
import { normalizeFrameRate, roundMs } from '../time';

/** Old rate / new rate, with the NTSC rates taken as their exact fractions. */
export function frameRateFactor(oldFramesPerSecond: number, newFramesPerSecond: number): number {
  if (!(oldFramesPerSecond > 0) || !(newFramesPerSecond > 0)) {
    throw new RangeError('Frame rates must be positive numbers');
  }
  return normalizeFrameRate(oldFramesPerSecond) / normalizeFrameRate(newFramesPerSecond);
}

/** Change frame rate: every time times old / new (a file timed for 23.976 played at 25 gets
 *  shorter times, CONTRACT §6), rounded to whole ms. Returns a new Subtitle. */
export function changeFrameRate(
  subtitle: Subtitle,
  oldFramesPerSecond: number,
  newFramesPerSecond: number,
): Subtitle {
  const factor = frameRateFactor(oldFramesPerSecond, newFramesPerSecond);
  return {
    ...subtitle,
    paragraphs: subtitle.paragraphs.map((paragraph) => ({
      ...paragraph,
      start: roundMs(paragraph.start * factor),
      end: roundMs(paragraph.end * factor),
    })),
  };
}
