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

/** The waveform timeline's place: the canvas is a later issue, so for now it says what is
 *  loaded (waveform duration and peak rate, scene changes). */
export function TimelineSummary() {
  const loaded = useAtomValue(waveformAtom);
  const scenes = useAtomValue(sceneChangesAtom);
  return (
    <section className="editor-timeline" aria-label="Waveform timeline">
      <p role="status">
        {loaded
          ? `Waveform: ${loaded.name}, ${clock(waveformDurationMs(loaded.waveform))}, ` +
            `${loaded.waveform.sampleRate} peaks per second`
          : 'No waveform loaded'}
      </p>
      {scenes && (
        <p role="status">
          Scene changes: {scenes.length} {scenes.length === 1 ? 'time' : 'times'}
        </p>
      )}
    </section>
  );
}
