// The timeline's mouse rules (spec/editor.md §4 "Timeline mouse", §9), as pure functions:
// a hit-test result and a pointer become a plan; a plan, the pointer and the modifier keys
// become new times. Timeline.tsx turns the answers into commands; nothing here touches state.
import { HIT_BODY, HIT_END, HIT_START, hitIndex, hitKind } from '../../../shared/kernels/codes';
import {
  ADJACENT_SNAP_MS,
  MIN_DRAWN_REGION_KEPT_MS,
  MIN_DRAWN_REGION_SHOWN_MS,
  WHEEL_STEP_MS,
} from '../../../shared/subtitle/constants';

/** What a mouse down starts. Offsets keep the grabbed point under the mouse (no jump). */
export type DragPlan =
  | {
      readonly kind: 'edge';
      readonly index: number;
      readonly edge: 'start' | 'end';
      readonly grabOffsetMs: number;
    }
  | { readonly kind: 'move'; readonly index: number; readonly grabOffsetMs: number }
  | { readonly kind: 'region'; readonly anchorMs: number };

/** A line's times when the drag began, and its neighbours in the list (null at either end). */
export interface DragLine {
  readonly start: number;
  readonly end: number;
  readonly previous: { readonly start: number; readonly end: number } | null;
  readonly next: { readonly start: number; readonly end: number } | null;
}

export interface DragModifiers {
  /** Shift: the line may overlap its neighbour (it still never passes the neighbour's start). */
  readonly shift: boolean;
  /** Alt: no snapping while held. */
  readonly alt: boolean;
}

export interface SnapTargets {
  /** Scene changes in ms, ascending. */
  readonly sceneChangesMs: readonly number[];
  /** How close an edge must come to a scene change to snap to it, ms. */
  readonly sceneSnapMs: number;
}

/** Scene changes snap within this many pixels (the 500 ms adjacent snap is the most). */
export const SCENE_SNAP_PX = 8;
/** The pointer must move this far before a mouse down on a line changes its times. */
export const DRAG_THRESHOLD_PX = 3;
/** A dragged line keeps at least this duration. */
export const MIN_DRAGGED_DURATION_MS = 1;

export function planPointerDown(
  hitCode: number,
  pointerMs: number,
  start: number,
  end: number,
): DragPlan {
  const kind = hitKind(hitCode);
  const index = hitIndex(hitCode);
  if (kind === HIT_START)
    return { kind: 'edge', index, edge: 'start', grabOffsetMs: start - pointerMs };
  if (kind === HIT_END) return { kind: 'edge', index, edge: 'end', grabOffsetMs: end - pointerMs };
  if (kind === HIT_BODY) return { kind: 'move', index, grabOffsetMs: start - pointerMs };
  return { kind: 'region', anchorMs: Math.max(0, pointerMs) };
}

/** The snap distance for scene changes at a zoom. */
export function snapTargets(sceneChangesMs: readonly number[], msPerPx: number): SnapTargets {
  return { sceneChangesMs, sceneSnapMs: Math.min(ADJACENT_SNAP_MS, SCENE_SNAP_PX * msPerPx) };
}

/** The nearest target within its distance, as [target, distance]; null when none is near. */
function nearestSnap(
  value: number,
  adjacent: number | null,
  targets: SnapTargets,
): readonly [number, number] | null {
  let best: readonly [number, number] | null = null;
  if (adjacent !== null && Math.abs(value - adjacent) <= ADJACENT_SNAP_MS) {
    best = [adjacent, Math.abs(value - adjacent)];
  }
  const scenes = targets.sceneChangesMs;
  // The scene changes around value: binary search for the first one at or after it.
  let low = 0;
  let high = scenes.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((scenes[mid] ?? 0) < value) low = mid + 1;
    else high = mid;
  }
  for (const scene of [scenes[low - 1], scenes[low]]) {
    if (scene === undefined) continue;
    const distance = Math.abs(value - scene);
    if (distance <= targets.sceneSnapMs && (best === null || distance < best[1])) {
      best = [scene, distance];
    }
  }
  return best;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The earliest start the neighbour before allows: its end (or where the line already was, if
 *  they overlapped before the drag), or with Shift its start. */
function lowestStart(line: DragLine, shift: boolean): number {
  const previous = line.previous;
  if (!previous) return 0;
  return Math.max(0, shift ? previous.start : Math.min(previous.end, line.start));
}

/** The latest end the neighbour after allows without Shift (null: no limit). */
function highestEnd(line: DragLine, shift: boolean): number | null {
  const next = line.next;
  if (!next || shift) return null;
  return Math.max(next.start, line.end);
}

/** New times of a line whose edge or body is dragged, rounded to whole ms. */
export function dragTimes(
  plan: Exclude<DragPlan, { kind: 'region' }>,
  line: DragLine,
  pointerMs: number,
  modifiers: DragModifiers,
  targets: SnapTargets,
): { start: number; end: number } {
  const wanted = pointerMs + plan.grabOffsetMs;
  const snapOn = !modifiers.alt;
  // The list stays in start order: a start never passes the next line's start.
  const startLimit = line.next ? line.next.start : Number.POSITIVE_INFINITY;
  if (plan.kind === 'edge' && plan.edge === 'start') {
    const snapped = snapOn
      ? (nearestSnap(wanted, line.previous?.end ?? null, targets)?.[0] ?? wanted)
      : wanted;
    const high = Math.min(line.end - MIN_DRAGGED_DURATION_MS, startLimit);
    const start = Math.round(clamp(snapped, lowestStart(line, modifiers.shift), Math.max(0, high)));
    return { start, end: line.end };
  }
  if (plan.kind === 'edge') {
    const snapped = snapOn
      ? (nearestSnap(wanted, line.next?.start ?? null, targets)?.[0] ?? wanted)
      : wanted;
    const limit = highestEnd(line, modifiers.shift) ?? Number.POSITIVE_INFINITY;
    const end = Math.round(clamp(snapped, line.start + MIN_DRAGGED_DURATION_MS, limit));
    return { start: line.start, end };
  }
  const duration = line.end - line.start;
  let start = wanted;
  if (snapOn) {
    const byStart = nearestSnap(wanted, line.previous?.end ?? null, targets);
    const byEnd = nearestSnap(wanted + duration, line.next?.start ?? null, targets);
    if (byStart && (!byEnd || byStart[1] <= byEnd[1])) start = byStart[0];
    else if (byEnd) start = byEnd[0] - duration;
  }
  const endLimit = highestEnd(line, modifiers.shift);
  const high = Math.min(
    startLimit,
    endLimit === null ? Number.POSITIVE_INFINITY : endLimit - duration,
  );
  start = Math.round(clamp(start, lowestStart(line, modifiers.shift), Math.max(0, high)));
  return { start, end: start + Math.round(duration) };
}

/** A drawn region's ends in order. */
export function regionSpan(anchorMs: number, currentMs: number): { start: number; end: number } {
  return anchorMs <= currentMs
    ? { start: Math.round(anchorMs), end: Math.round(currentMs) }
    : { start: Math.round(currentMs), end: Math.round(anchorMs) };
}

/** A region is drawn only once it is longer than 0.1 s. */
export function regionShown(anchorMs: number, currentMs: number): boolean {
  return Math.abs(currentMs - anchorMs) > MIN_DRAWN_REGION_SHOWN_MS;
}

/** On mouse up a region stays only with a positive start and end and a length over 0.2 s. */
export function regionKept(anchorMs: number, currentMs: number): boolean {
  const { start, end } = regionSpan(anchorMs, currentMs);
  return start > 0 && end > 0 && end - start > MIN_DRAWN_REGION_KEPT_MS;
}

/** Wheel up (negative deltaY) seeks 1.5 s forward, wheel down 1.5 s back, never below 0. */
export function wheelSeekMs(playheadMs: number, deltaY: number): number {
  if (deltaY === 0) return playheadMs;
  return Math.max(0, playheadMs + (deltaY < 0 ? WHEEL_STEP_MS : -WHEEL_STEP_MS));
}
