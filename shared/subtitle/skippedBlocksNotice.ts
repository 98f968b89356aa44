import type { ParseWarning } from './model';

// What the editor tells the user after opening a damaged file (CONTRACT §5): how many blocks were
// skipped and where, e.g. "3 blocks could not be read (lines 14, 27, 40)".

/** Line numbers a notice lists; past them it says how many more there are, so a file with
 *  thousands of damaged blocks still gets a notice one can read. */
export const NOTICE_LISTED_LINES = 10;

export function skippedBlocksNotice(warnings: readonly ParseWarning[]): string {
  const count = warnings.length;
  const listed = warnings.slice(0, NOTICE_LISTED_LINES).map((warning) => warning.line);
  const more = count - listed.length;
  const lines = `${listed.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  return count === 1
    ? `1 block could not be read (line ${lines})`
    : `${count} blocks could not be read (lines ${lines})`;
}

/** Whether a notice's text is one `skippedBlocksNotice` wrote (opening a clean file clears it). */
export function isSkippedBlocksNotice(text: string): boolean {
  return /^\d+ blocks? could not be read \(lines? /.test(text);
}
