import { useEffect } from 'react';
import { warmLocalFiles } from '../files/localFiles';
import { offerVideoSubtitleTracks } from '../files/videoTracks';
import { useStore } from '../state/store';
import { videoSourceAtom } from '../state/video';
import { cancelWaveformJob, showCachedWaveform } from '../waveform/makeWaveform';
import { FilePickerDialog } from './FilePickerDialog';

/** Open video from disk: choose or drop a file; it plays from an object URL, never uploaded.
 *  Its subtitle tracks, if it has any, are offered next (files/videoTracks.ts). */
export function VideoFileDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  useEffect(() => warmLocalFiles(), []);

  function open(file: File): null {
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
    // Read in the editor's worker once this dialog has closed; the tracks dialog asks.
    void offerVideoSubtitleTracks(store, file);
    return null;
  }

  return (
    <FilePickerDialog
      title="Open video from disk"
      label="Video file"
      accept="video/*,audio/*,.mkv,.webm,.mp4,.ogg"
      drop
      open={open}
      onClose={onClose}
    >
      <p className="muted">…or drop a video file here. It stays on your computer.</p>
    </FilePickerDialog>
  );
}
