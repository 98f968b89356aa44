import { useEffect } from 'react';
import { chordFromEvent, formatChord } from '../../../shared/help/keyChords';
import { actionByChord } from '../commands/registry';
import { modalAtom } from '../state/ui';
import { useStore } from '../state/store';

/** True when the key goes to a field where the user types (text box, inputs, selects). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'button', 'range'].includes(target.type)) ||
    target.isContentEditable
  );
}

/**
 * The editor's keyboard shortcuts, read from the shortcut table. While a dialog is open only the
 * dialog sees keys (Escape closes it). In a text field a shortcut runs only when its action says
 * so and the chord holds Ctrl or Alt or is a function key: plain keys are for typing.
 */
export function useEditorKeys(): void {
  const store = useStore();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (event.defaultPrevented || event.isComposing || store.get(modalAtom)) return;
      const chord = chordFromEvent(event);
      if (!chord) return;
      const action = actionByChord(formatChord(chord));
      if (!action) return;
      if (isTypingTarget(event.target)) {
        const typingKey = !chord.ctrl && !chord.alt && !/^F\d+$/.test(chord.key);
        const textBoxKey = chord.shift && chord.key === 'Return';
        if (!action.inTextBox || (typingKey && !textBoxKey)) return;
      }
      event.preventDefault();
      action.perform(store);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
