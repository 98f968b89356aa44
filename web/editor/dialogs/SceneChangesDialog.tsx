import { parseSceneChanges } from '../files/sceneChanges';
import { sceneChangesAtom } from '../state/media';
import { useStore } from '../state/store';
import { FilePickerDialog } from './FilePickerDialog';

/** Open scene changes from disk: a text file of seconds, one a line, read in the browser. */
export function SceneChangesDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();

  async function open(file: File): Promise<string | null> {
    const times = parseSceneChanges(await file.text());
    if (times.length === 0) {
      return `"${file.name}" holds no scene changes (one number of seconds a line).`;
    }
    store.set(sceneChangesAtom, times);
    return null;
  }

  return (
    <FilePickerDialog
      title="Open scene changes from disk"
      label="Scene changes file"
      accept=".txt,.scenechanges,text/plain"
      open={open}
      onClose={onClose}
    >
      <p className="muted">A text file with one time in seconds a line; other lines are skipped.</p>
    </FilePickerDialog>
  );
}
