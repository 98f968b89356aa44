// The waveform worker: one per job, terminated when it is done or cancelled (which frees the
// kernels' memory at once). It answers cached peaks, or decodes the media (decodeMedia.ts),
// caches the peaks and transfers them to the page.
import { UnsupportedInputFormatError } from 'mediabunny';
import { openInput, peaksOfMedia, WaveformError } from './decodeMedia';
import type { WaveformFailure } from './messages';
import { cachedPeaks, cachePeaks, fileCacheKey, urlCacheKey } from './peakCache';
import { PieceDecodeError, type PieceDecoder } from './pieceDecode';
import type {
  PeaksResult,
  PieceAnswer,
  WaveformReply,
  WaveformRequest,
} from './waveformWorkerMessages';

/** The part of a dedicated worker's global scope used here (the project's lib is DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WaveformRequest | PieceAnswer>) => void) | null;
  postMessage(message: WaveformReply, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

function send(reply: WaveformReply): void {
  const transfer =
    reply.kind === 'done'
      ? [reply.peaks.peakMaxs.buffer, reply.peaks.peakMins.buffer]
      : reply.kind === 'decodePiece'
        ? [reply.file]
        : [];
  scope.postMessage(reply, transfer);
}

/** Pieces the page is decoding, by id. */
const piecesOut = new Map<
  number,
  { resolve(channels: Float32Array[]): void; reject(error: Error): void }
>();
let nextPieceId = 0;

/** The page's decodeAudioData, asked through messages (it does not exist in workers). */
const pageDecoder: PieceDecoder = {
  decode(file, sampleRate) {
    const id = nextPieceId++;
    return new Promise((resolve, reject) => {
      piecesOut.set(id, { resolve, reject });
      send({ kind: 'decodePiece', id, file, sampleRate });
    });
  },
};

function settlePiece(answer: PieceAnswer): void {
  const waiting = piecesOut.get(answer.id);
  piecesOut.delete(answer.id);
  if (answer.kind === 'pieceDecoded') waiting?.resolve(answer.channels);
  else waiting?.reject(new PieceDecodeError(answer.detail));
}

/** mediabunny's UrlSource reports an HTTP error status in its message. */
const HTTP_STATUS = /^Error fetching .*: (\d{3})\b/;

function failureOf(error: unknown, fromUrl: boolean): WaveformFailure {
  if (error instanceof WaveformError) return error.failure;
  if (error instanceof UnsupportedInputFormatError) return { kind: 'unreadableFormat' };
  const message = error instanceof Error ? error.message : String(error);
  const status = HTTP_STATUS.exec(message)?.[1];
  if (fromUrl && status) return { kind: 'urlStatus', status: Number(status) };
  if (fromUrl && error instanceof TypeError) return { kind: 'urlNotReadable' };
  return { kind: 'decodeFailed', codec: null, detail: message };
}

async function cachedOrNull(read: Promise<PeaksResult | null>): Promise<PeaksResult | null> {
  try {
    return await read;
  } catch (error) {
    // Storage off (private mode) or broken: the waveform is made anyway.
    console.warn('The waveform cache could not be read:', error);
    return null;
  }
}

async function handle(request: WaveformRequest): Promise<void> {
  if (request.kind === 'cached') {
    const peaks = await cachedOrNull(cachedPeaks(request.key));
    send(peaks ? { kind: 'done', peaks, fromCache: true, timings: null } : { kind: 'missing' });
    return;
  }
  const { source } = request;
  const input = openInput(source);
  try {
    const key =
      source.kind === 'file'
        ? fileCacheKey(source.file)
        : urlCacheKey(source.url, await input.source.getSizeOrNull());
    const cached = await cachedOrNull(cachedPeaks(key));
    if (cached) {
      send({ kind: 'done', peaks: cached, fromCache: true, timings: null });
      return;
    }
    const { peaks, timings } = await peaksOfMedia(
      source,
      input,
      request.parallel,
      request.pageDecodes ? pageDecoder : null,
      (done, total) => send({ kind: 'progress', doneSeconds: done, totalSeconds: total }),
    );
    const cacheStarted = performance.now();
    const name = source.kind === 'file' ? source.file.name : source.url;
    try {
      await cachePeaks(key, name, peaks);
    } catch (error) {
      // A full quota costs the next reopen a decode, not this waveform.
      console.warn('The waveform could not be cached:', error);
    }
    timings.finishMs += performance.now() - cacheStarted;
    send({ kind: 'done', peaks, fromCache: false, timings });
  } catch (error) {
    if (!(error instanceof WaveformError)) console.error('Making the waveform failed:', error);
    send({ kind: 'failed', failure: failureOf(error, source.kind === 'url') });
  } finally {
    input.dispose();
  }
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.kind === 'pieceDecoded' || message.kind === 'pieceFailed') {
    settlePiece(message);
    return;
  }
  void handle(message).catch((error: unknown) => {
    console.error('The waveform worker failed:', error);
    send({ kind: 'failed', failure: failureOf(error, false) });
  });
};
