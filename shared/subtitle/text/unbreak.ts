/** Joins a paragraph's lines into one, a single space between them; italics closed at a line end
 *  and reopened at the next start ("</i>\n<i>") merge into one span. */
export function unbreak(text: string): string {
  if (text.indexOf('\n') === -1) return text.trim();
  const joined = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join(' ');
  return joined.replace(/<\/([ibu])> <\1>/g, ' ');
}
