// A real editor store over the TypeScript kernels, for tests of actions without React.
import { createReferenceKernels } from '../../../shared/kernels/referenceKernels';
import type { Subtitle } from '../../../shared/subtitle/model';
import { initEditor } from '../../../web/editor/state/actions';
import { documentAtom, kernelsAtom, toSubtitle } from '../../../web/editor/state/document';
import { createStore, type EditorStore } from '../../../web/editor/state/store';

/** A subtitle of the given [startMs, endMs, text] lines. */
export function makeSubtitle(lines: readonly (readonly [number, number, string])[]): Subtitle {
  return {
    fileName: 'test.srt',
    paragraphs: lines.map(([start, end, text], index) => ({ number: index + 1, start, end, text })),
  };
}

export function makeStore(lines: readonly (readonly [number, number, string])[]): EditorStore {
  const store = createStore();
  initEditor(store, createReferenceKernels(), makeSubtitle(lines));
  return store;
}

/** The document's lines as [startMs, endMs, text] for compact assertions. */
export function linesOf(store: EditorStore): [number, number, string][] {
  const kernels = store.get(kernelsAtom);
  if (!kernels) throw new Error('no kernels');
  return toSubtitle(store.get(documentAtom), kernels.store).paragraphs.map((p) => [
    p.start,
    p.end,
    p.text,
  ]);
}
