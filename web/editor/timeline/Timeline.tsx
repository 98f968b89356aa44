import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { chordFromEvent, formatChord } from '../../../shared/help/keyChords';
import { hitIndex, hitKind, HIT_EMPTY } from '../../../shared/kernels/codes';
import { actionById, performAction, timelineActionByChord } from '../commands/registry';
import { ContextMenu } from '../menus/ContextMenu';
import { lineMenuItems } from '../menus/lineMenu';
import { setSelection } from '../state/actions';
import { waveformAtom } from '../state/media';
import { selectOne, selectionAtom, firstSelected } from '../state/selection';
import { useAtomValue, useStore } from '../state/store';
import { timelineHeightAtom } from '../state/layout';
import { timelineHeightPxAtom, timelineViewAtom, timelineWidthAtom } from '../state/view';
import { playheadMsAtom, videoSourceAtom } from '../state/video';
import { pxAtTime, rulerLabel, viewEndMs } from '../state/viewGeometry';
import { attachPointerInput, pointerPosition } from './pointerInput';
import { createTimelineRenderer } from './renderer';
import { TimelineScrollbar } from './TimelineScrollbar';
import { TimelineStatus } from './TimelineStatus';
import { WaveformJobStatus } from './WaveformJobStatus';
import './timeline.css';

interface OpenMenu {
  readonly x: number;
  readonly y: number;
  readonly index: number;
  readonly atMs: number;
}

const MAKE_WAVEFORM_ACTION = 'makeWaveformFromVideo';

/**
 * The waveform timeline (spec §2, §4; CONTRACT §7): a canvas that draws the waveform, the lines,
 * the ruler and the playhead from the editor's state, and turns mouse and keys into commands.
 * This component only wires things: drawing is renderer.ts, input pointerInput.ts and the
 * registry's timeline actions.
 */
export function Timeline() {
  const store = useStore();
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const canvasId = useId();
  const helpId = useId();
  const waveform = useAtomValue(waveformAtom);
  const video = useAtomValue(videoSourceAtom);
  const heightPx = useAtomValue(timelineHeightAtom);

  useEffect(() => {
    const element = canvas.current;
    const container = box.current;
    if (!element || !container) return;
    const renderer = createTimelineRenderer(store, element);
    const detach = attachPointerInput(store, element, () => renderer.flush());
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      store.set(timelineWidthAtom, Math.floor(entry.contentRect.width));
      store.set(timelineHeightPxAtom, Math.floor(entry.contentRect.height));
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      detach();
      renderer.dispose();
    };
  }, [store]);

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>): void {
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      openMenuAtPlayhead();
      return;
    }
    const chord = chordFromEvent(event.nativeEvent);
    const action = chord ? timelineActionByChord(formatChord(chord)) : undefined;
    if (!action) return;
    // Marked handled, so the editor's window-wide key handler leaves it alone.
    event.preventDefault();
    action.perform(store);
  }

  function onContextMenu(event: MouseEvent<HTMLCanvasElement>): void {
    event.preventDefault();
    const element = canvas.current;
    const at = element && pointerPosition(store, element, event.clientX);
    if (!at) return;
    const index = hitKind(at.hit) === HIT_EMPTY ? -1 : hitIndex(at.hit);
    if (index >= 0 && !store.get(selectionAtom).indices.has(index)) {
      setSelection(store, selectOne(index));
    }
    setMenu({ x: event.clientX, y: event.clientY, index, atMs: Math.max(0, at.timeMs) });
  }

  /** The keyboard's way to the menu: at the playhead, for the first selected line. */
  function openMenuAtPlayhead(): void {
    const element = canvas.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const playheadMs = store.get(playheadMsAtom);
    const x = pxAtTime(store.get(timelineViewAtom), playheadMs);
    const index = firstSelected(store.get(selectionAtom));
    const clampedX = Math.min(Math.max(x, 0), rect.width);
    setMenu({ x: rect.left + clampedX, y: rect.top + rect.height / 2, index, atMs: playheadMs });
  }

  const canMakeWaveform = video !== null && actionById(MAKE_WAVEFORM_ACTION) !== undefined;
  return (
    <section className="editor-timeline" aria-label="Waveform timeline">
      <div className="timeline-toolbar">
        <button type="button" onClick={() => performAction(store, 'zoomIn')}>
          Zoom in
        </button>
        <button type="button" onClick={() => performAction(store, 'zoomOut')}>
          Zoom out
        </button>
        <ViewRange />
        <TimelineStatus />
      </div>
      <WaveformJobStatus />
      {/* The height the user set, at most half the window; the editor's layout may give less
          where the window is short, and the canvas draws what the box gets. */}
      <div
        ref={box}
        className="timeline-canvas-box"
        style={{ height: `min(${heightPx}px, 50dvh)` }}
      >
        <canvas
          ref={canvas}
          id={canvasId}
          className="timeline-canvas"
          tabIndex={0}
          aria-label="Waveform and subtitle lines"
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          onContextMenu={onContextMenu}
        />
        {!waveform && (
          <div className="timeline-empty">
            <span>
              {video
                ? 'The lines can be edited here without a waveform too.'
                : 'Open a video to make a waveform from it, or open a waveform file.'}
            </span>
            {canMakeWaveform && (
              <button type="button" onClick={() => performAction(store, MAKE_WAVEFORM_ACTION)}>
                Make waveform from video
              </button>
            )}
          </div>
        )}
      </div>
      <p id={helpId} className="sr-only">
        Drag a line&apos;s edge to change its start or end, drag inside a line to move it, drag on
        empty space and press Enter to add a line. Left and Right seek one second (with Shift 100
        ms), Insert adds a line at the video position, Delete removes the selected lines, the mouse
        wheel seeks 1.5 seconds and Ctrl with the wheel zooms.
      </p>
      <TimelineScrollbar controls={canvasId} />
      {menu && (
        <ContextMenu
          x={menu.x}
          y={menu.y}
          label="Waveform"
          items={lineMenuItems(store, menu.index, menu.atMs)}
          onClose={() => {
            setMenu(null);
            canvas.current?.focus({ preventScroll: true });
          }}
        />
      )}
    </section>
  );
}

/** The time window on screen as text (what the canvas's data attributes say, for people). */
function ViewRange() {
  const view = useAtomValue(timelineViewAtom);
  const widthPx = useAtomValue(timelineWidthAtom);
  const spanMs = view.msPerPx * widthPx;
  const step = spanMs < 10_000 ? 1 : 1000;
  return (
    <span className="timeline-range">
      {rulerLabel(view.startMs, step)} – {rulerLabel(viewEndMs(view, widthPx), step)}
    </span>
  );
}
