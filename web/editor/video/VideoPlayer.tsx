import { useEffect, useRef } from 'react';
import { VIDEO_TIME_POLL_MS } from '../../../shared/subtitle/constants';
import { onVideoTime } from '../state/playback';
import { useAtomValue, useStore } from '../state/store';
import {
  videoDurationMsAtom,
  videoElementAtom,
  videoPausedAtom,
  videoSourceAtom,
} from '../state/video';
import { SubtitleOverlay } from './SubtitleOverlay';
import './video.css';

/**
 * The video and its subtitle preview. It owns the <video> element and reports its time to the
 * store: on media events, and every 10 ms while playing (spec §9) so "play current" stops at the
 * line's end within a frame.
 */
export function VideoPlayer() {
  const store = useStore();
  const source = useAtomValue(videoSourceAtom);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    store.set(videoElementAtom, element);
    let poll: ReturnType<typeof setInterval> | undefined;
    const report = (): void => onVideoTime(store, element.currentTime * 1000, element.paused);
    const onPlay = (): void => {
      report();
      clearInterval(poll);
      poll = setInterval(report, VIDEO_TIME_POLL_MS);
    };
    const onPause = (): void => {
      clearInterval(poll);
      report();
    };
    const onMetadata = (): void => {
      store.set(
        videoDurationMsAtom,
        Number.isFinite(element.duration) ? element.duration * 1000 : 0,
      );
      report();
    };
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onPause);
    element.addEventListener('seeked', report);
    element.addEventListener('timeupdate', report);
    element.addEventListener('loadedmetadata', onMetadata);
    element.addEventListener('durationchange', onMetadata);
    return () => {
      clearInterval(poll);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onPause);
      element.removeEventListener('seeked', report);
      element.removeEventListener('timeupdate', report);
      element.removeEventListener('loadedmetadata', onMetadata);
      element.removeEventListener('durationchange', onMetadata);
      store.set(videoElementAtom, null);
      store.set(videoPausedAtom, true);
    };
  }, [store]);

  return (
    <div className="video-frame">
      <video
        ref={video}
        src={source?.url}
        preload="auto"
        playsInline
        aria-label={source ? `Video: ${source.name}` : 'Video (none opened)'}
      >
        Browser not supported
      </video>
      <SubtitleOverlay />
    </div>
  );
}
