// Key chords as the shortcut table writes them ('Ctrl+Shift+F', 'Alt+Return', 'Shift+Add') and
// the one conversion from a browser key event to the same form. The shortcuts page shows the
// written text; the online editor compares canonical chords, so 'Ctrl+Shift+Alt+R' (as the
// desktop help writes it) and 'Ctrl+Alt+Shift+R' are the same key.

/** Named keys of the desktop program's notation; letters are 'A'–'Z', digits 'D0'–'D9'. */
const NAMED_KEYS = [
  'Return',
  'Insert',
  'Delete',
  'Space',
  'Escape',
  'Tab',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Left',
  'Right',
  'Up',
  'Down',
  'Add',
  'Subtract',
] as const;

export type NamedKey = (typeof NAMED_KEYS)[number];

export interface KeyChord {
  readonly ctrl: boolean;
  readonly alt: boolean;
  readonly shift: boolean;
  /** 'A'–'Z', 'D0'–'D9', 'F1'–'F12' or a named key. */
  readonly key: string;
}

const namedKeySet: ReadonlySet<string> = new Set(NAMED_KEYS);

export function isKeyName(key: string): boolean {
  return (
    /^[A-Z]$/.test(key) ||
    /^D[0-9]$/.test(key) ||
    /^F([1-9]|1[0-2])$/.test(key) ||
    namedKeySet.has(key)
  );
}

/** Parses 'Ctrl+Alt+Shift+Key' (modifiers in any order); throws on anything else. */
export function parseChord(text: string): KeyChord {
  const parts = text.split('+');
  const key = parts.pop() ?? '';
  const modifiers = new Set(parts);
  const known = ['Ctrl', 'Alt', 'Shift'];
  if (
    !isKeyName(key) ||
    parts.some((part) => !known.includes(part)) ||
    modifiers.size !== parts.length
  ) {
    throw new Error(`Not a key chord: '${text}'`);
  }
  return {
    ctrl: modifiers.has('Ctrl'),
    alt: modifiers.has('Alt'),
    shift: modifiers.has('Shift'),
    key,
  };
}

/** The canonical text of a chord: modifiers always in the order Ctrl, Alt, Shift. */
export function formatChord(chord: KeyChord): string {
  return [chord.ctrl && 'Ctrl', chord.alt && 'Alt', chord.shift && 'Shift', chord.key]
    .filter((part): part is string => typeof part === 'string')
    .join('+');
}

export function canonicalChord(text: string): string {
  return formatChord(parseChord(text));
}

/** The part of a DOM KeyboardEvent the conversion reads, so it is testable without a DOM. */
export interface KeyEventLike {
  readonly key: string;
  readonly code: string;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  /** The Mac command key counts as Ctrl, as desktop programs ported to the Mac do. */
  readonly metaKey: boolean;
}

const KEY_BY_EVENT_KEY: Readonly<Record<string, string>> = {
  Enter: 'Return',
  Insert: 'Insert',
  Delete: 'Delete',
  ' ': 'Space',
  Escape: 'Escape',
  Tab: 'Tab',
  Home: 'Home',
  End: 'End',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
};

/**
 * The chord of a key event, or null for a lone modifier or a key the table has no name for.
 * Letters come from `key` when it is a plain letter (so a French AZERTY user presses the letter
 * printed on the key) and from `code` otherwise: with Alt held, macOS reports 'ƒ' for F.
 * Digits come from `code`, because Shift turns the '0' key into ')' or '=' depending on layout.
 */
export function chordFromEvent(event: KeyEventLike): KeyChord | null {
  const key = keyNameOf(event);
  if (key === null) return null;
  return { ctrl: event.ctrlKey || event.metaKey, alt: event.altKey, shift: event.shiftKey, key };
}

function keyNameOf(event: KeyEventLike): string | null {
  if (event.code === 'NumpadAdd') return 'Add';
  if (event.code === 'NumpadSubtract') return 'Subtract';
  if (event.code === 'NumpadEnter') return 'Return';
  const named = KEY_BY_EVENT_KEY[event.key];
  if (named !== undefined) return named;
  if (/^F([1-9]|1[0-2])$/.test(event.key)) return event.key;
  if (/^[a-z]$/i.test(event.key)) return event.key.toUpperCase();
  const letter = /^Key([A-Z])$/.exec(event.code);
  if (letter?.[1] !== undefined) return letter[1];
  const digit = /^(?:Digit|Numpad)([0-9])$/.exec(event.code);
  if (digit?.[1] !== undefined) return `D${digit[1]}`;
  return null;
}
