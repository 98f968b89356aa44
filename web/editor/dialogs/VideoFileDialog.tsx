import { Dialog } from '../../components/Dialog';
import { useStore } from '../state/store';
import { videoSourceAtom } from '../state/video';
import { cancelWaveformJob, showCachedWaveform } from '../waveform/makeWaveform';
import { FileDropZone } from './FileDropZone';

/** Open video from disk: choose or drop a file; it plays from an object URL, never uploaded. */
export function VideoFileDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();

  function open(file: File | undefined): void {
    if (!file) return;
    const previous = store.get(videoSourceAtom);
    if (previous?.fromDisk) URL.revokeObjectURL(previous.url);
    cancelWaveformJob(store);
    store.set(videoSourceAtom, {
      url: URL.createObjectURL(file),
      name: file.name,
      fromDisk: true,
      file,
    });
    // A file whose waveform was made before shows it again at once.
    void showCachedWaveform(store, file);
    onClose();
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
      <FileDropZone label="Video file" accept="video/*,audio/*,.mkv,.webm,.mp4,.ogg" onFile={open}>
        <p className="muted">…or drop a video file here. It stays on your computer.</p>
      </FileDropZone>
    </Dialog>
  );
}
