// Mouse, pen and touchpad input on the timeline canvas: what the hit-test kernel finds under the
// pointer becomes a drag plan (gestures.ts), and each move becomes a command through the same
// registry and history as every other edit. One drag is one history entry.
import { flushSync } from 'react-dom';
import {
  HIT_BODY,
  HIT_EMPTY,
  HIT_END,
  HIT_START,
  hitIndex,
  hitKind,
} from '../../../shared/kernels/codes';
import { setLineTimes } from '../commands/timelineEdits';
import { runEdit, setSelection } from '../state/actions';
import { kernelsAtom } from '../state/document';
import { endGesture } from '../state/history';
import { sceneChangesAtom } from '../state/media';
import { seekVideo } from '../state/playback';
import { clickSelection, selectOne, selectionAtom } from '../state/selection';
import type { EditorStore } from '../state/store';
import {
  drawnRegionAtom,
  followPausedAtom,
  timelineDurationMsAtom,
  timelineViewAtom,
  timelineWidthAtom,
} from '../state/view';
import { playheadMsAtom } from '../state/video';
import { sceneChangesMs } from './frame';
import {
  edgeToleranceMs,
  scrollView,
  timeAtPx,
  WHEEL_PX_PER_ZOOM_DOUBLING,
  zoomView,
} from '../state/viewGeometry';
import {
  DRAG_THRESHOLD_PX,
  dragTimes,
  planPointerDown,
  regionKept,
  snapTargets,
  wheelSeekMs,
  type DragLine,
  type DragPlan,
} from './gestures';

interface ActiveDrag {
  readonly plan: DragPlan;
  readonly pointerId: number;
  readonly downX: number;
  readonly line: DragLine | null;
  readonly gesture: string;
  moved: boolean;
}

const CURSORS: Record<number, string> = {
  [HIT_EMPTY]: 'crosshair',
  [HIT_START]: 'ew-resize',
  [HIT_END]: 'ew-resize',
  [HIT_BODY]: 'move',
};

let gestureCount = 0;

/** Pixels of a wheel event, whatever unit the device reported. */
function wheelPixels(delta: number, mode: number): number {
  if (mode === WheelEvent.DOM_DELTA_LINE) return delta * 16;
  if (mode === WheelEvent.DOM_DELTA_PAGE) return delta * 400;
  return delta;
}

export interface PointerPosition {
  /** CSS px from the canvas's left edge. */
  readonly x: number;
  readonly timeMs: number;
  /** The hit-test result code there (shared/kernels/codes.ts). */
  readonly hit: number;
}

/** Time and hit-test result under a pointer event. */
export function pointerPosition(
  store: EditorStore,
  canvas: HTMLCanvasElement,
  clientX: number,
): PointerPosition | null {
  const kernels = store.get(kernelsAtom);
  if (!kernels) return null;
  const view = store.get(timelineViewAtom);
  const x = clientX - canvas.getBoundingClientRect().left;
  const timeMs = timeAtPx(view, x);
  return { x, timeMs, hit: kernels.hitTest(timeMs, edgeToleranceMs(view.msPerPx)) };
}

function dragLineAt(store: EditorStore, index: number): DragLine | null {
  const timing = store.get(kernelsAtom)?.store;
  if (!timing || index < 0 || index >= timing.count) return null;
  const at = (i: number) =>
    i >= 0 && i < timing.count ? { start: timing.start[i] ?? 0, end: timing.end[i] ?? 0 } : null;
  return {
    start: timing.start[index] ?? 0,
    end: timing.end[index] ?? 0,
    previous: at(index - 1),
    next: at(index + 1),
  };
}

/** Wires the canvas's pointer and wheel events; returns the function that unwires them. */
export function attachPointerInput(
  store: EditorStore,
  canvas: HTMLCanvasElement,
  drawNow: () => void = () => undefined,
): () => void {
  let drag: ActiveDrag | null = null;

  function onPointerDown(event: PointerEvent): void {
    if (event.button !== 0) return;
    canvas.focus({ preventScroll: true });
    const at = pointerPosition(store, canvas, event.clientX);
    if (!at) return;
    event.preventDefault();
    const index = hitIndex(at.hit);
    const onLine = hitKind(at.hit) !== HIT_EMPTY;
    if (onLine) {
      const ctrl = event.ctrlKey || event.metaKey;
      const selection = store.get(selectionAtom);
      setSelection(
        store,
        ctrl || event.shiftKey
          ? clickSelection(selection, index, { shift: event.shiftKey, ctrl })
          : selectOne(index),
      );
    }
    const line = onLine ? dragLineAt(store, index) : null;
    const plan = planPointerDown(at.hit, at.timeMs, line?.start ?? 0, line?.end ?? 0);
    drag = {
      plan,
      pointerId: event.pointerId,
      downX: at.x,
      line,
      gesture: `timeline-drag-${++gestureCount}`,
      moved: false,
    };
    store.set(
      drawnRegionAtom,
      plan.kind === 'region'
        ? { anchorMs: plan.anchorMs, currentMs: plan.anchorMs, finished: false }
        : null,
    );
    try {
      canvas.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks (released before this ran): the drag still
      // works while the pointer stays over the canvas.
    }
  }

  function onPointerMove(event: PointerEvent): void {
    if (!drag) {
      const at = pointerPosition(store, canvas, event.clientX);
      canvas.style.cursor = at ? (CURSORS[hitKind(at.hit)] ?? 'default') : 'default';
      return;
    }
    if (event.pointerId !== drag.pointerId) return;
    const at = pointerPosition(store, canvas, event.clientX);
    if (!at) return;
    if (!drag.moved && Math.abs(at.x - drag.downX) < DRAG_THRESHOLD_PX) return;
    drag.moved = true;
    const { plan, gesture } = drag;
    if (plan.kind === 'region') {
      store.set(drawnRegionAtom, {
        anchorMs: plan.anchorMs,
        currentMs: Math.max(0, at.timeMs),
        finished: false,
      });
      return;
    }
    if (!drag.line) return;
    const msPerPx = store.get(timelineViewAtom).msPerPx;
    const targets = snapTargets(sceneChangesMs(store.get(sceneChangesAtom)), msPerPx);
    const times = dragTimes(
      plan,
      drag.line,
      at.timeMs,
      { shift: event.shiftKey, alt: event.altKey },
      targets,
    );
    // Rendered at once, not in a later task: the list row shows the new time before the canvas
    // draws it in the next frame, so the two never disagree on screen.
    flushSync(() => {
      runEdit(store, setLineTimes, { index: plan.index, ...times, gesture });
    });
    // And the canvas at once too, instead of in the next animation frame.
    drawNow();
  }

  function onPointerUp(event: PointerEvent): void {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const finished = drag;
    drag = null;
    if (canvas.hasPointerCapture(event.pointerId)) canvas.releasePointerCapture(event.pointerId);
    if (finished.plan.kind !== 'region') {
      endGesture(store);
      return;
    }
    const region = store.get(drawnRegionAtom);
    store.set(
      drawnRegionAtom,
      region && finished.moved && regionKept(region.anchorMs, region.currentMs)
        ? { ...region, finished: true }
        : null,
    );
  }

  function onDoubleClick(event: MouseEvent): void {
    const at = pointerPosition(store, canvas, event.clientX);
    if (!at) return;
    seekVideo(store, Math.max(0, at.timeMs));
    if (hitKind(at.hit) !== HIT_EMPTY) setSelection(store, selectOne(hitIndex(at.hit)));
  }

  function onWheel(event: WheelEvent): void {
    event.preventDefault();
    const widthPx = store.get(timelineWidthAtom);
    const durationMs = store.get(timelineDurationMsAtom);
    const view = store.get(timelineViewAtom);
    const dx = wheelPixels(event.deltaX, event.deltaMode);
    const dy = wheelPixels(event.deltaY, event.deltaMode);
    if (event.ctrlKey || event.metaKey) {
      // Ctrl+wheel, and a touchpad pinch (browsers send it as Ctrl+wheel): zoom around the mouse.
      const x = event.clientX - canvas.getBoundingClientRect().left;
      store.set(
        timelineViewAtom,
        zoomView(view, 2 ** (dy / WHEEL_PX_PER_ZOOM_DOUBLING), x, widthPx, durationMs),
      );
      store.set(followPausedAtom, true);
    } else if (event.shiftKey || Math.abs(dx) > Math.abs(dy)) {
      // A sideways swipe (or Shift+wheel) scrolls the view.
      store.set(timelineViewAtom, scrollView(view, dx !== 0 ? dx : dy, widthPx, durationMs));
      store.set(followPausedAtom, true);
    } else {
      seekVideo(store, wheelSeekMs(store.get(playheadMsAtom), dy));
    }
  }

  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerup', onPointerUp);
  canvas.addEventListener('pointercancel', onPointerUp);
  canvas.addEventListener('dblclick', onDoubleClick);
  canvas.addEventListener('wheel', onWheel, { passive: false });
  return () => {
    canvas.removeEventListener('pointerdown', onPointerDown);
    canvas.removeEventListener('pointermove', onPointerMove);
    canvas.removeEventListener('pointerup', onPointerUp);
    canvas.removeEventListener('pointercancel', onPointerUp);
    canvas.removeEventListener('dblclick', onDoubleClick);
    canvas.removeEventListener('wheel', onWheel);
  };
}
