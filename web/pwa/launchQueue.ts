// Files the operating system hands to the installed editor ("Open with" on a subtitle file): the
// manifest's file_handlers (scripts/vitePwa.ts) name the extensions, and the browser queues the
// launch in window.launchQueue until the page sets a consumer.
import { useEffect, useRef } from 'react';

/** The File Handling API's shapes (Chromium only; not in TypeScript's DOM library yet). */
interface LaunchParams {
  readonly files: readonly FileSystemHandle[];
}

interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

function launchQueue(): LaunchQueue | undefined {
  return (window as Window & { launchQueue?: LaunchQueue }).launchQueue;
}

/** Calls `open` with the first file of each launch (the editor holds one document). */
export function useLaunchedFiles(open: (file: File) => void): void {
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  useEffect(() => {
    const queue = launchQueue();
    if (!queue) return;
    queue.setConsumer((params) => {
      const handle = params.files.find(
        (entry): entry is FileSystemFileHandle => entry.kind === 'file',
      );
      if (!handle) return;
      handle.getFile().then(
        (file) => openRef.current(file),
        (error: unknown) => console.error('The launched file could not be read:', error),
      );
    });
    // A consumer cannot be removed; the editor's next mount sets its own in its place.
  }, []);
}
