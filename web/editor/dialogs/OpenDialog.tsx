import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { openSubtitleFile } from '../commands/openSubtitleFile';
import { FileDropZone } from './FileDropZone';
import { useStore } from '../state/store';

/** Open subtitle file: browse or drop; the service detects encoding and format. */
export function OpenDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function open(file: File | undefined): void {
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    void openSubtitleFile(store, file).then((message) => {
      setBusy(false);
      if (message === null) onClose();
      else setError(message);
    });
  }

  return (
    <Dialog
      title="Open subtitle file"
      onClose={onClose}
      footer={
        <button type="button" className="secondary" onClick={onClose}>
          Cancel
        </button>
      }
    >
      <FileDropZone label="Subtitle file" disabled={busy} onFile={open}>
        <p className="muted">
          …or drop a subtitle file here (or anywhere on the editor). Encoding and format are
          detected from the content.
        </p>
        {busy && <p role="status">Opening…</p>}
        {error && (
          <p role="alert" className="dialog-error">
            {error}
          </p>
        )}
      </FileDropZone>
    </Dialog>
  );
}
