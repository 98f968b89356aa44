// ISO base media file format (MP4, MOV, 3GP): a tree of boxes, each a 32-bit size (1: a 64-bit
// size follows the type; 0: to the end of the enclosing box), a four-character type, then data.

export interface BoxHeader {
  readonly type: string;
  readonly headerLength: number;
  /** Whole box, header included; undefined for a box that runs to the end of its parent. */
  readonly size: number | undefined;
}

/** Longest box header: size, type and a 64-bit size. */
export const MAX_BOX_HEADER_BYTES = 16;

function typeAt(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(
    bytes[at] ?? 0,
    bytes[at + 1] ?? 0,
    bytes[at + 2] ?? 0,
    bytes[at + 3] ?? 0,
  );
}

export function uint32(bytes: Uint8Array, at: number): number {
  return (
    (bytes[at] ?? 0) * 0x1000000 +
    (((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0))
  );
}

export function uint16(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

export function uint64(bytes: Uint8Array, at: number): number {
  return uint32(bytes, at) * 0x100000000 + uint32(bytes, at + 4);
}

/** The box header at `at`: 'short' when the bytes end inside it, 'invalid' when its size is
 *  smaller than its header. */
export function readBoxHeader(bytes: Uint8Array, at: number): BoxHeader | 'short' | 'invalid' {
  if (at + 8 > bytes.length) return 'short';
  const size32 = uint32(bytes, at);
  const type = typeAt(bytes, at + 4);
  if (size32 === 0) return { type, headerLength: 8, size: undefined };
  if (size32 !== 1) return size32 < 8 ? 'invalid' : { type, headerLength: 8, size: size32 };
  if (at + 16 > bytes.length) return 'short';
  const size = uint64(bytes, at + 8);
  return size < 16 ? 'invalid' : { type, headerLength: 16, size };
}

export interface Box {
  readonly type: string;
  readonly dataStart: number;
  readonly end: number;
}

/** The boxes in bytes[start, end); undefined when one does not fit (a damaged box). */
export function boxesOf(bytes: Uint8Array, start: number, end: number): Box[] | undefined {
  const found: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    const header = readBoxHeader(bytes, at);
    if (typeof header === 'string') return undefined;
    const boxEnd = header.size === undefined ? end : at + header.size;
    if (boxEnd > end) return undefined;
    found.push({ type: header.type, dataStart: at + header.headerLength, end: boxEnd });
    at = boxEnd;
  }
  return found;
}

/** The first box of `type` among `boxes`' children, following a path of types. */
export function findBox(
  bytes: Uint8Array,
  parent: Box | undefined,
  ...path: readonly string[]
): Box | undefined {
  let box = parent;
  for (const type of path) {
    if (!box) return undefined;
    box = boxesOf(bytes, box.dataStart, box.end)?.find((child) => child.type === type);
  }
  return box;
}
