// buildFrame: everything one drawing of the timeline shows, read from the editor's atoms and the
// kernels' arrays into a plain object. The draw functions take only this object, so they never
// reach into state, and the renderer can tell from it whether the still part changed.
import { pyramidLength } from '../../../shared/kernels/timingStore';
import type { IndexRange, Kernels, PixelPeaks } from '../../../shared/kernels/types';
import { documentAtom, kernelsAtom } from '../state/document';
import { sceneChangesAtom, waveformAtom, type LoadedWaveform } from '../state/media';
import { ruleFlagsAtom } from '../state/ruleCheck';
import { selectionAtom, type Selection } from '../state/selection';
import type { EditorStore } from '../state/store';
import {
  drawnRegionAtom,
  timelineHeightPxAtom,
  timelineViewAtom,
  timelineWidthAtom,
  verticalZoomAtom,
} from '../state/view';
import { playheadMsAtom } from '../state/video';
import { viewEndMs, type TimelineView } from '../state/viewGeometry';
import { themeAtom } from '../state/theme';
import { TIMELINE_PALETTES, type TimelinePalette } from './draw/palette';
import { regionShown, regionSpan } from './gestures';

/** What the still layer shows; compared field by field to know when to redraw it. */
export interface StillLayer {
  readonly widthPx: number;
  readonly heightPx: number;
  readonly dpr: number;
  /** The colours of the editor's theme. */
  readonly palette: TimelinePalette;
  readonly view: TimelineView;
  readonly revision: number;
  readonly selection: Selection;
  readonly ruleFlags: Uint8Array;
  /** Per device pixel, in [-1, 1]; null without a waveform. Valid until the next fillPeaks. */
  readonly peaks: PixelPeaks | null;
  readonly peaksKey: LoadedWaveform | null;
  readonly verticalZoom: number;
  readonly sceneChangesMs: readonly number[];
  readonly lines: {
    readonly range: IndexRange;
    readonly start: Float64Array;
    readonly end: Float64Array;
    readonly texts: readonly string[];
  };
}

export interface TimelineFrame {
  readonly still: StillLayer;
  readonly playheadMs: number;
  /** The drawn region in order, once it is long enough to show; else null. */
  readonly region: { readonly start: number; readonly end: number } | null;
  /** A new waveform's peaks are still being copied in: draw again next frame. */
  readonly peaksLoading: boolean;
}

/**
 * Peaks copied into the kernels, plus pyramid entries built, in one frame. Loading at once cost a
 * 10-hour waveform (5.4M peaks) one task of 60-130 ms: the copy and the pyramid ran before the
 * JIT had made them fast. In steps each frame's share stays a few ms: a waveform of up to 250k
 * peaks loads in one frame, a 10-hour one in about 20, and the timeline draws its lines
 * meanwhile and the wave once it is whole.
 */
export const PEAK_LOAD_STEP = 500_000;

/** The waveform whose peaks a kernels instance holds, and how far loading it has come. */
interface PeakLoad {
  readonly loaded: LoadedWaveform | null;
  /** Level-0 peaks copied in. */
  copied: number;
  /** Pyramid entries built above level 0. */
  built: number;
}
const peakLoads = new WeakMap<Kernels, PeakLoad>();

/** Peaks `from`..`to`: a view of a Float32Array (a peak file read in the editor's worker), so
 *  a step copies each value once, or a slice of a number array. */
function peakPart(values: number[] | Float32Array, from: number, to: number): ArrayLike<number> {
  return values instanceof Float32Array ? values.subarray(from, to) : values.slice(from, to);
}

/** Takes the next step of loading `loaded`'s peaks into the kernels; answers whether all are in. */
export function loadPeaksStep(kernels: Kernels, loaded: LoadedWaveform | null): boolean {
  let load = peakLoads.get(kernels);
  if (!load || load.loaded !== loaded) {
    load = { loaded, copied: 0, built: 0 };
    peakLoads.set(kernels, load);
    kernels.store.preparePeaks(loaded?.waveform.peakMaxs.length ?? 0);
  }
  if (!loaded) return true;
  const { peakMaxs, peakMins } = loaded.waveform;
  const count = peakMaxs.length;
  const above = pyramidLength(count) - count;
  let budget = PEAK_LOAD_STEP;
  if (load.copied < count) {
    const from = load.copied;
    load.copied = Math.min(count, from + budget);
    // Views of Wasm memory, taken again each step (the memory may have grown since). set() from
    // a plain array is native code: fast from the first call.
    kernels.store.peakMax.set(peakPart(peakMaxs, from, load.copied), from);
    kernels.store.peakMin.set(peakPart(peakMins, from, load.copied), from);
    budget -= load.copied - from;
  }
  if (load.copied === count && load.built < above && budget > 0) {
    const from = load.built;
    load.built = Math.min(above, from + budget);
    kernels.buildPeakPyramidPart(from, load.built);
  }
  return load.copied === count && load.built === above;
}

/** Scene changes converted to ms once per list. */
const sceneMsCache = new WeakMap<readonly number[], readonly number[]>();
const NO_SCENES: readonly number[] = [];

export function sceneChangesMs(seconds: readonly number[] | null): readonly number[] {
  if (!seconds) return NO_SCENES;
  let ms = sceneMsCache.get(seconds);
  if (!ms) {
    ms = seconds.map((s) => Math.round(s * 1000));
    sceneMsCache.set(seconds, ms);
  }
  return ms;
}

/**
 * The frame for the current state, or null before the kernels load or the canvas has a width.
 * `previous` lets the waveform fill be skipped when nothing it depends on changed.
 */
export function buildFrame(
  store: EditorStore,
  dpr: number,
  previous: StillLayer | null,
): TimelineFrame | null {
  const kernels = store.get(kernelsAtom);
  const widthPx = store.get(timelineWidthAtom);
  const heightPx = store.get(timelineHeightPxAtom);
  if (!kernels || widthPx <= 0 || heightPx <= 0) return null;
  // The renderer stores the clamped view before building (settleView), so this is it.
  const view = store.get(timelineViewAtom);
  const doc = store.get(documentAtom);
  const timing = kernels.store;
  const waveform = store.get(waveformAtom);
  const peaksLoading = !loadPeaksStep(kernels, waveform);
  const loaded = peaksLoading ? null : waveform;
  const verticalZoom = store.get(verticalZoomAtom);
  let peaks: PixelPeaks | null = null;
  if (loaded) {
    const sameView =
      previous !== null &&
      previous.peaks !== null &&
      // Views into Wasm memory are detached (length 0) when the memory grew since.
      previous.peaks.max.length > 0 &&
      previous.peaksKey === loaded &&
      previous.view === view &&
      previous.widthPx === widthPx &&
      previous.dpr === dpr &&
      previous.verticalZoom === verticalZoom;
    if (sameView) peaks = previous.peaks;
    else {
      const { sampleRate, highestPeak } = loaded.waveform;
      const deviceWidth = Math.round(widthPx * dpr);
      peaks = kernels.fillPeaks({
        startPeak: (view.startMs / 1000) * sampleRate,
        peaksPerPixel: (view.msPerPx / dpr / 1000) * sampleRate,
        width: deviceWidth,
        scale: highestPeak > 0 ? verticalZoom / highestPeak : 0,
      });
    }
  }
  const still: StillLayer = {
    widthPx,
    heightPx,
    dpr,
    palette: TIMELINE_PALETTES[store.get(themeAtom)],
    view,
    revision: doc.revision,
    selection: store.get(selectionAtom),
    ruleFlags: store.get(ruleFlagsAtom),
    peaks,
    peaksKey: loaded,
    verticalZoom,
    sceneChangesMs: sceneChangesMs(store.get(sceneChangesAtom)),
    lines: {
      range: kernels.visibleRange(view.startMs, viewEndMs(view, widthPx)),
      start: timing.start,
      end: timing.end,
      texts: doc.texts,
    },
  };
  const region = store.get(drawnRegionAtom);
  return {
    still,
    playheadMs: store.get(playheadMsAtom),
    region:
      region && regionShown(region.anchorMs, region.currentMs)
        ? regionSpan(region.anchorMs, region.currentMs)
        : null,
    peaksLoading,
  };
}

/** True when two still layers draw the same picture. */
export function sameStill(a: StillLayer | null, b: StillLayer): boolean {
  return (
    a !== null &&
    a.widthPx === b.widthPx &&
    a.heightPx === b.heightPx &&
    a.dpr === b.dpr &&
    a.palette === b.palette &&
    a.view === b.view &&
    a.revision === b.revision &&
    a.selection === b.selection &&
    a.ruleFlags === b.ruleFlags &&
    a.peaks === b.peaks &&
    a.peaksKey === b.peaksKey &&
    a.verticalZoom === b.verticalZoom &&
    a.sceneChangesMs === b.sceneChangesMs
  );
}
