import { describe, expect, it } from 'vitest';
import { HIT_BODY, HIT_END, HIT_START } from '../../../../shared/kernels/codes';
import {
  dragTimes,
  planPointerDown,
  regionKept,
  regionShown,
  regionSpan,
  snapTargets,
  wheelSeekMs,
  type DragLine,
  type DragPlan,
} from '../../../../web/editor/timeline/gestures';
import { createReferenceKernels } from '../../../../shared/kernels/referenceKernels';
import { edgeToleranceMs } from '../../../../web/editor/state/viewGeometry';

const NONE = { shift: false, alt: false };
const NO_SNAP = { shift: false, alt: true };
const NO_SCENES = snapTargets([], 10);

/** Lines [start, end] in a kernels store, for hit-tests as the timeline makes them. */
function kernelsWith(lines: readonly (readonly [number, number])[]) {
  const kernels = createReferenceKernels();
  kernels.store.load(
    lines.map(([s]) => s),
    lines.map(([, e]) => e),
  );
  return kernels;
}

function planAt(
  lines: readonly (readonly [number, number])[],
  timeMs: number,
  msPerPx = 10,
): DragPlan {
  const kernels = kernelsWith(lines);
  const hit = kernels.hitTest(timeMs, edgeToleranceMs(msPerPx));
  const index = hit >> 2;
  const line = lines[index] ?? [0, 0];
  return planPointerDown(hit, timeMs, line[0], line[1]);
}

describe('mouse down: edge within 50 ms, body inside, region on empty space', () => {
  const lines = [[1000, 3000]] as const;

  it('grabs the start edge from exactly 50 ms before to 50 ms after it', () => {
    expect(planAt(lines, 950)).toMatchObject({
      kind: 'edge',
      edge: 'start',
      index: 0,
      grabOffsetMs: 50,
    });
    expect(planAt(lines, 1050)).toMatchObject({ kind: 'edge', edge: 'start', grabOffsetMs: -50 });
    expect(planAt(lines, 949)).toMatchObject({ kind: 'region' });
  });

  it('grabs the end edge within 50 ms on either side, and the body between', () => {
    expect(planAt(lines, 2950)).toMatchObject({ kind: 'edge', edge: 'end', grabOffsetMs: 50 });
    expect(planAt(lines, 3050)).toMatchObject({ kind: 'edge', edge: 'end', grabOffsetMs: -50 });
    expect(planAt(lines, 3051)).toMatchObject({ kind: 'region', anchorMs: 3051 });
    expect(planAt(lines, 1051)).toMatchObject({ kind: 'move', index: 0, grabOffsetMs: -51 });
    expect(planAt(lines, 2949)).toMatchObject({ kind: 'move' });
  });

  it('widens the grab to one pixel when a pixel is longer than 50 ms', () => {
    expect(planAt(lines, 1080, 100)).toMatchObject({ kind: 'edge', edge: 'start' });
    expect(planAt(lines, 1080, 10)).toMatchObject({ kind: 'move' });
  });

  it('with overlapping lines, the later one wins and an edge beats a body', () => {
    const overlapping = [
      [1000, 4000],
      [2000, 3000],
    ] as const;
    expect(planAt(overlapping, 2500)).toMatchObject({ kind: 'move', index: 1 });
    expect(planAt(overlapping, 3030)).toMatchObject({ kind: 'edge', edge: 'end', index: 1 });
    expect(planAt(overlapping, 3500)).toMatchObject({ kind: 'move', index: 0 });
    expect(planAt(overlapping, 3980)).toMatchObject({ kind: 'edge', edge: 'end', index: 0 });
  });

  it('decodes hit codes for every kind', () => {
    expect(planPointerDown((4 << 2) | HIT_START, 100, 120, 900)).toEqual({
      kind: 'edge',
      index: 4,
      edge: 'start',
      grabOffsetMs: 20,
    });
    expect(planPointerDown((4 << 2) | HIT_END, 880, 120, 900)).toMatchObject({
      edge: 'end',
      grabOffsetMs: 20,
    });
    expect(planPointerDown((4 << 2) | HIT_BODY, 500, 120, 900)).toMatchObject({
      kind: 'move',
      grabOffsetMs: -380,
    });
  });
});

const middle: DragLine = {
  start: 5000,
  end: 7000,
  previous: { start: 1000, end: 3000 },
  next: { start: 9000, end: 11000 },
};

describe('dragging an edge', () => {
  const start: DragPlan = { kind: 'edge', index: 1, edge: 'start', grabOffsetMs: 0 };
  const end: DragPlan = { kind: 'edge', index: 1, edge: 'end', grabOffsetMs: 0 };

  it('follows the mouse, keeps the grab offset, rounds to whole ms', () => {
    expect(dragTimes(start, middle, 4200.4, NO_SNAP, NO_SCENES)).toEqual({
      start: 4200,
      end: 7000,
    });
    expect(dragTimes({ ...start, grabOffsetMs: 30 }, middle, 4200, NO_SNAP, NO_SCENES)).toEqual({
      start: 4230,
      end: 7000,
    });
    expect(dragTimes(end, middle, 8000.6, NO_SNAP, NO_SCENES)).toEqual({ start: 5000, end: 8001 });
  });

  it('stops at the neighbour unless Shift is held', () => {
    expect(dragTimes(start, middle, 2000, NO_SNAP, NO_SCENES).start).toBe(3000);
    expect(dragTimes(start, middle, 2000, { shift: true, alt: true }, NO_SCENES).start).toBe(2000);
    expect(dragTimes(end, middle, 10000, NO_SNAP, NO_SCENES).end).toBe(9000);
    expect(dragTimes(end, middle, 10000, { shift: true, alt: true }, NO_SCENES).end).toBe(10000);
  });

  it('with Shift still never passes the neighbour start (the list stays in time order)', () => {
    expect(dragTimes(start, middle, 500, { shift: true, alt: true }, NO_SCENES).start).toBe(1000);
  });

  it('never makes a line end before it starts, nor a start below 0', () => {
    expect(dragTimes(start, middle, 9000, NO_SNAP, NO_SCENES)).toEqual({ start: 6999, end: 7000 });
    expect(dragTimes(end, middle, 1000, NO_SNAP, NO_SCENES)).toEqual({ start: 5000, end: 5001 });
    const first: DragLine = { start: 400, end: 2000, previous: null, next: null };
    expect(dragTimes(start, first, -300, NO_SNAP, NO_SCENES).start).toBe(0);
  });

  it('snaps to the neighbour edge within 500 ms, not beyond; Alt turns snapping off', () => {
    expect(dragTimes(start, middle, 3500, NONE, NO_SCENES).start).toBe(3000);
    expect(dragTimes(start, middle, 3501, NONE, NO_SCENES).start).toBe(3501);
    expect(dragTimes(start, middle, 3400, NO_SNAP, NO_SCENES).start).toBe(3400);
    expect(dragTimes(end, middle, 8500, NONE, NO_SCENES).end).toBe(9000);
    expect(dragTimes(end, middle, 8499, NONE, NO_SCENES).end).toBe(8499);
  });

  it('snaps to a scene change within 8 px at the zoom (at most 500 ms)', () => {
    const scenes = snapTargets([4000, 8000], 10); // 80 ms
    expect(dragTimes(start, middle, 4070, NONE, scenes).start).toBe(4000);
    expect(dragTimes(start, middle, 4090, NONE, scenes).start).toBe(4090);
    expect(dragTimes(end, middle, 7950, NONE, scenes).end).toBe(8000);
    expect(dragTimes(end, middle, 7950, NO_SNAP, scenes).end).toBe(7950);
    expect(snapTargets([], 1000).sceneSnapMs).toBe(500);
  });

  it('keeps an overlap the line already had, without pulling it further in', () => {
    const overlapping: DragLine = { ...middle, previous: { start: 1000, end: 5500 } };
    expect(dragTimes(start, overlapping, 4000, NO_SNAP, NO_SCENES).start).toBe(5000);
    expect(dragTimes(start, overlapping, 5200, NO_SNAP, NO_SCENES).start).toBe(5200);
  });
});

describe('moving a whole line', () => {
  const move: DragPlan = { kind: 'move', index: 1, grabOffsetMs: -1000 };

  it('keeps its duration and follows the mouse', () => {
    expect(dragTimes(move, middle, 7000, NO_SNAP, NO_SCENES)).toEqual({ start: 6000, end: 8000 });
  });

  it('stops at either neighbour unless Shift is held', () => {
    expect(dragTimes(move, middle, 3000, NO_SNAP, NO_SCENES)).toEqual({ start: 3000, end: 5000 });
    expect(dragTimes(move, middle, 9500, NO_SNAP, NO_SCENES)).toEqual({ start: 7000, end: 9000 });
    expect(dragTimes(move, middle, 3000, { shift: true, alt: true }, NO_SCENES)).toEqual({
      start: 2000,
      end: 4000,
    });
    expect(dragTimes(move, middle, 9500, { shift: true, alt: true }, NO_SCENES)).toEqual({
      start: 8500,
      end: 10500,
    });
  });

  it('snaps whichever edge is closer to its neighbour', () => {
    // Start 3300 is 300 ms from the previous end; end 5300 is far from the next start.
    expect(dragTimes(move, middle, 4300, NONE, NO_SCENES)).toEqual({ start: 3000, end: 5000 });
    // End 8700 is 300 ms from the next start.
    expect(dragTimes(move, middle, 7700, NONE, NO_SCENES)).toEqual({ start: 7000, end: 9000 });
  });

  it('never moves before 0', () => {
    const first: DragLine = { start: 500, end: 1500, previous: null, next: null };
    expect(dragTimes({ ...move, grabOffsetMs: 0 }, first, -200, NO_SNAP, NO_SCENES)).toEqual({
      start: 0,
      end: 1000,
    });
  });
});

describe('drawn regions', () => {
  it('shows a region only once longer than 0.1 s', () => {
    expect(regionShown(1000, 1100)).toBe(false);
    expect(regionShown(1000, 1101)).toBe(true);
    expect(regionShown(1101, 1000)).toBe(true);
  });

  it('keeps it on mouse up only over 0.2 s with positive start and end', () => {
    expect(regionKept(1000, 1200)).toBe(false);
    expect(regionKept(1000, 1201)).toBe(true);
    expect(regionKept(0, 1000)).toBe(false);
    expect(regionKept(1000, 0)).toBe(false);
  });

  it('puts reversed ends in order', () => {
    expect(regionSpan(3000.4, 1000.6)).toEqual({ start: 1001, end: 3000 });
  });
});

describe('wheel', () => {
  it('seeks 1.5 s forward on wheel up, back on wheel down, never below 0', () => {
    expect(wheelSeekMs(10_000, -120)).toBe(11_500);
    expect(wheelSeekMs(10_000, 120)).toBe(8_500);
    expect(wheelSeekMs(1_000, 120)).toBe(0);
    expect(wheelSeekMs(0, 3)).toBe(0);
    expect(wheelSeekMs(5_000, 0)).toBe(5_000);
  });
});
