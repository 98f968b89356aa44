import { sceneChangesAtom, waveformAtom, waveformDurationMs } from '../state/media';
import { useAtomValue } from '../state/store';

function clock(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${m}:${ss}`;
}

/** What the timeline has loaded, in words: the waveform (name, length, peak rate) and how many
 *  scene changes. */
export function TimelineStatus() {
  const loaded = useAtomValue(waveformAtom);
  const scenes = useAtomValue(sceneChangesAtom);
  return (
    <span className="timeline-status" role="status">
      {loaded
        ? `Waveform: ${loaded.name}, ${clock(waveformDurationMs(loaded.waveform))}, ` +
          `${loaded.waveform.sampleRate} peaks per second`
        : 'No waveform loaded'}
      {scenes && ` · Scene changes: ${scenes.length} ${scenes.length === 1 ? 'time' : 'times'}`}
    </span>
  );
}
