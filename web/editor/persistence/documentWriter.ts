// Stores the auto-saved document and auto-backups through documentWriter.worker.ts, so the
// IndexedDB serialisation of a large document never blocks the page. Every write of the page's
// document goes through here: one worker takes them in order, so an older auto-save can never
// land after a newer save. Where no worker can run (no Worker in the environment, or the worker
// failed to start), the writes run here instead: slower for the page, never lost.
import {
  addBackup,
  saveCurrentDocument,
  type BackupToStore,
  type DocumentToStore,
} from './editorDb';
import type { WriteReply, WriteRequest } from './documentWriterMessages';

interface Pending {
  resolve: () => void;
  reject: (error: unknown) => void;
  /** The same write on the page, for when the worker fails. */
  retry: () => Promise<void>;
}

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/** The worker, started on first use; null once it is known not to work here. */
function writerWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./documentWriter.worker.ts', import.meta.url), {
      type: 'module',
      name: 'document writer',
    });
  } catch (error) {
    console.error('The document writer could not start; writing on the page instead:', error);
    return (worker = null);
  }
  worker.onmessage = (event: MessageEvent<WriteReply>) => {
    const { id, error } = event.data;
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    if (error) waiting.reject(new DOMException(error.message, error.name));
    else waiting.resolve();
  };
  worker.onerror = (event) => {
    // The worker script did not load or threw: every write in flight is done here instead.
    event.preventDefault();
    console.error('The document writer failed; writing on the page instead:', event.message);
    worker?.terminate();
    worker = null;
    const stranded = [...pending.values()];
    pending.clear();
    for (const waiting of stranded) waiting.retry().then(waiting.resolve, waiting.reject);
  };
  return worker;
}

/** Settles when every write asked for so far has settled (whatever its outcome). */
let allWritten: Promise<void> = Promise.resolve();

/** Waits for the writes in flight, so that a read sees them (the backup list shows a backup the
 *  timer has just made). */
export function writesSettled(): Promise<void> {
  return allWritten;
}

function send(request: WriteRequest, retry: () => Promise<void>): Promise<void> {
  const written = post(request, retry);
  const settled = written.then(
    () => undefined,
    () => undefined,
  );
  allWritten = allWritten.then(() => settled);
  return written;
}

function post(request: WriteRequest, retry: () => Promise<void>): Promise<void> {
  const target = writerWorker();
  if (!target) return retry();
  return new Promise((resolve, reject) => {
    pending.set(request.id, { resolve, reject, retry });
    // Copied, not transferred: the typed arrays are a few MB at most, and a value that stays
    // whole here can still be written on the page if the worker fails.
    target.postMessage(request);
  });
}

/** Writes the auto-saved document. */
export function storeCurrentDocument(value: DocumentToStore): Promise<void> {
  return send({ id: nextId++, kind: 'document', value }, () => saveCurrentDocument(value));
}

/** Adds an auto-backup (and drops the oldest beyond the limit). */
export function storeBackup(value: BackupToStore): Promise<void> {
  return send({ id: nextId++, kind: 'backup', value }, () => addBackup(value));
}
