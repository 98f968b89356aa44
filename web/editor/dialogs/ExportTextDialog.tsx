import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { api } from '../../trpc';
import { bytesFromBase64, saveBytes } from '../files/saveFile';
import { serviceErrorMessage } from '../files/serviceError';
import { documentAtom, kernelsAtom, toSubtitle } from '../state/document';
import { settingsAtom } from '../state/settings';
import { useStore } from '../state/store';

const MODES = [
  { value: 'none', label: 'None' },
  { value: 'merge', label: 'Merge all lines' },
  { value: 'unbreak', label: 'Unbreak lines' },
] as const;

type Mode = (typeof MODES)[number]['value'];

/** Export plain text (CONTRACT §6): the service writes the .txt, saved as a file. */
export function ExportTextDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const [mode, setMode] = useState<Mode>('none');
  const [removeStyling, setRemoveStyling] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function exportText(): Promise<void> {
    const kernels = store.get(kernelsAtom);
    if (!kernels) return;
    setBusy(true);
    setError(null);
    try {
      const written = await api.seApi.subtitles.plainText.mutate({
        mode,
        removeStyling,
        subtitle: toSubtitle(store.get(documentAtom), kernels.store),
        useWindowsNewLine: store.get(settingsAtom).useWindowsNewLine,
      });
      saveBytes(bytesFromBase64(written.base64), written.fileName);
      onClose();
    } catch (failure) {
      console.error('Plain-text export failed:', failure);
      setError(serviceErrorMessage(failure, 'The text could not be exported'));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title="Export plain text"
      onClose={onClose}
      footer={
        <>
          <button type="button" disabled={busy} onClick={() => void exportText()}>
            Export
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </>
      }
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
      {busy && <p role="status">Writing…</p>}
      {error && (
        <p role="alert" className="dialog-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
