import { autoBreak, unbreak } from '../../../shared/subtitle/text';
import { lineCount } from '../state/document';
import { firstSelected } from '../state/selection';
import type { EditCommand } from '../state/editCommand';

/** Typing into the text box: one history entry per typing gesture on a line (gesture mark). */
export const setLineText: EditCommand<{ index: number; text: string }> = {
  id: 'setLineText',
  label: 'Edit text',
  run({ doc, selection }, { index, text }) {
    if (index < 0 || index >= lineCount(doc) || doc.texts[index] === text) return null;
    return { patch: [{ kind: 'setText', index, text }], selection, gesture: `text:${index}` };
  },
};

/** Auto-break and Un-break act on the first selected line (spec §4). */
function firstSelectedTextEdit(
  id: string,
  label: string,
  transform: (text: string, maxLineLength: number) => string,
): EditCommand<{ maxLineLength: number }> {
  return {
    id,
    label,
    run({ doc, selection }, { maxLineLength }) {
      const index = firstSelected(selection);
      if (index < 0 || index >= lineCount(doc)) return null;
      const text = transform(doc.texts[index] ?? '', maxLineLength);
      if (text === doc.texts[index]) return null;
      return { patch: [{ kind: 'setText', index, text }], selection };
    },
  };
}

export const autoBreakLine = firstSelectedTextEdit('autoBreak', 'Auto-break', autoBreak);
export const unbreakLine = firstSelectedTextEdit('unbreak', 'Un-break', (text) => unbreak(text));
