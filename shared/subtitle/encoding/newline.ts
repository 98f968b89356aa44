// Line endings: parsers see any of CRLF, LF or CR; the model holds '\n'; writers choose.

export type NewLine = '\r\n' | '\n';

/** CRLF and lone CR become LF. Skips the work when the text has no CR at all. */
export function normalizeNewLines(text: string): string {
  if (text.indexOf('\r') === -1) return text;
  return text.replace(/\r\n?/g, '\n');
}

/** Text with '\n' line ends written with the chosen ones. */
export function withNewLine(text: string, newLine: NewLine): string {
  return newLine === '\n' ? text : text.replace(/\n/g, newLine);
}

export function newLineFor(useWindowsNewLine: boolean): NewLine {
  return useWindowsNewLine ? '\r\n' : '\n';
}
