// The waveform timeline's actions (the shortcut table's Waveform group, spec §9, and the zoom
// buttons). Seeks, inserts and deletes keyed on the timeline have scope 'timeline': arrows,
// Insert, Return and Delete mean other things in the list and the text box.
import { runEdit } from '../state/actions';
import { stepVideo } from '../state/playback';
import type { EditorStore } from '../state/store';
import { drawnRegionAtom, textFocusRequestAtom } from '../state/view';
import { playheadMsAtom } from '../state/video';
import {
  resetZoomAndRate,
  VERTICAL_ZOOM_STEP,
  zoomIn,
  zoomOut,
  zoomVertically,
} from '../state/viewZoom';
import { deleteSelectedLines } from './deleteLines';
import { insertAtTime } from './insertLine';
import type { EditorAction } from './editorAction';
import { insertRegion } from './timelineEdits';

/**
 * Return on the timeline ("add text here"): a line for the drawn region, or without one a
 * 2.5 s line at the playhead; then the text box takes the focus for typing.
 */
export function addTextHere(store: EditorStore): void {
  const region = store.get(drawnRegionAtom);
  const inserted =
    region && region.finished
      ? runEdit(store, insertRegion, { startMs: region.anchorMs, endMs: region.currentMs })
      : runEdit(store, insertAtTime, { startMs: store.get(playheadMsAtom) });
  store.set(drawnRegionAtom, null);
  if (inserted) store.set(textFocusRequestAtom, store.get(textFocusRequestAtom) + 1);
}

function seekAction(id: string, label: string, shortcutId: string, deltaMs: number): EditorAction {
  return {
    id,
    label,
    scope: 'timeline',
    shortcutIds: [shortcutId],
    perform: (store) => stepVideo(store, deltaMs),
  };
}

export const TIMELINE_ACTIONS: readonly EditorAction[] = [
  { id: 'zoomIn', label: 'Zoom in', shortcutIds: ['waveform.zoom-in'], perform: zoomIn },
  { id: 'zoomOut', label: 'Zoom out', shortcutIds: ['waveform.zoom-out'], perform: zoomOut },
  {
    id: 'verticalZoomIn',
    label: 'Vertical zoom in',
    shortcutIds: ['waveform.vertical-zoom-in'],
    perform: (store) => zoomVertically(store, VERTICAL_ZOOM_STEP),
  },
  {
    id: 'verticalZoomOut',
    label: 'Vertical zoom out',
    shortcutIds: ['waveform.vertical-zoom-out'],
    perform: (store) => zoomVertically(store, 1 / VERTICAL_ZOOM_STEP),
  },
  {
    id: 'resetZoomAndRate',
    label: 'Reset play rate and waveform zoom',
    shortcutIds: ['video.reset-rate-and-zoom'],
    inTextBox: true,
    perform: resetZoomAndRate,
  },
  seekAction('timelineBack1s', 'One second back', 'waveform.back-1s', -1000),
  seekAction('timelineForward1s', 'One second forward', 'waveform.forward-1s', 1000),
  seekAction('timelineBack100ms', '100 ms back', 'waveform.back-100ms', -100),
  seekAction('timelineForward100ms', '100 ms forward', 'waveform.forward-100ms', 100),
  {
    id: 'timelineInsertNew',
    label: 'Insert new subtitle',
    scope: 'timeline',
    shortcutIds: ['waveform.insert-new'],
    perform: (store) => {
      store.set(drawnRegionAtom, null);
      runEdit(store, insertAtTime, { startMs: store.get(playheadMsAtom) });
    },
  },
  {
    id: 'timelineAddTextHere',
    label: 'Add text here',
    scope: 'timeline',
    shortcutIds: ['waveform.add-text-here'],
    perform: addTextHere,
  },
  {
    id: 'timelineDeleteSelected',
    label: 'Delete selected lines',
    scope: 'timeline',
    keys: ['Delete'],
    perform: (store) => void runEdit(store, deleteSelectedLines, {}),
  },
  {
    id: 'timelineDropRegion',
    label: 'Drop the drawn region',
    scope: 'timeline',
    keys: ['Escape'],
    perform: (store) => store.set(drawnRegionAtom, null),
  },
];
