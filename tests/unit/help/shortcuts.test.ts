import { describe, expect, it } from 'vitest';
import {
  canonicalChord,
  chordFromEvent,
  formatChord,
  parseChord,
  type KeyEventLike,
} from '../../../shared/help/keyChords';
import {
  findShortcut,
  SHORTCUT_GROUPS,
  SHORTCUTS,
  shortcutById,
  shortcutsOfGroup,
  shortcutText,
} from '../../../shared/help/shortcuts';

// The shortcut table is read by the shortcuts page and by the online editor's key handling;
// these tests hold the properties both rely on, and the spec's assigned keys (editor.md §9).

/** Every assigned shortcut of spec/editor.md §9, as [id, keys as written there]. */
const SPEC_SHORTCUTS: [string, string[]][] = [
  ['file.new', ['Ctrl+N']],
  ['file.open', ['Ctrl+O']],
  ['file.save', ['Ctrl+S']],
  ['file.save-as', ['Ctrl+Alt+S']],
  ['edit.undo', ['Ctrl+Z']],
  ['edit.redo', ['Ctrl+Y']],
  ['edit.find', ['Ctrl+F']],
  ['edit.find-next', ['F3']],
  ['edit.replace', ['Ctrl+H']],
  ['edit.multiple-replace', ['Ctrl+Alt+M']],
  ['edit.go-to-subtitle-number', ['Ctrl+G']],
  ['edit.right-to-left', ['Ctrl+Shift+Alt+R']],
  ['general.help', ['F1']],
  ['general.toggle-list-source-view', ['F2']],
  ['general.open-data-folder', ['Ctrl+Alt+Shift+D']],
  ['tools.fix-common-errors', ['Ctrl+Shift+F']],
  ['tools.renumber', ['Ctrl+Shift+N']],
  ['tools.remove-text-for-hi', ['Ctrl+Shift+H']],
  ['tools.change-casing', ['Ctrl+Shift+C']],
  ['tools.merge-selected-lines', ['Ctrl+Shift+M']],
  ['tools.merge-original-and-translation', ['Ctrl+Alt+Shift+M']],
  ['tools.translator-mode', ['Ctrl+Shift+O']],
  ['tools.bookmark-with-comment', ['Ctrl+Shift+B']],
  ['video.play-pause', ['Ctrl+P']],
  ['video.pause', ['Ctrl+Alt+P']],
  ['video.play-from-before-text', ['Shift+F10']],
  ['video.show-hide', ['Ctrl+Q']],
  ['video.back-500ms', ['Alt+Left']],
  ['video.forward-500ms', ['Alt+Right']],
  ['video.reset-rate-and-zoom', ['Ctrl+D0']],
  ['video.back-3s', ['F7']],
  ['video.go-to-subtitle-start', ['F6']],
  ['video.toggle-start-end', ['F4']],
  ['video.play-selected-lines', ['F5']],
  ['video.fullscreen', ['Alt+Return']],
  ['spell.check', ['Ctrl+Shift+S']],
  ['spell.find-double-words', ['Ctrl+Shift+D']],
  ['spell.add-to-name-list', ['Ctrl+Shift+L']],
  ['sync.adjust-all-times', ['Ctrl+Shift+A']],
  ['sync.visual-sync', ['Ctrl+Shift+V']],
  ['sync.point-sync', ['Ctrl+Shift+P']],
  ['lvtb.go-to-first-selected', ['Ctrl+L']],
  ['lvtb.next-line', ['Shift+Return']],
  ['lvtb.next-line-translate', ['Alt+Down']],
  ['lvtb.previous-line-translate', ['Alt+Up']],
  ['lvtb.insert-after', ['Alt+Insert']],
  ['lvtb.insert-before', ['Ctrl+Shift+Insert']],
  ['lvtb.italic', ['Ctrl+I']],
  ['lvtb.next-error', ['F8']],
  ['lvtb.list-errors', ['Ctrl+F8']],
  ['lvtb.split-at-cursor', ['Ctrl+Alt+V']],
  ['lvtb.lowercase', ['Ctrl+U']],
  ['lvtb.uppercase', ['Ctrl+Shift+U']],
  ['lvtb.toggle-casing', ['Ctrl+Shift+F3']],
  ['lvtb.auto-break', ['Ctrl+R']],
  ['translate.auto-translate', ['Ctrl+Shift+G']],
  ['create.insert-at-video-position', ['Shift+F9']],
  ['create.set-start', ['F11']],
  ['create.set-end', ['F12']],
  ['create.set-start-offset-rest', ['Ctrl+Space', 'F9']],
  ['create.set-end-go-to-next', ['F10']],
  ['create.extend-to-next', ['Ctrl+Shift+E']],
  ['create.extend-to-previous', ['Alt+Shift+E']],
  ['waveform.vertical-zoom-in', ['Shift+Add']],
  ['waveform.vertical-zoom-out', ['Shift+Subtract']],
  ['waveform.add-text-here', ['Return']],
  ['waveform.insert-new', ['Insert']],
  ['waveform.back-100ms', ['Shift+Left']],
  ['waveform.forward-100ms', ['Shift+Right']],
  ['waveform.back-1s', ['Left']],
  ['waveform.forward-1s', ['Right']],
];

function keyEvent(partial: Partial<KeyEventLike> & { key: string }): KeyEventLike {
  return { code: '', ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...partial };
}

describe('shortcut table', () => {
  it('holds every assigned shortcut of the spec, and no other assigned key', () => {
    for (const [id, keys] of SPEC_SHORTCUTS) {
      expect(shortcutById(id)?.shortcut, id).toEqual(keys);
    }
    const assigned = SHORTCUTS.filter((entry) => entry.shortcut !== null).map((entry) => entry.id);
    expect(assigned.sort()).toEqual(SPEC_SHORTCUTS.map(([id]) => id).sort());
  });

  it('has unique, stable-looking ids', () => {
    const ids = SHORTCUTS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+\.[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('fills every group of the spec, in the spec order, with unassigned functions shown too', () => {
    expect(SHORTCUT_GROUPS).toHaveLength(13);
    for (const name of SHORTCUT_GROUPS)
      expect(shortcutsOfGroup(name).length, name).toBeGreaterThan(0);
    const order = SHORTCUTS.map((entry) => SHORTCUT_GROUPS.indexOf(entry.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(SHORTCUTS.some((entry) => entry.shortcut === null)).toBe(true);
    expect(shortcutText(null)).toBe('Not assigned');
    expect(shortcutText(['Ctrl+Space', 'F9'])).toBe('Ctrl+Space or F9');
  });

  it('uses only keys that parse, and no chord twice (desktop or online)', () => {
    for (const online of [false, true]) {
      const seen = new Map<string, string>();
      for (const entry of SHORTCUTS) {
        const keys = online ? (entry.onlineShortcut ?? entry.shortcut) : entry.shortcut;
        for (const key of keys ?? []) {
          const chord = canonicalChord(key);
          expect(seen.get(chord), `${entry.id} reuses ${chord}`).toBeUndefined();
          seen.set(chord, entry.id);
        }
      }
    }
  });

  it('gives the online editor Alt+P for play/pause, because browsers print on Ctrl+P', () => {
    const altP = parseChord('Alt+P');
    expect(findShortcut(altP, true)?.id).toBe('video.play-pause');
    expect(findShortcut(altP, false)).toBeUndefined();
    expect(findShortcut(parseChord('Ctrl+P'), false)?.id).toBe('video.play-pause');
  });
});

describe('key chords', () => {
  it('parses modifiers in any order to one canonical form', () => {
    expect(canonicalChord('Ctrl+Shift+Alt+R')).toBe('Ctrl+Alt+Shift+R');
    expect(formatChord(parseChord('Shift+Add'))).toBe('Shift+Add');
    expect(parseChord('F9')).toEqual({ ctrl: false, alt: false, shift: false, key: 'F9' });
  });

  it('refuses what is not a chord', () => {
    for (const bad of ['', 'Ctrl+', 'Ctrl+Ctrl+A', 'Meta+A', 'Ctrl+a', 'F13', 'Ctrl+Enter']) {
      expect(() => parseChord(bad), bad).toThrow(/Not a key chord/);
    }
  });

  it('turns browser key events into the table notation', () => {
    const cases: [KeyEventLike, string | null][] = [
      [keyEvent({ key: 'F', code: 'KeyF', ctrlKey: true, shiftKey: true }), 'Ctrl+Shift+F'],
      [keyEvent({ key: 'ƒ', code: 'KeyF', altKey: true }), 'Alt+F'],
      [keyEvent({ key: 'z', code: 'KeyW', ctrlKey: true }), 'Ctrl+Z'],
      [keyEvent({ key: 'Enter', code: 'Enter', altKey: true }), 'Alt+Return'],
      [keyEvent({ key: 'Enter', code: 'NumpadEnter' }), 'Return'],
      [keyEvent({ key: '+', code: 'NumpadAdd', shiftKey: true }), 'Shift+Add'],
      [keyEvent({ key: '-', code: 'NumpadSubtract', shiftKey: true }), 'Shift+Subtract'],
      [keyEvent({ key: '0', code: 'Digit0', ctrlKey: true }), 'Ctrl+D0'],
      [keyEvent({ key: ' ', code: 'Space', ctrlKey: true }), 'Ctrl+Space'],
      [keyEvent({ key: 'ArrowLeft', code: 'ArrowLeft', shiftKey: true }), 'Shift+Left'],
      [keyEvent({ key: 'F10', code: 'F10', shiftKey: true }), 'Shift+F10'],
      [keyEvent({ key: 'p', code: 'KeyP', metaKey: true }), 'Ctrl+P'],
      [keyEvent({ key: 'Shift', code: 'ShiftLeft', shiftKey: true }), null],
    ];
    for (const [event, expected] of cases) {
      const chord = chordFromEvent(event);
      expect(chord === null ? null : formatChord(chord), JSON.stringify(event)).toBe(expected);
    }
  });

  it('finds the entry of a pressed key', () => {
    const event = keyEvent({ key: ' ', code: 'Space', ctrlKey: true });
    const chord = chordFromEvent(event);
    expect(chord && findShortcut(chord, true)?.id).toBe('create.set-start-offset-rest');
    const f9 = chordFromEvent(keyEvent({ key: 'F9', code: 'F9' }));
    expect(f9 && findShortcut(f9, false)?.id).toBe('create.set-start-offset-rest');
  });
});
