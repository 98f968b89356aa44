import { useId, useState, type DragEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { openSubtitleFile } from '../files/openSubtitle';
import { useStore } from '../state/store';

/** Open subtitle file: browse or drop; the service detects encoding and format. */
export function OpenDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const fieldId = useId();
  const [dragging, setDragging] = useState(false);
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

  function onDrop(event: DragEvent): void {
    event.preventDefault();
    event.stopPropagation();
    setDragging(false);
    open(event.dataTransfer.files[0]);
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
      <div
        className={dragging ? 'dialog-drop dragging' : 'dialog-drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={fieldId}>Subtitle file</label>
        <input
          id={fieldId}
          type="file"
          disabled={busy}
          onChange={(event) => open(event.target.files?.[0])}
        />
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
      </div>
    </Dialog>
  );
}
