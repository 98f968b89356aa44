import type { Paragraph, ParseWarning } from '../model';
import { noBlockRead, unreadableTiming } from './skippedBlocks';

// Formats whose cues are "a line with both times, then text lines up to a blank line" (YouTube
// sbv, SubViewer 2.0). Lines before the first time line are the header.
//
// A line that starts like a time ("h:m:") but does not read as the format's time line opens a
// damaged block: it and its text lines, up to the next blank line or time line, are skipped with
// a warning, never glued into the cue above. So does any other line after a blank line (a time
// line cut shorter than "h:m:"), once the header is over: text never follows a blank line.

export interface TimedBlocks {
  readonly headerLines: string[];
  readonly paragraphs: Paragraph[];
  readonly warnings: ParseWarning[];
}

/** "h:m:" at the start: what is left of a time line with a typo, or cut short. */
const TIME_START = /^\d+:\d+:/;

/** `readTimes` returns [startMs, endMs] for a time line, or undefined for any other line. */
export function parseTimedBlocks(
  lines: readonly string[],
  readTimes: (line: string) => readonly [number, number] | undefined,
  joinText: (lines: string[]) => string,
  nothingFound: string,
  /** Whether [TAG] lines before the first time line are a header (SubViewer 2.0) or damage (sbv). */
  hasHeader: boolean,
): TimedBlocks {
  const headerLines: string[] = [];
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  let current: { start: number; end: number; lines: string[] } | undefined;
  let skipping = false;
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
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    const times = readTimes(trimmed);
    if (times) {
      flush();
      skipping = false;
      current = { start: times[0], end: times[1], lines: [] };
    } else if (TIME_START.test(trimmed)) {
      flush();
      skipping = true;
      warnings.push({ line: index + 1, message: unreadableTiming(trimmed) });
    } else if (skipping) {
      skipping = trimmed !== '';
    } else if (current) {
      if (trimmed === '') flush();
      else current.lines.push(line.trimEnd());
    } else if (
      hasHeader &&
      paragraphs.length === 0 &&
      warnings.length === 0 &&
      (trimmed === '' || trimmed.startsWith('['))
    ) {
      // The header's lines are [TAGS]: any other line already belongs to the blocks.
      headerLines.push(line);
    } else if (trimmed !== '') {
      skipping = true;
      warnings.push({ line: index + 1, message: unreadableTiming(trimmed) });
    }
  });
  flush();
  if (paragraphs.length === 0) throw noBlockRead(nothingFound, warnings);
  return { headerLines, paragraphs, warnings };
}
