import { saveWaveform, type StoredWaveform } from '../persistence/editorDb';
import { waveformAtom, type LoadedWaveform } from '../state/media';
import { settingsAtom } from '../state/settings';
import type { EditorStore } from '../state/store';
import { noticeAtom } from '../state/ui';
import { fileErrorMessage, readWaveformFile } from './localFiles';

export const DEMO_WAVEFORM_NAME = 'Demo waveform';

/** Puts a waveform in the state and, with auto-save on, in IndexedDB beside the document. */
export function setWaveform(store: EditorStore, loaded: LoadedWaveform | null): void {
  store.set(waveformAtom, loaded);
  if (!store.get(settingsAtom).autoSave) return;
  const stored: StoredWaveform | null = loaded && {
    name: loaded.name,
    waveform: loaded.waveform,
  };
  saveWaveform(stored).catch((error: unknown) => {
    console.error('The waveform could not be stored:', error);
    store.set(noticeAtom, {
      kind: 'error',
      text: 'The waveform could not be saved in this browser; it stays until you leave the page.',
    });
  });
}

/** Reads a desktop peak file in the page (the editor's worker; nothing is sent anywhere);
 *  answers the error message to show, or null on success. */
export async function openWaveformFile(store: EditorStore, file: File): Promise<string | null> {
  try {
    setWaveform(store, { waveform: await readWaveformFile(file), name: file.name });
    return null;
  } catch (error) {
    return fileErrorMessage(error, `"${file.name}" could not be opened as a waveform`);
  }
}
