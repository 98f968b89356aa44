// The auto-save and auto-backup writes, off the main thread. IndexedDB serialises (and Chromium
// compresses) a stored value synchronously in the thread that calls put(): for a 100k-line
// document that was 25–30 ms of the page's main thread every few seconds, a dropped frame
// while the list scrolled or the user typed. Here the same writes run in a worker; the page
// only packs the document and posts it (a copy: typed arrays and one string).
import { addBackup, saveCurrentDocument } from './editorDb';
import type { WriteReply, WriteRequest } from './documentWriterMessages';

/** The part of a dedicated worker's global scope used here (the project's lib is DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WriteRequest>) => void) | null;
  postMessage(message: WriteReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const request = event.data;
  const write =
    request.kind === 'document' ? saveCurrentDocument(request.value) : addBackup(request.value);
  write.then(
    () => scope.postMessage({ id: request.id }),
    (error: unknown) =>
      scope.postMessage({
        id: request.id,
        error: {
          name: error instanceof Error ? error.name : 'Error',
          message: error instanceof Error ? error.message : String(error),
        },
      }),
  );
};
