// The page's side of the subtitle worker: one worker for the page, started on first use, asked
// by id. Where no worker can start (or it fails to load), the same handler runs on the page,
// imported on demand: slower for a big file, never a refusal. Nothing here sends a file anywhere.
import type { SubtitleTrackInfo } from '../../../shared/subtitle/index';
import type { PlainTextMode } from '../../../shared/subtitle/plainText';
import type { PeakArrays } from '../../../shared/waveform/peakFile';
import type {
  EncodingEntry,
  PackedLines,
  ReadLines,
  FileAnswer,
  FileEnvelope,
  FileFailure,
  FileReply,
  FileRequest,
} from './localFilesMessages';
import type { FormatListEntry } from '../../../shared/subtitle/index';

/** A request the worker refused: `message` is for the user. */
export class LocalFileError extends Error {
  override readonly name = 'LocalFileError';
  constructor(
    readonly problem: FileFailure['problem'],
    message: string,
  ) {
    super(message);
  }
}

interface Pending {
  readonly request: FileRequest;
  readonly resolve: (reply: FileReply) => void;
  /** performance.now() when it was posted. */
  readonly postedMs: number;
}

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/** On the page, for when no worker runs. */
async function answerHere(request: FileRequest): Promise<FileReply> {
  const { handleFileRequest } = await import('./localFilesWork');
  return handleFileRequest(request);
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./localFiles.worker.ts', import.meta.url), {
      type: 'module',
      name: 'subtitle files',
    });
  } catch (error) {
    console.error('The subtitle worker could not start; files are read on the page:', error);
    return (worker = null);
  }
  worker.onmessage = (event: MessageEvent<FileAnswer>) => {
    const { id, reply, workMs } = event.data;
    const waiting = pending.get(id);
    pending.delete(id);
    if (!waiting) return;
    measure(`file ${waiting.request.kind}`, waiting.postedMs, { workMs });
    waiting.resolve(reply);
  };
  worker.onerror = (event) => {
    // The worker script did not load or threw outside a request: what it had is done here.
    event.preventDefault();
    console.error('The subtitle worker failed; files are read on the page:', event.message);
    worker?.terminate();
    worker = null;
    const stranded = [...pending.values()];
    pending.clear();
    for (const waiting of stranded) {
      answerHere(waiting.request).then(waiting.resolve, (error: unknown) =>
        waiting.resolve(internalFailure(error)),
      );
    }
  };
  return worker;
}

function internalFailure(error: unknown): FileFailure {
  console.error('Reading or writing the file failed:', error);
  const detail = error instanceof Error ? error.message : String(error);
  return { kind: 'failed', problem: 'internal', message: `an internal error (${detail})` };
}

/** Sends a request (copied: a File's handle, packed lines) and waits for its reply. */
function ask(request: FileRequest): Promise<FileReply> {
  const target = startWorker();
  if (!target) return answerHere(request).catch(internalFailure);
  return new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, { request, resolve, postedMs: performance.now() });
    target.postMessage({ id, request } satisfies FileEnvelope);
  });
}

/**
 * A User Timing measure ending now ('file read', 'file write', …, and 'file open' for loading a
 * read file into the document): DevTools' performance panel shows them and the editor bench
 * reads them. `detail.workMs` is the worker's own share of a request.
 */
export function measure(name: string, startMs: number, detail?: Record<string, number>): void {
  if (typeof performance.measure !== 'function') return;
  performance.measure(name, {
    start: startMs,
    end: performance.now(),
    ...(detail ? { detail } : {}),
  });
}

/** The reply of the kind asked for, or the refusal thrown as a LocalFileError. */
async function expect<K extends FileReply['kind']>(
  request: FileRequest,
  kind: K,
): Promise<Extract<FileReply, { kind: K }>> {
  const reply = await ask(request);
  if (reply.kind === 'failed') throw new LocalFileError(reply.problem, reply.message);
  if (reply.kind !== kind) {
    throw new LocalFileError('internal', `an internal error (a '${reply.kind}' reply)`);
  }
  return reply as Extract<FileReply, { kind: K }>;
}

let warmed: Promise<void> | undefined;

/** Starts the worker ahead of a file the user is about to choose, and with `library` (the
 *  default) loads the subtitle library in it; a peak file needs no library. */
export function warmLocalFiles({ library = true }: { library?: boolean } = {}): void {
  if (!library) {
    startWorker();
    return;
  }
  warmed ??= expect({ kind: 'warm' }, 'ready').then(
    () => undefined,
    (error: unknown) => console.error('The subtitle library could not be loaded:', error),
  );
}

/** A subtitle file, or a video's subtitle track (`track`; default its first text track). */
export async function readSubtitleFile(file: File, track?: number): Promise<ReadLines> {
  return expect(
    { kind: 'read', file, fileName: file.name, ...(track !== undefined ? { track } : {}) },
    'read',
  );
}

/** A video's subtitle tracks (image tracks too); none for a file that is not a container. */
export async function listVideoSubtitleTracks(file: File): Promise<SubtitleTrackInfo[]> {
  return (await expect({ kind: 'tracks', file }, 'tracks')).tracks;
}

export interface WrittenBytes {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly fileName: string;
}

export function writeSubtitleFile(
  subtitle: PackedLines,
  options: { format: string; encoding: string; useWindowsNewLine: boolean },
): Promise<WrittenBytes> {
  return expect({ kind: 'write', subtitle, ...options }, 'written');
}

export function writePlainTextFile(
  subtitle: PackedLines,
  options: { mode: PlainTextMode; removeStyling: boolean; useWindowsNewLine: boolean },
): Promise<WrittenBytes> {
  return expect({ kind: 'plainText', subtitle, ...options }, 'written');
}

export interface FormatLists {
  readonly formats: readonly FormatListEntry[];
  readonly encodings: readonly EncodingEntry[];
}

let lists: Promise<FormatLists> | undefined;

/** The writable formats and the encodings, from the library (asked once). */
export function formatLists(): Promise<FormatLists> {
  lists ??= expect({ kind: 'lists' }, 'lists');
  lists.catch(() => (lists = undefined));
  return lists;
}

/** A desktop waveform (peak) file's peaks. */
export async function readWaveformFile(file: File): Promise<PeakArrays> {
  return (await expect({ kind: 'waveform', file }, 'waveform')).peaks;
}

/** What to tell the user when a local read or write failed: the worker's reason when it gave
 *  one (the file's problem, in the service's words), else a fault of ours. */
export function fileErrorMessage(error: unknown, what: string): string {
  if (error instanceof LocalFileError) return `${what}: ${error.message}`;
  console.error(`${what}:`, error);
  return `${what}: an internal error. Please try again.`;
}
