// Undo/redo of inverse patches recorded where the change is applied (never snapshots of the
// whole document: at 100k lines a copy per change would be too slow and too big). A gesture
// mark lets one user gesture (typing into a line) become one entry however many patches it made.
import { UNDO_LIMIT } from '../../../shared/subtitle/constants';
import { applyPatch, documentAtom, kernelsAtom, patchBytes, type Patch } from './document';
import { clampSelection, selectionAtom, type Selection } from './selection';
import { atom, type EditorStore } from './store';

interface HistoryEntry {
  /** Applying it moves the document to the other side of this entry. */
  readonly patch: Patch;
  /** The selection to show once `patch` is applied. */
  readonly selectionAfterPatch: Selection;
  /** The selection to show when the opposite entry is applied again. */
  readonly selectionBeforePatch: Selection;
  readonly bytes: number;
}

export interface HistoryState {
  readonly undo: readonly HistoryEntry[];
  readonly redo: readonly HistoryEntry[];
  /** The gesture the newest undo entry belongs to; null once that gesture ended. */
  readonly openGesture: string | null;
}

export interface HistoryLimits {
  entries: number;
  /** Oldest entries are dropped beyond this many bytes of stored patches. */
  bytes: number;
}

const EMPTY_HISTORY: HistoryState = { undo: [], redo: [], openGesture: null };

export const historyAtom = atom<HistoryState>(EMPTY_HISTORY);
export const historyLimitsAtom = atom<HistoryLimits>({
  entries: UNDO_LIMIT,
  bytes: 256 * 1024 * 1024,
});

export const canUndoAtom = atom((get) => get(historyAtom).undo.length > 0);
export const canRedoAtom = atom((get) => get(historyAtom).redo.length > 0);

export interface CommitOptions {
  /** Consecutive commits with the same gesture key while it is open merge into one entry. */
  gesture?: string;
}

/** Applies a patch as a user change: records its inverse and clears redo. */
export function commit(
  store: EditorStore,
  patch: Patch,
  selectionAfter: Selection,
  options: CommitOptions = {},
): void {
  const kernels = store.get(kernelsAtom);
  if (!kernels || patch.length === 0) return;
  const before = store.get(selectionAtom);
  const result = applyPatch(store.get(documentAtom), kernels, patch);
  store.set(documentAtom, result.doc);
  store.set(selectionAtom, clampSelection(selectionAfter, result.doc.texts.length));

  const history = store.get(historyAtom);
  const top = history.undo.at(-1);
  const gesture = options.gesture ?? null;
  let undo: HistoryEntry[];
  if (gesture !== null && top && history.openGesture === gesture) {
    // Newest inverse first: undoing the merged entry unwinds the gesture from its end.
    const merged = [...result.inverse, ...top.patch];
    undo = history.undo.with(-1, { ...top, patch: merged, bytes: patchBytes(merged) });
  } else {
    undo = [
      ...history.undo,
      {
        patch: result.inverse,
        selectionAfterPatch: before,
        selectionBeforePatch: selectionAfter,
        bytes: patchBytes(result.inverse),
      },
    ];
  }
  store.set(historyAtom, {
    undo: trim(undo, store.get(historyLimitsAtom)),
    redo: [],
    openGesture: gesture,
  });
}

/** Ends the open gesture so the next change starts a new entry. */
export function endGesture(store: EditorStore): void {
  const history = store.get(historyAtom);
  if (history.openGesture !== null) store.set(historyAtom, { ...history, openGesture: null });
}

export function undo(store: EditorStore): boolean {
  return step(store, 'undo');
}

export function redo(store: EditorStore): boolean {
  return step(store, 'redo');
}

/** Forgets all entries (a document loaded from outside starts a fresh history). */
export function clearHistory(store: EditorStore): void {
  store.set(historyAtom, EMPTY_HISTORY);
}

function step(store: EditorStore, from: 'undo' | 'redo'): boolean {
  const kernels = store.get(kernelsAtom);
  const history = store.get(historyAtom);
  const entry = history[from].at(-1);
  if (!kernels || !entry) return false;
  const result = applyPatch(store.get(documentAtom), kernels, entry.patch);
  store.set(documentAtom, result.doc);
  store.set(selectionAtom, clampSelection(entry.selectionAfterPatch, result.doc.texts.length));
  const opposite: HistoryEntry = {
    patch: result.inverse,
    selectionAfterPatch: entry.selectionBeforePatch,
    selectionBeforePatch: entry.selectionAfterPatch,
    bytes: patchBytes(result.inverse),
  };
  const to = from === 'undo' ? 'redo' : 'undo';
  store.set(historyAtom, {
    ...history,
    [from]: history[from].slice(0, -1),
    [to]: trim([...history[to], opposite], store.get(historyLimitsAtom)),
    openGesture: null,
  });
  return true;
}

function trim(entries: HistoryEntry[], limits: HistoryLimits): HistoryEntry[] {
  let first = Math.max(0, entries.length - limits.entries);
  let bytes = 0;
  for (let i = first; i < entries.length; i++) bytes += entries[i]?.bytes ?? 0;
  // Keep at least the newest entry even when it alone is over the budget.
  while (bytes > limits.bytes && first < entries.length - 1) {
    bytes -= entries[first]?.bytes ?? 0;
    first++;
  }
  return first === 0 ? entries : entries.slice(first);
}
