// A JSON answer as UTF-8 pieces, built where the work is done (a worker thread) so the event loop
// only writes bytes. A parsed 1M-cue subtitle is about 95 MB of JSON: one JSON.stringify of it
// would be one 0.4 s task and one giant string; in batches of 4096 items each piece is a few
// hundred kB, and the pieces are transferred to the main thread without a copy.

/** Items serialised per piece: big enough that the per-call cost vanishes. */
const BATCH_ITEMS = 4096;

import type { ByteArena } from './byteArena';

const encoder = new TextEncoder();

/** Writes array items as JSON bytes straight into an answer buffer (paragraphJson.ts), the same
 *  bytes as JSON.stringify of them, comma-separated, without the brackets. */
export interface ItemWriter<Item> {
  /** Most bytes `write` writes for these items. */
  bound(items: readonly Item[]): number;
  /** Writes the items into `out`; answers how many bytes it wrote. */
  write(items: readonly Item[], out: Uint8Array): number;
}

/**
 * `value` as JSON in UTF-8 pieces. With `arrayKey` naming an array property, that property comes
 * last and is written batch by batch (by `writer` when there is an arena); otherwise the bytes
 * are those of JSON.stringify(value). Every piece has an ArrayBuffer of its own, so the pieces can
 * be transferred.
 */
export function jsonChunks<T extends object, K extends keyof T & string>(
  value: T,
  arrayKey?: K,
  /** Where to write the pieces (a worker's answer buffer); else each piece is a new buffer. */
  arena?: ByteArena,
  writer?: T[K] extends readonly (infer Item)[] ? ItemWriter<Item> : never,
): Uint8Array[] {
  const encode = (text: string): Uint8Array[] =>
    arena ? arena.encode(text) : [encoder.encode(text)];
  const items = arrayKey === undefined ? undefined : value[arrayKey];
  if (arrayKey === undefined || !Array.isArray(items) || items.length <= BATCH_ITEMS) {
    return encode(JSON.stringify(value));
  }
  // Every other property as it is, then the array emptied, last: JSON.stringify(rest) ends in
  // `"key":[]}`, and everything up to its `[` is the head.
  const rest: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(value))
    if (name !== arrayKey) rest[name] = property;
  rest[arrayKey] = [];
  const head = JSON.stringify(rest).slice(0, -2);
  const chunks: Uint8Array[] = [];
  for (let from = 0; from < items.length; from += BATCH_ITEMS) {
    const batch: unknown[] = items.slice(from, from + BATCH_ITEMS);
    // Each batch led by the head or by the comma after the batch before.
    const lead = from === 0 ? head : ',';
    const tail = from + BATCH_ITEMS >= items.length ? ']}' : '';
    if (arena && writer) {
      // The lead may hold any character (a file name): 3 bytes per UTF-16 unit at most.
      const most = 3 * lead.length + writer.bound(batch) + tail.length;
      chunks.push(
        arena.fill(most, (room) => {
          let at = encoder.encodeInto(lead, room).written;
          at += writer.write(batch, room.subarray(at));
          return at + encoder.encodeInto(tail, room.subarray(at)).written;
        }),
      );
    } else {
      // "[a,b]" → "a,b" between the lead and the tail.
      chunks.push(...encode(lead + JSON.stringify(batch).slice(1, -1) + tail));
    }
  }
  return chunks;
}
