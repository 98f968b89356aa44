import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useAtomValue, useStore } from '../state/store';
import {
  followPausedAtom,
  timelineDurationMsAtom,
  timelineViewAtom,
  timelineWidthAtom,
} from '../state/view';
import { clampView, rulerLabel, viewEndMs } from '../state/viewGeometry';

/** The thumb never gets thinner than this, so it can be grabbed at any zoom. */
const MIN_THUMB_PX = 14;

/**
 * A horizontal scroll bar for the timeline: the thumb shows which part of the whole file is on
 * screen and drags the view; a click beside it turns a page; arrows, Page Up/Down, Home and End
 * work from the keyboard. Moving the view here pauses following the video (until a play or seek).
 */
export function TimelineScrollbar({ controls }: { controls: string }) {
  const store = useStore();
  const view = useAtomValue(timelineViewAtom);
  const widthPx = useAtomValue(timelineWidthAtom);
  const durationMs = useAtomValue(timelineDurationMsAtom);
  const track = useRef<HTMLDivElement>(null);
  const grab = useRef<{ pointerId: number; offsetPx: number } | null>(null);

  const spanMs = view.msPerPx * widthPx;
  const trackPx = widthPx;
  const thumbPx = Math.max(
    MIN_THUMB_PX,
    durationMs > 0 ? (spanMs / durationMs) * trackPx : trackPx,
  );
  const travelPx = Math.max(0, trackPx - thumbPx);
  const scrollableMs = Math.max(0, durationMs - spanMs);
  const leftPx = scrollableMs > 0 ? (view.startMs / scrollableMs) * travelPx : 0;
  const percent = scrollableMs > 0 ? Math.round((view.startMs / scrollableMs) * 100) : 0;

  function moveTo(startMs: number): void {
    const current = store.get(timelineViewAtom);
    store.set(
      timelineViewAtom,
      clampView({ startMs, msPerPx: current.msPerPx }, widthPx, durationMs),
    );
    store.set(followPausedAtom, true);
  }

  function startMsAtThumbLeft(px: number): number {
    return travelPx > 0 ? (px / travelPx) * scrollableMs : 0;
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>): void {
    if (event.button !== 0 || !track.current) return;
    event.preventDefault();
    const x = event.clientX - track.current.getBoundingClientRect().left;
    if (x >= leftPx && x <= leftPx + thumbPx) {
      grab.current = { pointerId: event.pointerId, offsetPx: x - leftPx };
      track.current.setPointerCapture(event.pointerId);
    } else {
      moveTo(view.startMs + (x < leftPx ? -spanMs : spanMs) * 0.9);
    }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>): void {
    if (!grab.current || grab.current.pointerId !== event.pointerId || !track.current) return;
    const x = event.clientX - track.current.getBoundingClientRect().left;
    moveTo(startMsAtThumbLeft(x - grab.current.offsetPx));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>): void {
    if (grab.current?.pointerId === event.pointerId) grab.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const steps: Record<string, number> = {
      ArrowLeft: -spanMs * 0.1,
      ArrowRight: spanMs * 0.1,
      PageUp: -spanMs * 0.9,
      PageDown: spanMs * 0.9,
      Home: -durationMs,
      End: durationMs,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveTo(view.startMs + step);
  }

  const labelStep = spanMs < 10_000 ? 1 : 1000;
  return (
    <div
      ref={track}
      className="timeline-scrollbar"
      role="scrollbar"
      aria-label="Timeline position"
      aria-controls={controls}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${rulerLabel(view.startMs, labelStep)} to ${rulerLabel(viewEndMs(view, widthPx), labelStep)} of ${rulerLabel(durationMs, 1000)}`}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    >
      <div className="timeline-scrollbar-thumb" style={{ left: leftPx, width: thumbPx }} />
    </div>
  );
}
