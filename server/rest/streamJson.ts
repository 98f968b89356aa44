import type { Response } from 'express';

// Large JSON answers leave in pieces, waiting for the socket between them, so no single event
// loop task is long and no giant string or Buffer copy of the whole answer is made. A parsed
// subtitle's JSON is built in a worker thread (server/work/jsonChunks.ts) and only written here;
// a written file's `{ buffer: [bytes…] }` is four times the file's size, so it is made here,
// slice by slice, from the file's bytes (a 1M-cue file: ~280 slices of about 0.3 ms each).

/** File bytes turned into JSON numbers per slice: ~0.3 ms of work, ~200 kB of answer. */
const BYTE_SLICE = 64 * 1024;

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

/** A piece of an answer, and what to do once the socket has taken it (reuse its buffer). */
interface Piece {
  bytes: Uint8Array | string;
  written?: () => void;
}

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
  for (const { bytes, written } of pieces) {
    if (res.destroyed) return;
    const fits = written ? res.write(bytes, () => written()) : res.write(bytes);
    if (!fits && !(await drained(res))) return;
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
  return sendPieces(
    res,
    chunks.map((bytes) => ({ bytes })),
    { length, type },
  );
}

/** A JSON answer already encoded as UTF-8 pieces (by a worker thread). */
export function sendJsonChunks(res: Response, chunks: readonly Uint8Array[]): Promise<void> {
  return sendChunks(res, chunks);
}

/** "0," … "255," as ASCII in one little-endian 32-bit word each (bytes past the comma are
 *  overwritten by the next number), and each one's length. */
const NUMBER_WORDS = new Uint32Array(256);
const NUMBER_LENGTHS = new Uint8Array(256);
for (let value = 0; value < 256; value++) {
  const text = `${value},`;
  NUMBER_LENGTHS[value] = text.length;
  let word = 0;
  for (let i = 0; i < text.length; i++) word |= text.charCodeAt(i) << (8 * i);
  NUMBER_WORDS[value] = word >>> 0;
}

/** Room for a slice's numbers: at most four bytes each ("255,"). */
const SLICE_OUT_BYTES = BYTE_SLICE * 4;

/** Writes the bytes into `out` as JSON numbers, each followed by a comma (one 32-bit store per
 *  byte: measured 8–10× faster than `Array.prototype.join` on a typed array); the length. */
function numbersWithCommas(bytes: Uint8Array, out: DataView): number {
  let at = 0;
  for (let i = 0; i < bytes.length; i++) {
    const value = bytes[i] ?? 0;
    out.setUint32(at, NUMBER_WORDS[value] ?? 0, true);
    at += NUMBER_LENGTHS[value] ?? 0;
  }
  return at;
}

/** The answer's pieces. The numbers go into a few buffers reused once the socket has taken them:
 *  a new buffer per slice made ~1000 allocations for a 1M-cue file, and the collections they
 *  caused stalled the event loop for tens of milliseconds. */
function* byteArrayPieces(bytes: Uint8Array, fileName: string): Generator<Piece> {
  const free: Buffer[] = [];
  yield { bytes: '{"buffer":[' };
  for (let from = 0; from < bytes.length; from += BYTE_SLICE) {
    const to = Math.min(bytes.length, from + BYTE_SLICE);
    // +4: the last store writes a whole word past the last number's end.
    const out = free.pop() ?? Buffer.allocUnsafeSlow(SLICE_OUT_BYTES + 4);
    const length = numbersWithCommas(
      bytes.subarray(from, to),
      new DataView(out.buffer, out.byteOffset, out.length),
    );
    // The last number of the file has no comma after it.
    yield {
      bytes: out.subarray(0, to === bytes.length ? length - 1 : length),
      written: () => free.push(out),
    };
  }
  yield { bytes: `],"fileName":${JSON.stringify(fileName)}}` };
}

/** The original service's written-file answer, `{ "buffer": [bytes…], "fileName": "…" }`,
 *  written without building an array of numbers first. */
export function sendByteArrayJson(
  res: Response,
  bytes: Uint8Array,
  fileName: string,
): Promise<void> {
  return sendPieces(res, byteArrayPieces(bytes, fileName));
}

/** Bytes of a file turned into base64 per slice (a multiple of 3, so the pieces join). */
const BASE64_SLICE = 3 * 64 * 1024;

function* base64Pieces(bytes: Uint8Array, before: string, after: string): Generator<Piece> {
  yield { bytes: before };
  for (let from = 0; from < bytes.length; from += BASE64_SLICE) {
    const to = Math.min(bytes.length, from + BASE64_SLICE);
    yield {
      bytes: Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString('base64'),
    };
  }
  yield { bytes: after };
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
