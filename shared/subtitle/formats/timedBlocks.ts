import { SubtitleFormatError } from '../errors';
import type { Paragraph } from '../model';

// Formats whose cues are "a line with both times, then text lines up to a blank line" (YouTube
// sbv, SubViewer 2.0). Lines before the first time line are the header.

export interface TimedBlocks {
  readonly headerLines: string[];
  readonly paragraphs: Paragraph[];
}

/** `readTimes` returns [startMs, endMs] for a time line, or undefined for any other line. */
export function parseTimedBlocks(
  lines: readonly string[],
  readTimes: (line: string) => readonly [number, number] | undefined,
  joinText: (lines: string[]) => string,
): TimedBlocks {
  const headerLines: string[] = [];
  const paragraphs: Paragraph[] = [];
  let current: { start: number; end: number; lines: string[] } | undefined;
  const flush = (): void => {
    if (!current) return;
    while (current.lines.length > 0 && current.lines.at(-1)?.trim() === '') current.lines.pop();
    paragraphs.push({
      number: paragraphs.length + 1,
      start: current.start,
      end: current.end,
      text: joinText(current.lines),
    });
    current = undefined;
  };
  for (const line of lines) {
    const times = readTimes(line.trim());
    if (times) {
      flush();
      current = { start: times[0], end: times[1], lines: [] };
    } else if (current) {
      if (line.trim() === '') flush();
      else current.lines.push(line.trimEnd());
    } else if (paragraphs.length === 0) {
      headerLines.push(line);
    }
  }
  flush();
  if (paragraphs.length === 0) throw new SubtitleFormatError('No time lines found');
  return { headerLines, paragraphs };
}
