import type { Response } from 'express';

// Large JSON answers (a parsed 1M-cue subtitle is about 95 MB of JSON, a written file as the
// spec's array of byte values four times its size) are written in pieces instead of through
// res.json: no single giant string and Buffer copy of it, no ETag hash over the whole body, and
// the first bytes leave while the rest is still being serialised. Measured on a 690k-cue upload:
// res.json spent ~0.45 s in JSON.stringify, ~0.2 s in the UTF-8 copy and ~0.1 s in the ETag
// before the first byte; streamed, the first byte leaves after the first batch.

/** Items serialised per write: big enough that the per-call cost vanishes, small enough to overlap. */
const BATCH_ITEMS = 4096;
/** Bytes of a byte array per write. */
const BATCH_BYTES = 256 * 1024;

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

/** Writes prefix, the chunks and suffix as one JSON answer, waiting whenever the socket is full.
 *  Stops quietly if the client goes away. */
async function sendPieces(
  res: Response,
  prefix: string,
  chunks: Iterable<string>,
  suffix: string,
): Promise<void> {
  res.status(200).type('application/json');
  res.write(prefix);
  for (const chunk of chunks) {
    if (res.destroyed) return;
    if (!res.write(chunk) && !(await drained(res))) return;
  }
  res.end(suffix);
}

/** The array's items as JSON, batch by batch, each batch but the first led by a comma. */
function* arrayBatches(items: readonly unknown[]): Generator<string> {
  for (let from = 0; from < items.length; from += BATCH_ITEMS) {
    const json = JSON.stringify(items.slice(from, from + BATCH_ITEMS));
    // "[a,b]" → "a,b", with the separator from the batch before.
    yield (from === 0 ? '' : ',') + json.slice(1, -1);
  }
}

/**
 * Answers `value` as JSON, streaming its array property `key` in batches. The bytes are those of
 * JSON.stringify(value) except that `key` comes last among the properties.
 */
export async function sendJsonWithArray<T extends object>(
  res: Response,
  value: T,
  key: keyof T & string,
): Promise<void> {
  const items = value[key];
  if (!Array.isArray(items) || items.length <= BATCH_ITEMS) {
    res.json(value);
    return;
  }
  // Every other property as it is, then the array emptied, last.
  const rest: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(value)) if (name !== key) rest[name] = property;
  rest[key] = [];
  // JSON.stringify(rest) ends in `"key":[]}`: everything up to its `[` is the prefix.
  const head = JSON.stringify(rest);
  await sendPieces(res, head.slice(0, -2), arrayBatches(items), ']}');
}

function* byteBatches(bytes: Uint8Array): Generator<string> {
  for (let from = 0; from < bytes.length; from += BATCH_BYTES) {
    const batch = bytes.subarray(from, from + BATCH_BYTES).join(',');
    yield from === 0 ? batch : ',' + batch;
  }
}

/** The original service's written-file answer, `{ "buffer": [bytes…], "fileName": "…" }`,
 *  written without building an array of numbers first. */
export async function sendByteArrayJson(
  res: Response,
  bytes: Uint8Array,
  fileName: string,
): Promise<void> {
  await sendPieces(
    res,
    '{"buffer":[',
    byteBatches(bytes),
    `],"fileName":${JSON.stringify(fileName)}}`,
  );
}
