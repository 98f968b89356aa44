import { useEffect } from 'react';
import { warmLocalFiles } from '../files/localFiles';
import { openWaveformFile } from '../files/waveformActions';
import { useStore } from '../state/store';
import { FilePickerDialog } from './FilePickerDialog';

/** Open waveform from disk: a peak file made by the desktop program (a 16-bit WAV of peaks). */
export function WaveformDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  useEffect(() => warmLocalFiles({ library: false }), []);
  return (
    <FilePickerDialog
      title="Open waveform from disk"
      label="Waveform file"
      accept=".wav"
      busyText="Opening…"
      open={(file) => openWaveformFile(store, file)}
      onClose={onClose}
    >
      <p className="muted">
        A waveform (.wav of peaks) saved by the desktop Subtitle Edit. It is read in this browser
        and stays on this computer.
      </p>
    </FilePickerDialog>
  );
}
