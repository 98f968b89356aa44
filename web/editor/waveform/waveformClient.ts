// Starts a waveform worker for one request and hands back its outcome. Cancelling terminates
// the worker: decoding stops at once and its memory is freed.
import type {
  PeaksResult,
  PieceAnswer,
  WaveformReply,
  WaveformRequest,
  WaveformTimings,
} from './waveformWorkerMessages';
import type { WaveformFailure } from './messages';
import { PageDecoder } from './pageDecoder';

export type WaveformOutcome =
  | {
      readonly kind: 'done';
      readonly peaks: PeaksResult;
      readonly fromCache: boolean;
      readonly timings: WaveformTimings | null;
    }
  | { readonly kind: 'missing' }
  | { readonly kind: 'failed'; readonly failure: WaveformFailure }
  | { readonly kind: 'cancelled' };

export interface WaveformTask {
  readonly outcome: Promise<WaveformOutcome>;
  cancel(): void;
}

/** Sends a piece's channels, transferred; copied where the browser will not detach them. */
function postPieceAnswer(worker: Worker, answer: PieceAnswer, transfer: ArrayBuffer[]): void {
  try {
    worker.postMessage(answer, transfer);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'DataCloneError')) throw error;
    worker.postMessage(answer);
  }
}

export function startWaveformWorker(
  request: WaveformRequest,
  onProgress: (doneSeconds: number, totalSeconds: number) => void = () => undefined,
): WaveformTask {
  let settle: (outcome: WaveformOutcome) => void = () => undefined;
  const outcome = new Promise<WaveformOutcome>((resolve) => (settle = resolve));
  let worker: Worker;
  try {
    worker = new Worker(new URL('./waveform.worker.ts', import.meta.url), {
      type: 'module',
      name: 'waveform',
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      outcome: Promise.resolve({ kind: 'failed', failure: { kind: 'workerFailed', detail } }),
      cancel: () => undefined,
    };
  }
  const finish = (result: WaveformOutcome): void => {
    worker.terminate();
    settle(result);
  };
  const pieces = new PageDecoder();
  worker.onmessage = (event: MessageEvent<WaveformReply>) => {
    const reply = event.data;
    if (reply.kind === 'progress') onProgress(reply.doneSeconds, reply.totalSeconds);
    else if (reply.kind === 'decodePiece') {
      // Answered even after a cancel: a terminated worker drops the message.
      void pieces
        .decode(reply.id, reply.file, reply.sampleRate)
        .then(({ answer, transfer }) => postPieceAnswer(worker, answer, transfer));
    } else finish(reply);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    console.error('The waveform worker failed:', event.message);
    finish({
      kind: 'failed',
      failure: { kind: 'workerFailed', detail: event.message || 'it did not load' },
    });
  };
  worker.postMessage(request);
  return { outcome, cancel: () => finish({ kind: 'cancelled' }) };
}
