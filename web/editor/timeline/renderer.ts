// The timeline's one requestAnimationFrame loop. Any atom the picture depends on asks for a
// frame; a frame settles the view (clamp, follow the playhead), builds the frame object and
// draws it. The still part (grid, waveform, lines, ruler) is drawn into a canvas of its own only
// when it changed; every frame copies it and draws the playhead and the region over it, so
// playback with a still view costs one image copy a frame.
import { documentAtom, kernelsAtom } from '../state/document';
import { sceneChangesAtom, waveformAtom } from '../state/media';
import { ruleFlagsAtom } from '../state/ruleCheck';
import { selectionAtom } from '../state/selection';
import { settingsAtom } from '../state/settings';
import type { EditorStore } from '../state/store';
import { themeAtom } from '../state/theme';
import {
  drawnRegionAtom,
  followPausedAtom,
  timelineDurationMsAtom,
  timelineHeightPxAtom,
  timelineViewAtom,
  timelineWidthAtom,
  verticalZoomAtom,
} from '../state/view';
import { playheadMsAtom, seekRevisionAtom, videoPausedAtom } from '../state/video';
import { drawCues } from './draw/drawCues';
import { drawOverlay, drawScenes } from './draw/drawOverlay';
import { drawRuler } from './draw/drawRuler';
import { drawWaveform } from './draw/drawWaveform';
import { buildFrame, sameStill, type StillLayer, type TimelineFrame } from './frame';
import { clampView, followView, viewEndMs } from '../state/viewGeometry';

/** performance.measure name of one drawing (the bench observes it). */
export const DRAW_MEASURE = 'timeline-draw';
/** User-timing entries are dropped after this many, so hours of playback keep no backlog. */
const MEASURES_KEPT = 600;

export interface TimelineRenderer {
  /** Draws in the next animation frame (several calls before it draw once). */
  invalidate(): void;
  /** Draws now what is waiting for the next frame (a drag shows each move without a frame's wait). */
  flush(): void;
  dispose(): void;
}

/** Clamps the stored view to the canvas and the timeline, and follows the playhead unless the
 *  user moved the view by hand since the last seek or play. */
export function settleView(store: EditorStore): void {
  const widthPx = store.get(timelineWidthAtom);
  if (widthPx <= 0) return;
  const durationMs = store.get(timelineDurationMsAtom);
  const stored = store.get(timelineViewAtom);
  let view = clampView(stored, widthPx, durationMs);
  if (!store.get(followPausedAtom)) {
    const centre = store.get(settingsAtom).timeLineCenter;
    view = followView(view, store.get(playheadMsAtom), widthPx, durationMs, centre);
  }
  if (view.startMs !== stored.startMs || view.msPerPx !== stored.msPerPx) {
    store.set(timelineViewAtom, view);
  }
}

export function createTimelineRenderer(
  store: EditorStore,
  canvas: HTMLCanvasElement,
): TimelineRenderer {
  const still = document.createElement('canvas');
  let previous: StillLayer | null = null;
  let pending = 0;
  let inFrame = false;
  let measures = 0;

  const invalidate = (): void => {
    if (pending === 0 && !inFrame) pending = requestAnimationFrame(frame);
  };

  function frame(): void {
    pending = 0;
    inFrame = true;
    try {
      performance.mark('timeline-draw-start');
      settleView(store);
      const built = buildFrame(store, window.devicePixelRatio || 1, previous);
      if (built) paint(built);
      if (built?.peaksLoading) pending = requestAnimationFrame(frame);
      performance.measure(DRAW_MEASURE, 'timeline-draw-start');
      if (++measures >= MEASURES_KEPT) {
        performance.clearMeasures(DRAW_MEASURE);
        performance.clearMarks('timeline-draw-start');
        measures = 0;
      }
    } finally {
      inFrame = false;
    }
  }

  function paint(built: TimelineFrame): void {
    const layer = built.still;
    const deviceWidth = Math.round(layer.widthPx * layer.dpr);
    const deviceHeight = Math.round(layer.heightPx * layer.dpr);
    for (const target of [canvas, still]) {
      if (target.width !== deviceWidth || target.height !== deviceHeight) {
        target.width = deviceWidth;
        target.height = deviceHeight;
        previous = null;
      }
    }
    const stillContext = still.getContext('2d');
    const context = canvas.getContext('2d');
    if (!stillContext || !context) return;
    if (!sameStill(previous, layer)) {
      stillContext.setTransform(layer.dpr, 0, 0, layer.dpr, 0, 0);
      drawWaveform(stillContext, layer);
      drawScenes(stillContext, built);
      drawCues(stillContext, layer);
      drawRuler(stillContext, layer);
      previous = layer;
    }
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(still, 0, 0);
    context.setTransform(layer.dpr, 0, 0, layer.dpr, 0, 0);
    drawOverlay(context, built);
    // The time window drawn, so any pixel maps to a time (CONTRACT §7).
    canvas.dataset['viewStartMs'] = String(round3(layer.view.startMs));
    canvas.dataset['viewEndMs'] = String(round3(viewEndMs(layer.view, layer.widthPx)));
  }

  // Playback and seeks resume following; everything the picture shows asks for a frame.
  const resumeFollowing = (): void => store.set(followPausedAtom, false);
  const unsubscribes = [
    store.sub(seekRevisionAtom, resumeFollowing),
    store.sub(videoPausedAtom, () => {
      if (!store.get(videoPausedAtom)) resumeFollowing();
    }),
    ...[
      documentAtom,
      kernelsAtom,
      selectionAtom,
      ruleFlagsAtom,
      waveformAtom,
      sceneChangesAtom,
      timelineViewAtom,
      timelineWidthAtom,
      timelineHeightPxAtom,
      timelineDurationMsAtom,
      verticalZoomAtom,
      drawnRegionAtom,
      playheadMsAtom,
      followPausedAtom,
      settingsAtom,
      themeAtom,
    ].map((watched) => store.sub(watched, invalidate)),
  ];
  invalidate();

  return {
    invalidate,
    flush(): void {
      if (pending === 0) return;
      cancelAnimationFrame(pending);
      frame();
    },
    dispose(): void {
      if (pending !== 0) cancelAnimationFrame(pending);
      pending = 0;
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
