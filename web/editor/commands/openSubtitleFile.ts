import type { ParseWarning } from '../../../shared/subtitle/model';
import {
  isSkippedBlocksNotice,
  skippedBlocksNotice,
} from '../../../shared/subtitle/skippedBlocksNotice';
import { columnsOfLines } from '../files/packedLines';
import { fileErrorMessage, measure, readSubtitleFile } from '../files/localFiles';
import type { ReadLines } from '../files/localFilesMessages';
import { runEdit } from '../state/actions';
import { markDocumentSaved } from '../state/saved';
import type { EditorStore } from '../state/store';
import { noticeAtom } from '../state/ui';
import { openLines } from './replaceDocument';

/** Puts lines read in the worker in place of the document (undoable) and tells the blocks a
 *  damaged file had skipped, naming their lines (CONTRACT §5), or clears that notice when it
 *  was about the file this one replaces. */
export function openReadLines(store: EditorStore, read: ReadLines): void {
  const started = performance.now();
  runEdit(store, openLines, {
    lines: columnsOfLines(read.subtitle, read.charCount, read.maxLineLength),
  });
  // A file as it was opened is the saved baseline (state/saved.ts).
  markDocumentSaved(store);
  showSkippedBlocks(store, read.warnings);
  measure('file open', started);
}

function showSkippedBlocks(
  store: EditorStore,
  warnings: readonly ParseWarning[] | undefined,
): void {
  const notice = store.get(noticeAtom);
  if (warnings && warnings.length > 0) {
    store.set(noticeAtom, { kind: 'info', text: skippedBlocksNotice(warnings) });
  } else if (notice && isSkippedBlocksNotice(notice.text)) {
    store.set(noticeAtom, null);
  }
}

/** Reads a file in the page (the editor's worker: nothing is sent anywhere) and opens it;
 *  answers the error message to show, or null when the document was replaced. A video file
 *  opens its first text subtitle track. */
export async function openSubtitleFile(store: EditorStore, file: File): Promise<string | null> {
  try {
    openReadLines(store, await readSubtitleFile(file));
    return null;
  } catch (error) {
    return fileErrorMessage(error, `"${file.name}" could not be opened`);
  }
}

/** Opens subtitle track `track` of a video file (read by slices in the worker); answers the
 *  message to show (an image track needs OCR, a damaged track) or null once it is open. */
export async function openVideoSubtitleTrack(
  store: EditorStore,
  file: File,
  track: number,
): Promise<string | null> {
  try {
    openReadLines(store, await readSubtitleFile(file, track));
    return null;
  } catch (error) {
    return fileErrorMessage(error, 'The subtitle track could not be opened');
  }
}
