import { useId, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { parseSceneChanges } from '../files/sceneChanges';
import { sceneChangesAtom } from '../state/media';
import { useStore } from '../state/store';

/** Open scene changes from disk: a text file of seconds, one a line, read in the browser. */
export function SceneChangesDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const fieldId = useId();
  const [error, setError] = useState<string | null>(null);

  async function open(file: File | undefined): Promise<void> {
    if (!file) return;
    const times = parseSceneChanges(await file.text());
    if (times.length === 0) {
      setError(`"${file.name}" holds no scene changes (one number of seconds a line).`);
      return;
    }
    store.set(sceneChangesAtom, times);
    onClose();
  }

  return (
    <Dialog
      title="Open scene changes from disk"
      onClose={onClose}
      footer={
        <button type="button" className="secondary" onClick={onClose}>
          Cancel
        </button>
      }
    >
      <div className="dialog-field">
        <label htmlFor={fieldId}>Scene changes file</label>
        <input
          id={fieldId}
          type="file"
          accept=".txt,.scenechanges,text/plain"
          onChange={(event) => void open(event.target.files?.[0])}
        />
      </div>
      <p className="muted">A text file with one time in seconds a line; other lines are skipped.</p>
      {error && (
        <p role="alert" className="dialog-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
