import { describe, expect, it } from 'vitest';
import { actionById, timelineActionByChord } from '../../../../web/editor/commands/registry';
import { setLineTimes } from '../../../../web/editor/commands/timelineEdits';
import { lineMenuItems } from '../../../../web/editor/menus/lineMenu';
import { runEdit } from '../../../../web/editor/state/actions';
import { endGesture, undo } from '../../../../web/editor/state/history';
import { seekVideo } from '../../../../web/editor/state/playback';
import { selectionAtom } from '../../../../web/editor/state/selection';
import { settingsAtom } from '../../../../web/editor/state/settings';
import {
  drawnRegionAtom,
  followPausedAtom,
  textFocusRequestAtom,
  timelineDurationMsAtom,
  timelineViewAtom,
  timelineWidthAtom,
  verticalZoomAtom,
} from '../../../../web/editor/state/view';
import { playheadMsAtom } from '../../../../web/editor/state/video';
import { settleView } from '../../../../web/editor/timeline/renderer';
import { linesOf, makeStore } from '../editorTestStore';

const LINES = [
  [1000, 3000, 'one'],
  [5000, 7000, 'two'],
  [9000, 11000, 'three'],
] as const;

describe('a drag is one history entry', () => {
  it('many moves, one Ctrl+Z back to the exact times', () => {
    const store = makeStore(LINES);
    for (const start of [4900, 4700, 4400, 4100]) {
      runEdit(store, setLineTimes, { index: 1, start, end: 7000, gesture: 'timeline-drag-1' });
    }
    endGesture(store);
    expect(linesOf(store)[1]).toEqual([4100, 7000, 'two']);
    undo(store);
    expect(linesOf(store)).toEqual(LINES.map((line) => [...line]));
    // Nothing older was merged into the drag.
    expect(undo(store)).toBe(false);
  });

  it('two drags are two entries', () => {
    const store = makeStore(LINES);
    runEdit(store, setLineTimes, { index: 0, start: 900, end: 3000, gesture: 'a' });
    endGesture(store);
    runEdit(store, setLineTimes, { index: 0, start: 800, end: 3000, gesture: 'b' });
    endGesture(store);
    undo(store);
    expect(linesOf(store)[0]).toEqual([900, 3000, 'one']);
  });
});

describe('timeline keys', () => {
  it('are found only through the timeline for arrows, Insert, Return and Delete', () => {
    expect(timelineActionByChord('Left')?.id).toBe('timelineBack1s');
    expect(timelineActionByChord('Shift+Right')?.id).toBe('timelineForward100ms');
    expect(timelineActionByChord('Insert')?.id).toBe('timelineInsertNew');
    expect(timelineActionByChord('Return')?.id).toBe('timelineAddTextHere');
    expect(timelineActionByChord('Delete')?.id).toBe('timelineDeleteSelected');
    // Editor-wide keys still work on the timeline.
    expect(timelineActionByChord('Ctrl+Z')?.id).toBe('undo');
    expect(timelineActionByChord('Ctrl+D0')?.id).toBe('resetZoomAndRate');
  });

  it('seek by 1 s and 100 ms, never below 0', () => {
    const store = makeStore(LINES);
    store.set(playheadMsAtom, 5000);
    timelineActionByChord('Right')?.perform(store);
    expect(store.get(playheadMsAtom)).toBe(6000);
    timelineActionByChord('Shift+Left')?.perform(store);
    expect(store.get(playheadMsAtom)).toBe(5900);
    store.set(playheadMsAtom, 500);
    timelineActionByChord('Left')?.perform(store);
    expect(store.get(playheadMsAtom)).toBe(0);
  });

  it('Return inserts a line for the drawn region (ends swapped) and asks the text box for focus', () => {
    const store = makeStore(LINES);
    store.set(drawnRegionAtom, { anchorMs: 4500, currentMs: 3200, finished: true });
    actionById('timelineAddTextHere')?.perform(store);
    expect(linesOf(store)[1]).toEqual([3200, 4500, '']);
    expect([...store.get(selectionAtom).indices]).toEqual([1]);
    expect(store.get(drawnRegionAtom)).toBeNull();
    expect(store.get(textFocusRequestAtom)).toBe(1);
  });

  it('Return without a region adds a 2.5 s line at the playhead; Insert too, without the focus', () => {
    const store = makeStore(LINES);
    store.set(playheadMsAtom, 12_000);
    actionById('timelineAddTextHere')?.perform(store);
    expect(linesOf(store)[3]).toEqual([12_000, 14_500, '']);
    store.set(playheadMsAtom, 3_500);
    actionById('timelineInsertNew')?.perform(store);
    expect(linesOf(store)[1]).toEqual([3_500, 6_000, '']);
    expect(store.get(textFocusRequestAtom)).toBe(1);
  });

  it('a region still being drawn is not inserted', () => {
    const store = makeStore(LINES);
    store.set(playheadMsAtom, 20_000);
    store.set(drawnRegionAtom, { anchorMs: 3200, currentMs: 4500, finished: false });
    actionById('timelineAddTextHere')?.perform(store);
    expect(linesOf(store).at(-1)).toEqual([20_000, 22_500, '']);
  });
});

describe('the timeline context menu', () => {
  it('acts at the mouse: insert new here at its time, the rest on the line under it', () => {
    const store = makeStore(LINES);
    const labels = lineMenuItems(store, 1, 8000).map((item) => item.label);
    expect(labels).toEqual([
      'Insert new here',
      'Delete',
      'Delete selected lines',
      'Insert before',
      'Insert after',
      'Merge with next',
      'Split here',
    ]);
    lineMenuItems(store, -1, 8000)[0]?.onSelect();
    expect(linesOf(store)[2]).toEqual([8000, 10_500, '']);
    const onEmpty = lineMenuItems(store, -1, 8000);
    expect(onEmpty.filter((item) => item.disabled).map((item) => item.label)).toEqual([
      'Delete',
      'Insert before',
      'Insert after',
      'Merge with next',
      'Split here',
    ]);
    lineMenuItems(store, 0, 0)
      .find((item) => item.label === 'Delete')
      ?.onSelect();
    expect(linesOf(store).map((line) => line[2])).toEqual(['two', '', 'three']);
  });
});

describe('following the video', () => {
  function timelineStore() {
    const store = makeStore([...LINES, [100_000, 102_000, 'far']]);
    store.set(timelineWidthAtom, 1000);
    settleView(store);
    return store;
  }

  it('pages when the playhead leaves the view, unless moved by hand until the next seek', () => {
    const store = timelineStore();
    expect(store.get(timelineViewAtom)).toEqual({ startMs: 0, msPerPx: 20 });
    expect(store.get(timelineDurationMsAtom)).toBe(107_000);
    store.set(playheadMsAtom, 19_000);
    settleView(store);
    expect(store.get(timelineViewAtom).startMs).toBe(0);
    seekVideo(store, 50_000);
    settleView(store);
    // The playhead lands 5 % into the new page.
    expect(store.get(timelineViewAtom).startMs).toBe(49_000);
    // Moved by hand: the view stays while the playhead goes elsewhere…
    store.set(followPausedAtom, true);
    store.set(timelineViewAtom, { startMs: 0, msPerPx: 20 });
    store.set(playheadMsAtom, 80_000);
    settleView(store);
    expect(store.get(timelineViewAtom).startMs).toBe(0);
    // …until a seek, which resumes following (the renderer subscribes to the seek counter).
    seekVideo(store, 80_000);
    store.set(followPausedAtom, false);
    settleView(store);
    expect(store.get(timelineViewAtom).startMs).toBe(79_000);
  });

  it('centres on the playhead when "center timeline" is on', () => {
    const store = timelineStore();
    store.set(settingsAtom, { ...store.get(settingsAtom), timeLineCenter: true });
    store.set(playheadMsAtom, 40_000);
    settleView(store);
    expect(store.get(timelineViewAtom).startMs).toBe(30_000);
  });
});

describe('zoom actions', () => {
  it('vertical zoom steps by 1.5 within its range; Ctrl+D0 resets it and the view zoom', () => {
    const store = makeStore(LINES);
    store.set(timelineWidthAtom, 1000);
    settleView(store);
    actionById('verticalZoomIn')?.perform(store);
    expect(store.get(verticalZoomAtom)).toBe(1.5);
    for (let i = 0; i < 30; i++) actionById('verticalZoomIn')?.perform(store);
    expect(store.get(verticalZoomAtom)).toBe(32);
    actionById('zoomIn')?.perform(store);
    expect(store.get(timelineViewAtom).msPerPx).toBe(10);
    timelineActionByChord('Ctrl+D0')?.perform(store);
    settleView(store);
    expect(store.get(verticalZoomAtom)).toBe(1);
    expect(store.get(timelineViewAtom).msPerPx).toBe(20);
  });
});
