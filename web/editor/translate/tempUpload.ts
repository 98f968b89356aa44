import { api } from '../../trpc';
import { documentAtom, kernelsAtom, toSubtitle } from '../state/document';
import type { EditorStore } from '../state/store';

/** Stores the document as a temporary subtitle (kept 24 hours) and answers its id. */
export async function uploadTempSubtitle(store: EditorStore): Promise<string> {
  const kernels = store.get(kernelsAtom);
  if (!kernels) throw new Error('The editor has not started');
  const { id } = await api.seApi.temp.create.mutate(
    toSubtitle(store.get(documentAtom), kernels.store),
  );
  return id;
}
