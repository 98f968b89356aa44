import { canonicalChord, formatChord, type KeyChord } from './keyChords';

// The keyboard shortcuts of the desktop program (spec/editor.md §2 "Shortcuts page" and §9), as
// data. The shortcuts page renders it and the online editor's key handling reads it, so the two
// can never disagree. Ids are stable: the editor binds its commands to them, so rename a function
// freely but never change an id.

export const SHORTCUT_GROUPS = [
  'General',
  'File',
  'Edit',
  'Tools',
  'Video',
  'Spell check',
  'Synchronization',
  'List view and text box',
  'List view',
  'Text box',
  'Translate',
  'Create/adjust',
  'Waveform/spectrogram',
] as const;

export type ShortcutGroup = (typeof SHORTCUT_GROUPS)[number];

/** One or more chords that do the same thing ('Ctrl+Space' or 'F9'), as the desktop help writes them. */
export type Shortcut = readonly [string, ...string[]];

export interface ShortcutEntry {
  /** Stable, '<group>.<function>' in kebab case. */
  readonly id: string;
  readonly group: ShortcutGroup;
  /** Where the shortcut works: the window, menu or control that must have the focus. */
  readonly control: string;
  readonly function: string;
  /** null: the function exists but has no key until the user assigns one in the settings. */
  readonly shortcut: Shortcut | null;
  /**
   * The online editor's key when the browser keeps the desktop one for itself (Ctrl+P prints
   * the page); the editor uses this one instead, and the shortcuts page mentions it.
   */
  readonly onlineShortcut?: Shortcut;
}

/** Where each group's shortcuts work; the table's Control column. */
const CONTROL: Record<ShortcutGroup, string> = {
  General: 'Main window',
  File: 'File menu',
  Edit: 'Edit menu',
  Tools: 'Tools menu',
  Video: 'Video',
  'Spell check': 'Spell check menu',
  Synchronization: 'Synchronization menu',
  'List view and text box': 'List view and text box',
  'List view': 'List view',
  'Text box': 'Text box',
  Translate: 'Translate',
  'Create/adjust': 'Create/adjust tab',
  'Waveform/spectrogram': 'Waveform/spectrogram',
};

type Row = readonly [id: string, fn: string, shortcut: Shortcut | null, online?: Shortcut];

function group(name: ShortcutGroup, rows: readonly Row[]): ShortcutEntry[] {
  return rows.map(([id, fn, shortcut, online]) => ({
    id,
    group: name,
    control: CONTROL[name],
    function: fn,
    shortcut,
    ...(online ? { onlineShortcut: online } : {}),
  }));
}

export const SHORTCUTS: readonly ShortcutEntry[] = [
  ...group('General', [
    ['general.help', 'Help', ['F1']],
    ['general.toggle-list-source-view', 'Switch between list view and source view', ['F2']],
    ['general.open-data-folder', 'Open the data folder', ['Ctrl+Alt+Shift+D']],
    ['general.merge-with-previous', 'Merge with previous line', null],
    ['general.merge-with-next', 'Merge with next line', null],
    ['general.duplicate-line', 'Duplicate line', null],
    ['general.toggle-bookmark', 'Toggle bookmark', null],
    ['general.go-to-next-bookmark', 'Go to next bookmark', null],
    ['general.go-to-previous-bookmark', 'Go to previous bookmark', null],
    ['general.go-to-next-empty-line', 'Go to next empty line', null],
    ['general.choose-layout', 'Choose layout', null],
  ]),
  ...group('File', [
    ['file.new', 'New', ['Ctrl+N']],
    ['file.open', 'Open', ['Ctrl+O']],
    ['file.open-keep-video', 'Open (keep video)', null],
    ['file.save', 'Save', ['Ctrl+S']],
    ['file.save-as', 'Save as', ['Ctrl+Alt+S']],
    ['file.save-original', 'Save original', null],
    ['file.save-original-as', 'Save original as', null],
    ['file.close-original', 'Close original', null],
    ['file.compare', 'Compare', null],
    ['file.import-plain-text', 'Import plain text', null],
    ['file.import-time-codes', 'Import time codes', null],
    ['file.export-plain-text', 'Export plain text', null],
    ['file.export-ebu-stl', 'Export EBU STL', null],
  ]),
  ...group('Edit', [
    ['edit.undo', 'Undo', ['Ctrl+Z']],
    ['edit.redo', 'Redo', ['Ctrl+Y']],
    ['edit.find', 'Find', ['Ctrl+F']],
    ['edit.find-next', 'Find next', ['F3']],
    ['edit.replace', 'Replace', ['Ctrl+H']],
    ['edit.multiple-replace', 'Multiple replace', ['Ctrl+Alt+M']],
    ['edit.go-to-subtitle-number', 'Go to subtitle number', ['Ctrl+G']],
    ['edit.right-to-left', 'Right to left', ['Ctrl+Shift+Alt+R']],
    ['edit.fix-rtl-unicode', 'Fix right-to-left via Unicode control characters', null],
    ['edit.remove-rtl-unicode', 'Remove Unicode control characters', null],
    ['edit.inverse-selection', 'Inverse selection', null],
    ['edit.modify-selection', 'Modify selection', null],
  ]),
  ...group('Tools', [
    ['tools.fix-common-errors', 'Fix common errors', ['Ctrl+Shift+F']],
    ['tools.renumber', 'Renumber', ['Ctrl+Shift+N']],
    ['tools.remove-text-for-hi', 'Remove text for hearing impaired', ['Ctrl+Shift+H']],
    ['tools.change-casing', 'Change casing', ['Ctrl+Shift+C']],
    ['tools.merge-selected-lines', 'Merge selected lines', ['Ctrl+Shift+M']],
    [
      'tools.merge-original-and-translation',
      'Merge original and translation',
      ['Ctrl+Alt+Shift+M'],
    ],
    ['tools.translator-mode', 'Toggle translator mode', ['Ctrl+Shift+O']],
    ['tools.bookmark-with-comment', 'Add bookmark with comment', ['Ctrl+Shift+B']],
    ['tools.adjust-durations', 'Adjust durations', null],
    ['tools.beautify-time-codes', 'Beautify time codes', null],
    ['tools.split-long-lines', 'Split long lines', null],
    ['tools.merge-short-lines', 'Merge short lines', null],
    ['tools.batch-convert', 'Batch convert', null],
    ['tools.sort-by', 'Sort by', null],
  ]),
  ...group('Video', [
    ['video.play-pause', 'Play/pause', ['Ctrl+P'], ['Alt+P']],
    ['video.pause', 'Pause', ['Ctrl+Alt+P']],
    ['video.play-from-before-text', 'Play from just before the text', ['Shift+F10']],
    ['video.show-hide', 'Show/hide video', ['Ctrl+Q']],
    ['video.back-500ms', '500 ms back', ['Alt+Left']],
    ['video.forward-500ms', '500 ms forward', ['Alt+Right']],
    ['video.reset-rate-and-zoom', 'Reset play rate and waveform zoom', ['Ctrl+D0']],
    ['video.back-3s', 'Three seconds back', ['F7']],
    ['video.go-to-subtitle-start', 'Video position to start of subtitle', ['F6']],
    ['video.toggle-start-end', 'Toggle video position between start and end', ['F4']],
    ['video.play-selected-lines', 'Play selected lines', ['F5']],
    ['video.fullscreen', 'Full screen', ['Alt+Return']],
    ['video.open', 'Open video', null],
    ['video.close', 'Close video', null],
    ['video.play-rate-slower', 'Play rate slower', null],
    ['video.play-rate-faster', 'Play rate faster', null],
    ['video.audio-to-text', 'Audio to text (Whisper/Vosk)', null],
    ['video.text-to-speech', 'Text to speech', null],
  ]),
  ...group('Spell check', [
    ['spell.check', 'Spell check', ['Ctrl+Shift+S']],
    ['spell.find-double-words', 'Find double words', ['Ctrl+Shift+D']],
    ['spell.add-to-name-list', 'Add word to name list', ['Ctrl+Shift+L']],
    ['spell.get-dictionaries', 'Get dictionaries', null],
  ]),
  ...group('Synchronization', [
    ['sync.adjust-all-times', 'Adjust all times (show earlier/later)', ['Ctrl+Shift+A']],
    ['sync.visual-sync', 'Visual sync', ['Ctrl+Shift+V']],
    ['sync.point-sync', 'Point sync', ['Ctrl+Shift+P']],
    ['sync.point-sync-via-other', 'Point sync via other subtitle', null],
    ['sync.change-frame-rate', 'Change frame rate', null],
    ['sync.change-speed', 'Change speed (percent)', null],
  ]),
  ...group('List view and text box', [
    ['lvtb.go-to-first-selected', 'Go to first selected line', ['Ctrl+L']],
    ['lvtb.next-line', 'Go to next line', ['Shift+Return']],
    ['lvtb.next-line-translate', 'Next line (translate mode)', ['Alt+Down']],
    ['lvtb.previous-line-translate', 'Previous line (translate mode)', ['Alt+Up']],
    ['lvtb.insert-after', 'Insert line after', ['Alt+Insert']],
    ['lvtb.insert-before', 'Insert line before', ['Ctrl+Shift+Insert']],
    ['lvtb.italic', 'Italic', ['Ctrl+I']],
    ['lvtb.next-error', 'Go to next error', ['F8']],
    ['lvtb.list-errors', 'List errors', ['Ctrl+F8']],
    ['lvtb.split-at-cursor', 'Split line at cursor', ['Ctrl+Alt+V']],
    ['lvtb.lowercase', 'Lowercase selection', ['Ctrl+U']],
    ['lvtb.uppercase', 'Uppercase selection', ['Ctrl+Shift+U']],
    ['lvtb.toggle-casing', 'Toggle casing of selection', ['Ctrl+Shift+F3']],
    ['lvtb.auto-break', 'Auto break', ['Ctrl+R']],
  ]),
  ...group('List view', [
    ['list.bold', 'Bold', null],
    ['list.underline', 'Underline', null],
    ['list.color', 'Color', null],
    ['list.alignment', 'Alignment', null],
    ['list.toggle-dialog-dashes', 'Toggle dialog dashes', null],
    ['list.remove-formatting', 'Remove formatting', null],
    ['list.copy-text-only', 'Copy text only', null],
    ['list.column-delete-text', 'Column: delete text', null],
    ['list.column-insert-text', 'Column: insert text', null],
    ['list.column-paste', 'Column: paste', null],
  ]),
  ...group('Text box', [
    ['text.bold', 'Bold', null],
    ['text.underline', 'Underline', null],
    ['text.color', 'Color', null],
    ['text.insert-unicode-symbol', 'Insert Unicode symbol', null],
    ['text.move-last-word-down', 'Move last word to next line', null],
    ['text.move-first-word-up', 'Move first word of next line up', null],
    ['text.unbreak', 'Remove line breaks', null],
  ]),
  ...group('Translate', [
    ['translate.auto-translate', 'Auto-translate', ['Ctrl+Shift+G']],
    ['translate.copy-original', 'Copy original text to translation', null],
    ['translate.search-online', 'Search the selected text online', null],
  ]),
  ...group('Create/adjust', [
    ['create.insert-at-video-position', 'Insert subtitle at video position', ['Shift+F9']],
    ['create.set-start', 'Set start', ['F11']],
    ['create.set-end', 'Set end', ['F12']],
    ['create.set-start-offset-rest', 'Set start and offset the rest', ['Ctrl+Space', 'F9']],
    ['create.set-end-go-to-next', 'Set end and go to next', ['F10']],
    ['create.extend-to-next', 'Extend to next subtitle', ['Ctrl+Shift+E']],
    ['create.extend-to-previous', 'Extend to previous subtitle', ['Alt+Shift+E']],
    ['create.set-end-and-start-of-next', 'Set end and start of next', null],
  ]),
  ...group('Waveform/spectrogram', [
    ['waveform.vertical-zoom-in', 'Vertical zoom in', ['Shift+Add']],
    ['waveform.vertical-zoom-out', 'Vertical zoom out', ['Shift+Subtract']],
    ['waveform.add-text-here', 'Add text here (after drawing an area)', ['Return']],
    ['waveform.insert-new', 'Insert new subtitle', ['Insert']],
    ['waveform.back-100ms', '100 ms back', ['Shift+Left']],
    ['waveform.forward-100ms', '100 ms forward', ['Shift+Right']],
    ['waveform.back-1s', 'One second back', ['Left']],
    ['waveform.forward-1s', 'One second forward', ['Right']],
    ['waveform.zoom-in', 'Zoom in', null],
    ['waveform.zoom-out', 'Zoom out', null],
    ['waveform.split', 'Split line at the play position', null],
    ['waveform.toggle-spectrogram', 'Switch between waveform and spectrogram', null],
  ]),
];

/** The entries of one group, in table order. */
export function shortcutsOfGroup(name: ShortcutGroup): ShortcutEntry[] {
  return SHORTCUTS.filter((entry) => entry.group === name);
}

/** The table's Shortcut cell: alternatives joined by 'or'; 'Not assigned' when there is none. */
export function shortcutText(shortcut: Shortcut | null): string {
  return shortcut === null ? 'Not assigned' : shortcut.join(' or ');
}

/**
 * The entry a chord triggers, for the editor's key handling. `online` picks the online editor's
 * key where it differs from the desktop one. Chords are unique over the whole table (a unit test
 * holds this), so one lookup serves every control; the caller still leaves keys such as Left or
 * Ctrl+I to a focused text field when the entry's control is not the one that has the focus.
 */
export function findShortcut(chord: KeyChord, online: boolean): ShortcutEntry | undefined {
  const wanted = formatChord(chord);
  return SHORTCUTS.find((entry) => {
    const keys = online ? (entry.onlineShortcut ?? entry.shortcut) : entry.shortcut;
    return keys?.some((key) => canonicalChord(key) === wanted) ?? false;
  });
}

export function shortcutById(id: string): ShortcutEntry | undefined {
  return SHORTCUTS.find((entry) => entry.id === id);
}
