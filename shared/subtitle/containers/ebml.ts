// EBML, the binary layout of Matroska and WebM: elements of (ID, size, data), IDs and sizes as
// variable-length integers whose first byte's leading zeros give their length.

/** A size of all ones: the element runs until its parent ends (live streams' Segment, Cluster). */
export const UNKNOWN_SIZE = -1;

export interface ElementHeader {
  /** The ID with its length marker bits, as the specification writes IDs (0x1A45DFA3). */
  readonly id: number;
  /** Bytes of ID and size. */
  readonly headerLength: number;
  /** Data bytes, or UNKNOWN_SIZE. */
  readonly size: number;
}

/** Longest element header: a 4-byte ID and an 8-byte size. */
export const MAX_HEADER_BYTES = 12;

/** Length of a variable-length integer from its first byte (0 for a zero byte: invalid). */
function vintLength(first: number): number {
  return first === 0 ? 0 : Math.clz32(first) - 23;
}

/** The element header at `at`: 'short' when the bytes end inside it, 'invalid' when it cannot be
 *  one (an ID longer than 4 bytes, a zero first byte). */
export function readElementHeader(
  bytes: Uint8Array,
  at: number,
): ElementHeader | 'short' | 'invalid' {
  if (at >= bytes.length) return 'short';
  const idLength = vintLength(bytes[at] ?? 0);
  if (idLength === 0 || idLength > 4) return 'invalid';
  if (at + idLength >= bytes.length) return 'short';
  let id = 0;
  for (let index = 0; index < idLength; index++) id = id * 256 + (bytes[at + index] ?? 0);
  const sizeAt = at + idLength;
  const first = bytes[sizeAt] ?? 0;
  const sizeLength = vintLength(first);
  if (sizeLength === 0) return 'invalid';
  if (sizeAt + sizeLength > bytes.length) return 'short';
  let size = first & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let index = 1; index < sizeLength; index++) {
    const byte = bytes[sizeAt + index] ?? 0;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { id, headerLength: idLength + sizeLength, size: allOnes ? UNKNOWN_SIZE : size };
}

/** A variable-length integer with its marker removed (a block's track number), or undefined. */
export function readVint(
  bytes: Uint8Array,
  at: number,
): { value: number; length: number } | undefined {
  const length = vintLength(bytes[at] ?? 0);
  if (length === 0 || at + length > bytes.length) return undefined;
  let value = (bytes[at] ?? 0) & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + (bytes[at + index] ?? 0);
  return { value, length };
}

export interface Child {
  readonly id: number;
  readonly dataStart: number;
  readonly dataEnd: number;
}

/** The child elements of bytes[start, end) read in memory; undefined when they do not fit
 *  (a damaged element). */
export function childrenOf(bytes: Uint8Array, start: number, end: number): Child[] | undefined {
  const found: Child[] = [];
  let at = start;
  while (at < end) {
    const header = readElementHeader(bytes.subarray(0, end), at);
    if (typeof header === 'string' || header.size === UNKNOWN_SIZE) return undefined;
    const dataStart = at + header.headerLength;
    const dataEnd = dataStart + header.size;
    if (dataEnd > end) return undefined;
    found.push({ id: header.id, dataStart, dataEnd });
    at = dataEnd;
  }
  return found;
}

/** An unsigned integer element's value from all of `bytes`. */
export function uintOf(bytes: Uint8Array): number {
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return value;
}

export function readUint(bytes: Uint8Array, { dataStart, dataEnd }: Child): number {
  let value = 0;
  for (let at = dataStart; at < dataEnd; at++) value = value * 256 + (bytes[at] ?? 0);
  return value;
}

const utf8 = new TextDecoder('utf-8');

/** A string element (ASCII or UTF-8), without the zero padding EBML allows at its end. */
export function readString(bytes: Uint8Array, { dataStart, dataEnd }: Child): string {
  let end = dataEnd;
  while (end > dataStart && bytes[end - 1] === 0) end--;
  return utf8.decode(bytes.subarray(dataStart, end));
}
