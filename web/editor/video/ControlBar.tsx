import { formatTimeMs } from '../../../shared/subtitle/time';
import { performAction } from '../commands/registry';
import {
  pauseVideo,
  playCurrent,
  playNext,
  playVideo,
  seekVideo,
  stepVideo,
} from '../state/playback';
import { useAtomValue, useStore } from '../state/store';
import {
  playheadMsAtom,
  videoDurationMsAtom,
  videoElementAtom,
  videoSourceAtom,
} from '../state/video';

/** Spec §2 control bar: play, pause, position, volume, ±1 s, Play current/next, Insert, offset. */
export function ControlBar() {
  const store = useStore();
  const playheadMs = useAtomValue(playheadMsAtom);
  const durationMs = useAtomValue(videoDurationMsAtom);
  const element = useAtomValue(videoElementAtom);
  const hasVideo = useAtomValue(videoSourceAtom) !== null;

  return (
    <div className="control-bar" role="toolbar" aria-label="Video controls">
      <div className="control-row">
        <button type="button" disabled={!hasVideo} onClick={() => playVideo(store)}>
          Play
        </button>
        <button type="button" disabled={!hasVideo} onClick={() => pauseVideo(store)}>
          Pause
        </button>
        <label className="control-slider">
          <span className="sr-only">Position</span>
          <input
            type="range"
            min={0}
            max={Math.max(durationMs, 1)}
            step={10}
            value={Math.min(playheadMs, Math.max(durationMs, 1))}
            disabled={!hasVideo}
            onChange={(event) => seekVideo(store, Number(event.target.value))}
          />
        </label>
        <span className="control-time" aria-label="Video position">
          {formatTimeMs(playheadMs)}
        </span>
        <label className="control-slider control-volume">
          <span className="sr-only">Volume</span>
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            defaultValue={element?.volume ?? 1}
            disabled={!hasVideo}
            onChange={(event) => {
              if (element) element.volume = Number(event.target.value);
            }}
          />
        </label>
      </div>
      <div className="control-row">
        <button type="button" disabled={!hasVideo} onClick={() => stepVideo(store, -1000)}>
          Back 1 sec
        </button>
        <button type="button" disabled={!hasVideo} onClick={() => stepVideo(store, 1000)}>
          Forward 1 sec
        </button>
        <button type="button" disabled={!hasVideo} onClick={() => playCurrent(store)}>
          Play current
        </button>
        <button type="button" disabled={!hasVideo} onClick={() => playNext(store)}>
          Play next
        </button>
        <button type="button" onClick={() => performAction(store, 'insertAtVideo')}>
          Insert
        </button>
        <button type="button" onClick={() => performAction(store, 'setStartOffsetRest')}>
          Set start+offset rest
        </button>
      </div>
    </div>
  );
}
