import { useEffect } from 'react';
import { openSubtitleFile } from '../commands/openSubtitleFile';
import { warmLocalFiles } from '../files/localFiles';
import { useStore } from '../state/store';
import { FilePickerDialog } from './FilePickerDialog';

/** Open subtitle file: browse or drop; encoding and format are detected in the page. */
export function OpenDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  // The subtitle library loads (in the editor's worker) while the user picks the file.
  useEffect(() => warmLocalFiles(), []);
  return (
    <FilePickerDialog
      title="Open subtitle file"
      label="Subtitle file"
      drop
      busyText="Opening…"
      open={(file) => openSubtitleFile(store, file)}
      onClose={onClose}
    >
      <p className="muted">
        …or drop a subtitle file here (or anywhere on the editor). Encoding and format are detected
        from the content.
      </p>
      <p className="muted">Files stay on this computer: they are read in this browser.</p>
    </FilePickerDialog>
  );
}
