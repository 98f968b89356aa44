import { SubtitleFormatError } from '../errors';
import type { ParsedSubtitle, ParseWarning, Subtitle } from '../model';

// What the text formats share for damaged files (CONTRACT §5): a block that cannot be read is
// skipped and listed as a warning with the 1-based line where it starts and the reason.

/**
 * 1-based line numbers of positions in a text. Counting goes on from the last position asked
 * about, so a parse that asks in order (as every parser does) pays one pass over the text at
 * most, and a clean file, which asks nothing, pays nothing. LF, CRLF and a lone CR each end a line.
 */
export class LineCounter {
  private readonly text: string;
  private countedTo = 0;
  private line = 1;
  private hasCr: boolean | undefined;

  constructor(text: string) {
    this.text = text;
  }

  lineAt(index: number): number {
    const text = this.text;
    if (index < this.countedTo) {
      this.countedTo = 0;
      this.line = 1;
    }
    this.hasCr ??= text.indexOf('\r') !== -1;
    if (!this.hasCr) {
      for (let lf = text.indexOf('\n', this.countedTo); lf !== -1 && lf < index;) {
        this.line++;
        lf = text.indexOf('\n', lf + 1);
      }
    } else {
      for (let at = this.countedTo; at < index; at++) {
        const code = text.charCodeAt(at);
        if (code === 10 || (code === 13 && text.charCodeAt(at + 1) !== 10)) this.line++;
      }
    }
    this.countedTo = index;
    return this.line;
  }
}

/** How much of a damaged line a warning quotes. */
const EXCERPT_CHARS = 40;

/** A line (or its start) as a warning quotes it: trimmed, cut with '…' past EXCERPT_CHARS. */
export function excerpt(line: string): string {
  const trimmed = line.trim();
  return trimmed.length > EXCERPT_CHARS ? `${trimmed.slice(0, EXCERPT_CHARS)}…` : trimmed;
}

/** The usual reason: the line that should hold the block's times does not read as times. */
export function unreadableTiming(line: string): string {
  return `The timing line "${excerpt(line)}" could not be read`;
}

/** The subtitle with its warnings, the property only present when there are some (a clean
 *  file's answer keeps the shape it always had). */
export function withWarnings<T extends Subtitle>(
  subtitle: T,
  warnings: readonly ParseWarning[],
): T & ParsedSubtitle {
  return warnings.length === 0 ? subtitle : { ...subtitle, warnings: [...warnings] };
}

/** The error of a parse that read no block: the first skipped block's line and reason when
 *  there was one, else `nothing` (e.g. "No MicroDVD cues found"). */
export function noBlockRead(
  nothing: string,
  warnings: readonly ParseWarning[],
): SubtitleFormatError {
  const first = warnings[0];
  return first
    ? new SubtitleFormatError(
        `No block could be read (line ${first.line}: ${first.message})`,
        first.line,
      )
    : new SubtitleFormatError(nothing);
}
