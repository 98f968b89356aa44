// A small EBML (Matroska) writer for tests and benches: files ffmpeg cannot make (an S_HDMV/PGS
// track, big video blocks, damaged structures), built element by element.

export const ID = {
  EBML: 0x1a45dfa3,
  DocType: 0x4282,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimestampScale: 0x2ad7b1,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackType: 0x83,
  CodecID: 0x86,
  CodecPrivate: 0x63a2,
  Language: 0x22b59c,
  Name: 0x536e,
  Cluster: 0x1f43b675,
  Timestamp: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
  BlockDuration: 0x9b,
  BlockAdditions: 0x75a1,
  BlockMore: 0xa6,
  BlockAddID: 0xee,
  BlockAdditional: 0xa5,
  ContentEncodings: 0x6d80,
  ContentEncoding: 0x6240,
  ContentCompression: 0x5034,
  ContentCompAlgo: 0x4254,
  ContentCompSettings: 0x4255,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Void: 0xec,
  Cues: 0x1c53bb6b,
} as const;

export const TRACK_TYPE = { video: 1, audio: 2, subtitle: 0x11 } as const;

function idBytes(id: number): number[] {
  const bytes: number[] = [];
  for (let value = id; value > 0; value = Math.floor(value / 256)) bytes.unshift(value % 256);
  return bytes;
}

/** A size as an 8-byte variable-length integer (any size a test needs, one layout). */
function sizeBytes(size: number): number[] {
  const bytes = [0x01];
  for (let shift = 6; shift >= 0; shift--) bytes.push(Math.floor(size / 2 ** (8 * shift)) % 256);
  return bytes;
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/** An element's header for `size` data bytes (undefined: the unknown size, all ones). */
export function header(id: number, size: number | undefined): Uint8Array {
  const length =
    size === undefined ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff] : sizeBytes(size);
  return Uint8Array.from([...idBytes(id), ...length]);
}

export function element(id: number, ...children: readonly Uint8Array[]): Uint8Array {
  const data = concat(children);
  return concat([header(id, data.length), data]);
}

export function uint(id: number, value: number): Uint8Array {
  const bytes: number[] = [];
  for (let rest = value; bytes.length === 0 || rest > 0; rest = Math.floor(rest / 256)) {
    bytes.unshift(rest % 256);
  }
  return element(id, Uint8Array.from(bytes));
}

export function text(id: number, value: string): Uint8Array {
  return element(id, new TextEncoder().encode(value));
}

/** The EBML header of a document type ('matroska', 'webm'). */
export function ebmlHeader(docType = 'matroska'): Uint8Array {
  return element(ID.EBML, text(ID.DocType, docType));
}

export interface TrackSpec {
  number: number;
  type: number;
  codec: string;
  language?: string;
  name?: string;
  codecPrivate?: string;
  /** More elements of the TrackEntry (ContentEncodings, …). */
  more?: readonly Uint8Array[];
}

export function tracks(specs: readonly TrackSpec[]): Uint8Array {
  return element(
    ID.Tracks,
    ...specs.map((spec) =>
      element(
        ID.TrackEntry,
        uint(ID.TrackNumber, spec.number),
        uint(ID.TrackType, spec.type),
        text(ID.CodecID, spec.codec),
        ...(spec.language ? [text(ID.Language, spec.language)] : []),
        ...(spec.name ? [text(ID.Name, spec.name)] : []),
        ...(spec.codecPrivate ? [text(ID.CodecPrivate, spec.codecPrivate)] : []),
        ...(spec.more ?? []),
      ),
    ),
  );
}

/** Info with a 1 ms timestamp scale. */
export function info(): Uint8Array {
  return element(ID.Info, uint(ID.TimestampScale, 1_000_000));
}

function blockData(track: number, timecode: number, flags: number, data: Uint8Array): Uint8Array {
  const head = Uint8Array.from([0x80 | track, (timecode >> 8) & 0xff, timecode & 0xff, flags]);
  return concat([head, data]);
}

export function simpleBlock(track: number, timecode: number, data: Uint8Array): Uint8Array {
  return element(ID.SimpleBlock, blockData(track, timecode, 0x80, data));
}

export function blockGroup(
  track: number,
  timecode: number,
  data: Uint8Array,
  duration?: number,
  addition?: Uint8Array,
): Uint8Array {
  return element(
    ID.BlockGroup,
    element(ID.Block, blockData(track, timecode, 0, data)),
    ...(duration === undefined ? [] : [uint(ID.BlockDuration, duration)]),
    ...(addition
      ? [
          element(
            ID.BlockAdditions,
            element(ID.BlockMore, uint(ID.BlockAddID, 1), element(ID.BlockAdditional, addition)),
          ),
        ]
      : []),
  );
}

export function cluster(timestamp: number, ...blocks: readonly Uint8Array[]): Uint8Array {
  return element(ID.Cluster, uint(ID.Timestamp, timestamp), ...blocks);
}

/** A whole file: EBML header and one Segment of the given children. */
export function matroskaFile(children: readonly Uint8Array[], docType = 'matroska'): Uint8Array {
  return concat([ebmlHeader(docType), element(ID.Segment, ...children)]);
}
