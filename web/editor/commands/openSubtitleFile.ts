import {
  isSkippedBlocksNotice,
  skippedBlocksNotice,
} from '../../../shared/subtitle/skippedBlocksNotice';
import { api } from '../../trpc';
import { openSubtitle } from './replaceDocument';
import { runEdit } from '../state/actions';
import type { EditorStore } from '../state/store';
import { noticeAtom } from '../state/ui';
import { serviceErrorMessage } from '../files/serviceError';

/** Uploads a file to the subtitle service and opens what it reads; answers the error message
 *  to show, or null when the document was replaced. Blocks the service skipped in a damaged file
 *  are told in a notice that names their lines (CONTRACT §5). */
export async function openSubtitleFile(store: EditorStore, file: File): Promise<string | null> {
  const form = new FormData();
  form.set('file', file);
  try {
    const { warnings, ...subtitle } = await api.seApi.subtitles.read.mutate(form);
    runEdit(store, openSubtitle, { subtitle });
    const notice = store.get(noticeAtom);
    if (warnings && warnings.length > 0) {
      store.set(noticeAtom, { kind: 'info', text: skippedBlocksNotice(warnings) });
    } else if (notice && isSkippedBlocksNotice(notice.text)) {
      // The notice was about the file this one replaces.
      store.set(noticeAtom, null);
    }
    return null;
  } catch (error) {
    console.error('Opening the subtitle failed:', error);
    return serviceErrorMessage(error, `"${file.name}" could not be opened`);
  }
}
