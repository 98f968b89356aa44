// A piece of Opus audio as a WebM file of its own (pieceDecode.ts hands it to decodeAudioData).
// Written here rather than with a general muxer: the file is always the same few elements and
// the packets' bytes, so it costs a copy of those bytes (mediabunny's muxer took 0.3-0.8 s of
// the worker for 10 minutes of audio, on the cores the decoders need). Matroska/EBML as in
// RFC 8794 and the Matroska specification; Opus in Matroska as its codec mapping says
// (CodecID A_OPUS, the OpusHead as CodecPrivate). WebM, not Ogg: Chromium decoded some Ogg
// pieces (of short silent packets) one packet short.

/** A packet and its length in 48 kHz samples (opusPieces.ts counts them). */
export interface WebmPacket {
  readonly data: Uint8Array;
  readonly samples: number;
}

/** A Matroska element: its ID's bytes and its body (bytes, or elements inside it). */
type Element = readonly [id: number, body: Uint8Array | readonly Element[]];

/** The bytes of an element ID (IDs carry their own length marker). */
function idBytes(id: number): number[] {
  const bytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return bytes;
}

/** An element data size as the shortest EBML variable-length integer (up to 2^49 - 2). */
function sizeBytes(size: number): number[] {
  let length = 1;
  while (size >= 2 ** (7 * length) - 1) length++;
  const bytes: number[] = [];
  let rest = size;
  for (let i = 0; i < length; i++) {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  }
  bytes[0] = (bytes[0] ?? 0) | (0x80 >> (length - 1));
  return bytes;
}

function unsigned(value: number): Uint8Array {
  const bytes: number[] = [];
  for (let rest = value; rest > 0 || bytes.length === 0; rest = Math.floor(rest / 256)) {
    bytes.unshift(rest % 256);
  }
  return Uint8Array.from(bytes);
}

function float64(value: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return bytes;
}

const text = (value: string): Uint8Array => new TextEncoder().encode(value);

/** Byte length of an element, header included. */
function lengthOf([id, body]: Element): number {
  const bodyLength = bodyLengthOf(body);
  return idBytes(id).length + sizeBytes(bodyLength).length + bodyLength;
}

function bodyLengthOf(body: Element[1]): number {
  return body instanceof Uint8Array ? body.length : body.reduce((sum, e) => sum + lengthOf(e), 0);
}

/** Writes `element` at `at` of `out`; answers the offset after it. */
function write(out: Uint8Array, at: number, [id, body]: Element): number {
  const header = [...idBytes(id), ...sizeBytes(bodyLengthOf(body))];
  out.set(header, at);
  let offset = at + header.length;
  if (body instanceof Uint8Array) {
    out.set(body, offset);
    return offset + body.length;
  }
  for (const child of body) offset = write(out, offset, child);
  return offset;
}

/** Relative block timestamps are signed 16-bit milliseconds: a cluster spans at most this. */
const CLUSTER_MS = 30_000;

/** A SimpleBlock of track 1 at `relativeMs` from its cluster, a key frame. */
function simpleBlock(packet: Uint8Array, relativeMs: number): Element {
  const block = new Uint8Array(4 + packet.length);
  block[0] = 0x81; // track number 1 as a variable-length integer
  new DataView(block.buffer).setInt16(1, relativeMs);
  block[3] = 0x80; // key frame
  block.set(packet, 4);
  return [0xa3, block];
}

/**
 * The WebM file of `packets` (in order, first sample at time 0) for an Opus stream of `channels`
 * channels whose OpusHead is `head`.
 */
export function webmOfOpus(
  packets: readonly WebmPacket[],
  head: Uint8Array,
  channels: number,
): ArrayBuffer {
  const clusters: Element[] = [];
  let blocks: Element[] = [];
  let clusterMs = 0;
  let samples = 0;
  for (const packet of packets) {
    const ms = Math.round(samples / 48);
    if (ms - clusterMs >= CLUSTER_MS && blocks.length > 0) {
      clusters.push([0x1f43b675, [[0xe7, unsigned(clusterMs)], ...blocks]]);
      blocks = [];
      clusterMs = ms;
    }
    blocks.push(simpleBlock(packet.data, ms - clusterMs));
    samples += packet.samples;
  }
  if (blocks.length > 0) clusters.push([0x1f43b675, [[0xe7, unsigned(clusterMs)], ...blocks]]);

  const ebml: Element = [
    0x1a45dfa3,
    [
      [0x4286, unsigned(1)], // EBMLVersion
      [0x42f7, unsigned(1)], // EBMLReadVersion
      [0x42f2, unsigned(4)], // EBMLMaxIDLength
      [0x42f3, unsigned(8)], // EBMLMaxSizeLength
      [0x4282, text('webm')], // DocType
      [0x4287, unsigned(4)], // DocTypeVersion
      [0x4285, unsigned(2)], // DocTypeReadVersion
    ],
  ];
  const segment: Element = [
    0x18538067,
    [
      [0x1549a966, [[0x2ad7b1, unsigned(1_000_000)]]], // Info: TimestampScale of 1 ms
      [
        0x1654ae6b, // Tracks
        [
          [
            0xae, // TrackEntry
            [
              [0xd7, unsigned(1)], // TrackNumber
              [0x73c5, unsigned(1)], // TrackUID
              [0x83, unsigned(2)], // TrackType: audio
              [0x86, text('A_OPUS')], // CodecID
              [0x63a2, head], // CodecPrivate
              [
                0xe1,
                [
                  [0xb5, float64(48_000)],
                  [0x9f, unsigned(channels)],
                ],
              ], // Audio
            ],
          ],
        ],
      ],
      ...clusters,
    ],
  ];
  const out = new Uint8Array(lengthOf(ebml) + lengthOf(segment));
  write(out, write(out, 0, ebml), segment);
  return out.buffer;
}
