import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { TIMELINE_MIN_HEIGHT_PX } from '../../../shared/subtitle/constants';
import { clampTimelineHeight, timelineHeightAtom, timelineHeightMaxPx } from '../state/layout';
import { useAtomValue, useSetAtom } from '../state/store';

/** Arrow keys move the split this far; Page Up/Down five times as far. */
const KEY_STEP_PX = 10;
const PAGE_STEP_PX = 50;

/** The window's height, kept current (the timeline may take half of it at most). */
function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = (): void => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/**
 * The handle between the panes and the timeline: drag it up or down (or focus it and use the
 * arrow keys, Page Up/Down, Home and End) to give the timeline more or less height, from 80 px
 * to half the window. The height is remembered (state/layout.ts).
 */
export function TimelineSplitter() {
  const stored = useAtomValue(timelineHeightAtom);
  const setHeight = useSetAtom(timelineHeightAtom);
  const windowHeightPx = useWindowHeight();
  const maxPx = timelineHeightMaxPx(windowHeightPx);
  const heightPx = clampTimelineHeight(stored, windowHeightPx);
  const drag = useRef<{ pointerId: number; startY: number; startPx: number } | null>(null);

  function set(next: number): void {
    setHeight({ heightPx: next, windowHeightPx });
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>): void {
    if (event.button !== 0) return;
    event.preventDefault();
    drag.current = { pointerId: event.pointerId, startY: event.clientY, startPx: heightPx };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>): void {
    const from = drag.current;
    if (!from || from.pointerId !== event.pointerId) return;
    // The timeline is below the handle: moving it up makes the timeline taller.
    set(from.startPx + (from.startY - event.clientY));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const target = {
      ArrowUp: heightPx + KEY_STEP_PX,
      ArrowDown: heightPx - KEY_STEP_PX,
      PageUp: heightPx + PAGE_STEP_PX,
      PageDown: heightPx - PAGE_STEP_PX,
      Home: TIMELINE_MIN_HEIGHT_PX,
      End: maxPx,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    set(target);
  }

  const stop = (): void => {
    drag.current = null;
  };
  return (
    <div
      className="timeline-splitter"
      role="separator"
      aria-orientation="horizontal"
      aria-label="Resize timeline"
      aria-valuemin={TIMELINE_MIN_HEIGHT_PX}
      aria-valuemax={maxPx}
      aria-valuenow={heightPx}
      aria-valuetext={`Timeline ${heightPx} pixels high`}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
      onKeyDown={onKeyDown}
    />
  );
}
