import { api } from '../../trpc';
import { openSubtitle } from '../commands/replaceDocument';
import { runEdit } from '../state/actions';
import type { EditorStore } from '../state/store';
import { serviceErrorMessage } from './serviceError';

/** Uploads a file to the subtitle service and opens what it reads; answers the error message
 *  to show, or null when the document was replaced. */
export async function openSubtitleFile(store: EditorStore, file: File): Promise<string | null> {
  const form = new FormData();
  form.set('file', file);
  try {
    const subtitle = await api.seApi.subtitles.read.mutate(form);
    runEdit(store, openSubtitle, { subtitle });
    return null;
  } catch (error) {
    console.error('Opening the subtitle failed:', error);
    return serviceErrorMessage(error, `"${file.name}" could not be opened`);
  }
}
