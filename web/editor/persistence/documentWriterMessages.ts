import type { BackupToStore, DocumentToStore } from './editorDb';

// The messages between the page and documentWriter.worker.ts.

export type WriteRequest =
  | { id: number; kind: 'document'; value: DocumentToStore }
  | { id: number; kind: 'backup'; value: BackupToStore };

/** A write's outcome: `error` carries the DOMException's name (QuotaExceededError matters). */
export interface WriteReply {
  id: number;
  error?: { name: string; message: string };
}
