import { useId, useState, type DragEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { useStore } from '../state/store';
import { videoSourceAtom } from '../state/video';

/** Open video from disk: choose or drop a file; it plays from an object URL, never uploaded. */
export function VideoFileDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const fieldId = useId();
  const [dragging, setDragging] = useState(false);

  function open(file: File | undefined): void {
    if (!file) return;
    const previous = store.get(videoSourceAtom);
    if (previous?.fromDisk) URL.revokeObjectURL(previous.url);
    store.set(videoSourceAtom, { url: URL.createObjectURL(file), name: file.name, fromDisk: true });
    onClose();
  }

  function onDrop(event: DragEvent): void {
    event.preventDefault();
    setDragging(false);
    open(event.dataTransfer.files[0]);
  }

  return (
    <Dialog
      title="Open video from disk"
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
        <label htmlFor={fieldId}>Video file</label>
        <input
          id={fieldId}
          type="file"
          accept="video/*,audio/*,.mkv,.webm,.mp4,.ogg"
          onChange={(event) => open(event.target.files?.[0])}
        />
        <p className="muted">…or drop a video file here. It stays on your computer.</p>
      </div>
    </Dialog>
  );
}
