import { useState } from 'react';
import { writePlainTextFile } from '../files/localFiles';
import { SaveFileDialog } from './SaveFileDialog';

const MODES = [
  { value: 'none', label: 'None' },
  { value: 'merge', label: 'Merge all lines' },
  { value: 'unbreak', label: 'Unbreak lines' },
] as const;

type Mode = (typeof MODES)[number]['value'];

/** Export plain text (CONTRACT §6): the editor's worker writes the .txt, saved as a file. */
export function ExportTextDialog({ onClose }: { onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('none');
  const [removeStyling, setRemoveStyling] = useState(false);

  return (
    <SaveFileDialog
      title="Export plain text"
      action="Export"
      failure="The text could not be exported"
      write={({ subtitle, useWindowsNewLine }) =>
        writePlainTextFile(subtitle, { mode, removeStyling, useWindowsNewLine })
      }
      onClose={onClose}
    >
      <fieldset className="dialog-fieldset">
        <legend>Line breaks</legend>
        {MODES.map((m) => (
          <label key={m.value} className="dialog-check">
            <input
              type="radio"
              name="plain-text-mode"
              value={m.value}
              checked={mode === m.value}
              onChange={() => setMode(m.value)}
            />
            {m.label}
          </label>
        ))}
      </fieldset>
      <label className="dialog-check">
        <input
          type="checkbox"
          checked={removeStyling}
          onChange={(event) => setRemoveStyling(event.target.checked)}
        />
        Remove styling
      </label>
    </SaveFileDialog>
  );
}
