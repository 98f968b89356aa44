// Selected lines by index. Indices (not ids) are enough because every structural edit is a
// command that states the selection it leaves behind; history saves the selection with each
// entry, but a selection change alone never creates one.
import { atom } from './store';

export interface Selection {
  /** Selected line indices. */
  readonly indices: ReadonlySet<number>;
  /** The line shift-click ranges from: the last line selected by a click or key. */
  readonly anchor: number;
}

export const EMPTY_SELECTION: Selection = { indices: new Set(), anchor: -1 };

export const selectionAtom = atom<Selection>(EMPTY_SELECTION);

export function selectOne(index: number): Selection {
  return index < 0 ? EMPTY_SELECTION : { indices: new Set([index]), anchor: index };
}

export interface ClickModifiers {
  shift: boolean;
  ctrl: boolean;
}

/**
 * The list's click rules (spec §4): a click selects one line; shift-click selects the range
 * from the last selected line; ctrl-click toggles one line (the anchor stays on a line still
 * selected so the next shift-click has a start).
 */
export function clickSelection(
  current: Selection,
  index: number,
  modifiers: ClickModifiers,
): Selection {
  if (modifiers.shift && current.anchor >= 0) {
    const from = Math.min(current.anchor, index);
    const to = Math.max(current.anchor, index);
    const indices = new Set<number>();
    for (let i = from; i <= to; i++) indices.add(i);
    return { indices, anchor: current.anchor };
  }
  if (modifiers.ctrl) {
    const indices = new Set(current.indices);
    if (indices.has(index)) {
      indices.delete(index);
      const anchor =
        indices.size === 0 ? -1 : current.anchor === index ? firstOf(indices) : current.anchor;
      return { indices, anchor };
    }
    indices.add(index);
    return { indices, anchor: index };
  }
  return selectOne(index);
}

/** The lowest selected index, or -1 when nothing is selected. */
export function firstSelected(selection: Selection): number {
  return firstOf(selection.indices);
}

/** Selected indices in ascending order. */
export function sortedSelection(selection: Selection): number[] {
  return [...selection.indices].sort((a, b) => a - b);
}

/** Moves a single selection by delta (Alt+Up/Down), staying inside [0, count). */
export function moveSelection(current: Selection, delta: number, count: number): Selection {
  if (count === 0) return EMPTY_SELECTION;
  const from = current.anchor >= 0 ? current.anchor : firstSelected(current);
  const next = from < 0 ? 0 : Math.min(count - 1, Math.max(0, from + delta));
  return selectOne(next);
}

/** Drops indices that no longer exist (after the document shrank). */
export function clampSelection(current: Selection, count: number): Selection {
  if (current.anchor < count && [...current.indices].every((i) => i < count)) return current;
  const indices = new Set([...current.indices].filter((i) => i < count));
  const anchor = current.anchor < count ? current.anchor : firstOf(indices);
  return { indices, anchor };
}

function firstOf(indices: ReadonlySet<number>): number {
  let first = -1;
  for (const i of indices) if (first < 0 || i < first) first = i;
  return first;
}
