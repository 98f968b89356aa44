// The subtitle worker: one for the page, started on first use (subtitleClient.ts). It answers each
// request with subtitleWork.ts and hands typed arrays and written bytes over (transferred).
import { handleFileRequest } from './localFilesWork';
import {
  replyTransfer,
  type FileAnswer,
  type FileEnvelope,
  type FileReply,
} from './localFilesMessages';

/** The part of a dedicated worker's global scope used here (the project's lib is DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<FileEnvelope>) => void) | null;
  postMessage(message: FileAnswer, transfer: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, request } = event.data;
  const started = performance.now();
  handleFileRequest(request)
    .catch((error: unknown): FileReply => {
      // A fault of ours, not of the user's file: told plainly, logged in the worker's console.
      console.error('The subtitle worker failed:', error);
      const detail = error instanceof Error ? error.message : String(error);
      return { kind: 'failed', problem: 'internal', message: `an internal error (${detail})` };
    })
    .then((reply) =>
      scope.postMessage({ id, reply, workMs: performance.now() - started }, replyTransfer(reply)),
    )
    .catch((error: unknown) => console.error('The subtitle worker could not answer:', error));
};
