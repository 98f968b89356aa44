// The formats the user chose lately in a format chooser, newest first, so the chooser can offer
// them before the long list (150+ formats). Kept in localStorage (CONTRACT §6: SEOnline_ keys);
// stored values are untrusted: anything but an array of names reads as none.

export const RECENT_FORMATS_KEY = 'SEOnline_recentFormats';
export const RECENT_FORMATS_KEPT = 5;

/** Names newest first, without repeats, at most RECENT_FORMATS_KEPT. */
export function parseRecentFormats(text: string | null): string[] {
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const names = value.filter((item): item is string => typeof item === 'string' && item !== '');
  return [...new Set(names)].slice(0, RECENT_FORMATS_KEPT);
}

/** `recent` with `name` moved (or added) to the front. */
export function withRecentFormat(recent: readonly string[], name: string): string[] {
  return [name, ...recent.filter((other) => other !== name)].slice(0, RECENT_FORMATS_KEPT);
}

export function readRecentFormats(): string[] {
  try {
    return parseRecentFormats(globalThis.localStorage?.getItem(RECENT_FORMATS_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Records a chosen format; returns the new list. */
export function rememberFormat(name: string): string[] {
  const recent = withRecentFormat(readRecentFormats(), name);
  try {
    globalThis.localStorage?.setItem(RECENT_FORMATS_KEY, JSON.stringify(recent));
  } catch {
    // Storage full or blocked: the chooser still works, without the memory.
  }
  return recent;
}
