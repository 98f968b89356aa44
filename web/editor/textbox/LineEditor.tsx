import { useEffect, useId, useRef } from 'react';
import { autoBreakLine, setLineText, unbreakLine } from '../commands/editText';
import { runEdit } from '../state/actions';
import { documentAtom } from '../state/document';
import { endGesture } from '../state/history';
import { firstSelected, selectionAtom } from '../state/selection';
import { settingsAtom } from '../state/settings';
import { useAtomValue, useStore } from '../state/store';
import { textFocusRequestAtom } from '../state/view';
import './textbox.css';

/** The text of the first selected line; typing updates the list at once (one undo per gesture). */
export function LineEditor() {
  const store = useStore();
  const doc = useAtomValue(documentAtom);
  const selection = useAtomValue(selectionAtom);
  const maxLineLength = useAtomValue(settingsAtom).singleLineMaxLength;
  const index = firstSelected(selection);
  const hasLine = index >= 0 && index < doc.texts.length;
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // "Add text here" on the timeline asks for the focus once the new line is selected.
  const focusRequest = useAtomValue(textFocusRequestAtom);
  useEffect(() => {
    if (focusRequest > 0) field.current?.focus();
  }, [focusRequest]);

  return (
    <div className="line-editor">
      <label htmlFor={fieldId}>Text</label>
      <textarea
        ref={field}
        id={fieldId}
        rows={3}
        spellCheck
        disabled={!hasLine}
        value={hasLine ? (doc.texts[index] ?? '') : ''}
        onChange={(event) => runEdit(store, setLineText, { index, text: event.target.value })}
        onBlur={() => endGesture(store)}
      />
      <div className="line-editor-buttons">
        <button
          type="button"
          disabled={!hasLine}
          onClick={() => runEdit(store, autoBreakLine, { maxLineLength })}
        >
          Auto-break
        </button>
        <button
          type="button"
          disabled={!hasLine}
          onClick={() => runEdit(store, unbreakLine, { maxLineLength })}
        >
          Un-break
        </button>
      </div>
    </div>
  );
}
