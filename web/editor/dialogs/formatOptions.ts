// What the Format combobox lists for what was typed: formats whose name or extension holds the
// text (case-insensitive), the ones chosen lately first (newest first), the rest in the library's
// order. Pure, so the chooser's rules are tested without a DOM.

export interface FormatOption {
  readonly name: string;
  /** The written extension, with its dot (".srt"). */
  readonly extension: string;
}

export function formatMatches(format: FormatOption, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (text === '') return true;
  return format.name.toLowerCase().includes(text) || format.extension.toLowerCase().includes(text);
}

export function formatOptions<T extends FormatOption>(
  formats: readonly T[],
  recent: readonly string[],
  query: string,
): T[] {
  const shown = formats.filter((format) => formatMatches(format, query));
  const rank = new Map(recent.map((name, index) => [name, index]));
  const lately = shown
    .filter((format) => rank.has(format.name))
    .sort((a, b) => (rank.get(a.name) ?? 0) - (rank.get(b.name) ?? 0));
  return [...lately, ...shown.filter((format) => !rank.has(format.name))];
}
