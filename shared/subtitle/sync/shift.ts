import type { Subtitle } from '../model';
import { roundMs } from '../time';

/** Show earlier (negative offset) or later: every line moves, times stay whole ms and never go
 *  below 0. Returns a new Subtitle; the input is untouched. */
export function shiftSubtitle(subtitle: Subtitle, offsetMs: number): Subtitle {
  return {
    ...subtitle,
    paragraphs: subtitle.paragraphs.map((paragraph) => ({
      ...paragraph,
      start: Math.max(0, roundMs(paragraph.start + offsetMs)),
      end: Math.max(0, roundMs(paragraph.end + offsetMs)),
    })),
  };
}
