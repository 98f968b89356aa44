import { useId, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { openWaveformFile } from '../files/waveformActions';
import { useStore } from '../state/store';

/** Open waveform from disk: a peak file made by the desktop program (a 16-bit WAV of peaks). */
export function WaveformDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const fieldId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function open(file: File | undefined): void {
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    void openWaveformFile(store, file).then((message) => {
      setBusy(false);
      if (message === null) onClose();
      else setError(message);
    });
  }

  return (
    <Dialog
      title="Open waveform from disk"
      onClose={onClose}
      footer={
        <button type="button" className="secondary" onClick={onClose}>
          Cancel
        </button>
      }
    >
      <div className="dialog-field">
        <label htmlFor={fieldId}>Waveform file</label>
        <input
          id={fieldId}
          type="file"
          accept=".wav"
          disabled={busy}
          onChange={(event) => open(event.target.files?.[0])}
        />
      </div>
      <p className="muted">A waveform (.wav of peaks) saved by the desktop Subtitle Edit.</p>
      {busy && <p role="status">Opening…</p>}
      {error && (
        <p role="alert" className="dialog-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
