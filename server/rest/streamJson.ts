import type { Response } from 'express';

// Large JSON answers leave in pieces, waiting for the socket between them, so no single event
// loop task is long and no giant string or Buffer copy of the whole answer is made. The answers
// of the subtitle service are built in a worker thread (server/work/jsonChunks.ts,
// byteArrayJson.ts) and only written here; tRPC's base64 of a written file is made here, slice
// by slice.

/** Resolves true when the socket takes writes again, false when the client has gone. */
function drained(res: Response): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (writable: boolean): void => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(writable);
    };
    const onDrain = (): void => settle(true);
    const onClose = (): void => settle(false);
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}

/** The rest of the event loop's work (other visitors' requests) runs before this resolves. */
function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A piece of an answer. */
type Piece = Uint8Array | string;

/** Writes the pieces as one 200 JSON answer, each piece its own event-loop task. Waiting for
 *  'drain' alone is not enough: a fast client drains the socket within the same turn (the
 *  socket's writes, 'drain' and our promise all run as next-tick and microtask callbacks), so
 *  the whole answer would be one task. Stops quietly if the client goes away. */
async function sendPieces(
  res: Response,
  pieces: Iterable<Piece>,
  { length, type = 'application/json' }: { length?: number; type?: string } = {},
): Promise<void> {
  res.status(200).type(type);
  if (length !== undefined) res.set('Content-Length', String(length));
  for (const piece of pieces) {
    if (res.destroyed) return;
    if (!res.write(piece) && !(await drained(res))) return;
    await yieldToLoop();
  }
  res.end();
  // Resolved once the socket has taken every piece: the pieces may be views of pooled buffers
  // (server/work/bufferPool.ts) that the next request reuses.
  await finished(res);
}

function finished(res: Response): Promise<void> {
  return new Promise((resolve) => {
    if (res.writableFinished || res.destroyed) {
      resolve();
      return;
    }
    res.once('finish', () => resolve());
    res.once('close', () => resolve());
  });
}

/** A 200 answer of this content type already encoded as pieces (by a worker thread). */
export function sendChunks(
  res: Response,
  chunks: readonly Uint8Array[],
  type = 'application/json',
): Promise<void> {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return sendPieces(res, chunks, { length, type });
}

/** A JSON answer already encoded as UTF-8 pieces (by a worker thread). */
export function sendJsonChunks(res: Response, chunks: readonly Uint8Array[]): Promise<void> {
  return sendChunks(res, chunks);
}

/** Bytes of a file turned into base64 per slice (a multiple of 3, so the pieces join). */
const BASE64_SLICE = 3 * 64 * 1024;

function* base64Pieces(bytes: Uint8Array, before: string, after: string): Generator<Piece> {
  yield before;
  for (let from = 0; from < bytes.length; from += BASE64_SLICE) {
    const to = Math.min(bytes.length, from + BASE64_SLICE);
    yield Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString('base64');
  }
  yield after;
}

/** A JSON answer holding the file's bytes as one base64 string between `before` and `after`
 *  (tRPC's `{ base64, fileName }`), made slice by slice. */
export function sendBase64Json(
  res: Response,
  bytes: Uint8Array,
  before: string,
  after: string,
): Promise<void> {
  return sendPieces(res, base64Pieces(bytes, before, after));
}
