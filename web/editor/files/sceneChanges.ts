// Scene-change files of the desktop program: one time a line, in seconds ("12.345"). Lines that
// are not numbers are skipped (spec §5). Time codes "hh:mm:ss.fff" (or with a comma) are read
// too, since other tools export scene lists that way and reading them costs one regex.

const TIME_CODE = /^(\d+):([0-5]?\d):([0-5]?\d(?:[.,]\d+)?)$/;
const SECONDS = /^[+]?(\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** One line as seconds, or null when it is not a time. */
export function parseSceneChangeLine(line: string): number | null {
  const text = line.trim();
  const code = TIME_CODE.exec(text);
  if (code) {
    const [, h, m, s] = code;
    return Number(h) * 3600 + Number(m) * 60 + Number((s ?? '0').replace(',', '.'));
  }
  if (!SECONDS.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** The scene changes of a file, in seconds, ascending and without duplicates. */
export function parseSceneChanges(text: string): number[] {
  const times = new Set<number>();
  for (const line of text.split(/\r\n|\r|\n/)) {
    const seconds = parseSceneChangeLine(line);
    if (seconds !== null) times.add(seconds);
  }
  return [...times].sort((a, b) => a - b);
}
