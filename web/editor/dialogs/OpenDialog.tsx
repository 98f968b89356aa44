import { openSubtitleFile } from '../commands/openSubtitleFile';
import { useStore } from '../state/store';
import { FilePickerDialog } from './FilePickerDialog';

/** Open subtitle file: browse or drop; the service detects encoding and format. */
export function OpenDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
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
    </FilePickerDialog>
  );
}
