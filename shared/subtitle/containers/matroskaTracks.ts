import { childrenOf, readString, readUint, type Child } from './ebml';
import type { ContainerTrack, SubtitleTrackInfo, TextLayout, TrackKind } from './tracks';

// The Matroska elements read whole, in memory: the EBML header, Info, Tracks and SeekHead.
// Element IDs as the Matroska specification lists them.

export const MKV = {
  EBML: 0x1a45dfa3,
  DocType: 0x4282,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimestampScale: 0x2ad7b1,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackType: 0x83,
  CodecID: 0x86,
  CodecPrivate: 0x63a2,
  Language: 0x22b59c,
  LanguageBCP47: 0x22b59d,
  Name: 0x536e,
  DefaultDuration: 0x23e383,
  ContentEncodings: 0x6d80,
  ContentEncoding: 0x6240,
  ContentEncodingType: 0x5033,
  ContentCompression: 0x5034,
  ContentCompAlgo: 0x4254,
  ContentCompSettings: 0x4255,
  Cluster: 0x1f43b675,
  Timestamp: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
  BlockDuration: 0x9b,
  BlockAdditions: 0x75a1,
  BlockMore: 0xa6,
  BlockAdditional: 0xa5,
  Cues: 0x1c53bb6b,
  Tags: 0x1254c367,
  Chapters: 0x1043a770,
  Attachments: 0x1941a469,
} as const;

/** The Segment's children: an element with one of these IDs ends a Cluster of unknown size. */
export const TOP_LEVEL_IDS: ReadonlySet<number> = new Set([
  MKV.EBML,
  MKV.Segment,
  MKV.SeekHead,
  MKV.Info,
  MKV.Tracks,
  MKV.Cluster,
  MKV.Cues,
  MKV.Tags,
  MKV.Chapters,
  MKV.Attachments,
]);

const SUBTITLE_TRACK_TYPE = 0x11;

/** Codec IDs read as text, and how; image codecs; everything else is listed but not read. */
const TEXT_CODECS: Readonly<Record<string, TextLayout>> = {
  'S_TEXT/UTF8': 'subrip',
  'S_TEXT/ASCII': 'subrip',
  'S_TEXT/ASS': 'ass',
  S_ASS: 'ass',
  'S_TEXT/SSA': 'ssa',
  S_SSA: 'ssa',
  'S_TEXT/WEBVTT': 'webvtt',
  'D_WEBVTT/SUBTITLES': 'webmVtt',
  'D_WEBVTT/CAPTIONS': 'webmVtt',
};
const IMAGE_CODECS = new Set(['S_HDMV/PGS', 'S_VOBSUB', 'S_DVBSUB', 'S_IMAGE/BMP']);

export interface MatroskaTrack extends ContainerTrack {
  readonly number: number;
  /** DefaultDuration in ms: the length of a block that has no BlockDuration. */
  readonly defaultDurationMs?: number;
  /** Bytes a header-stripping ContentEncoding removed from the start of every frame. */
  readonly strippedHeader?: Uint8Array;
}

/** The DocType of an EBML header: 'webm', 'matroska', … */
export function docTypeOf(bytes: Uint8Array): string | undefined {
  const children = childrenOf(bytes, 0, bytes.length);
  const docType = children?.find((child) => child.id === MKV.DocType);
  return docType && readString(bytes, docType);
}

/** Nanoseconds per timestamp tick (default 1 ms), from the Info element's data. */
export function timestampScaleOf(bytes: Uint8Array): number | undefined {
  const children = childrenOf(bytes, 0, bytes.length);
  if (!children) return undefined;
  const scale = children.find((child) => child.id === MKV.TimestampScale);
  const value = scale ? readUint(bytes, scale) : 1_000_000;
  return value > 0 ? value : 1_000_000;
}

/** Positions (from the Segment's data start) that a SeekHead gives for element IDs. */
export function seekPositionsOf(bytes: Uint8Array): Map<number, number> {
  const positions = new Map<number, number>();
  for (const seek of childrenOf(bytes, 0, bytes.length) ?? []) {
    if (seek.id !== MKV.Seek) continue;
    const fields = childrenOf(bytes, seek.dataStart, seek.dataEnd) ?? [];
    const id = fields.find((field) => field.id === MKV.SeekID);
    const position = fields.find((field) => field.id === MKV.SeekPosition);
    if (id && position && !positions.has(readUint(bytes, id))) {
      positions.set(readUint(bytes, id), readUint(bytes, position));
    }
  }
  return positions;
}

const utf8 = new TextDecoder('utf-8');

function first(children: readonly Child[], id: number): Child | undefined {
  return children.find((child) => child.id === id);
}

/** What the ContentEncodings of a track do to its frames: header stripping is undone here;
 *  compression (zlib, bzlib, LZO) and encryption are not read. */
function encodingOf(
  bytes: Uint8Array,
  encodings: Child | undefined,
): { stripped?: Uint8Array; unreadable?: string } {
  if (!encodings) return {};
  let stripped: Uint8Array | undefined;
  for (const encoding of childrenOf(bytes, encodings.dataStart, encodings.dataEnd) ?? []) {
    if (encoding.id !== MKV.ContentEncoding) continue;
    const fields = childrenOf(bytes, encoding.dataStart, encoding.dataEnd) ?? [];
    const type = first(fields, MKV.ContentEncodingType);
    if (type && readUint(bytes, type) !== 0) return { unreadable: 'is encrypted' };
    const compression = first(fields, MKV.ContentCompression);
    const settings = compression && childrenOf(bytes, compression.dataStart, compression.dataEnd);
    const algo = settings && first(settings, MKV.ContentCompAlgo);
    // ContentCompAlgo defaults to 0, zlib.
    const algorithm = algo ? readUint(bytes, algo) : 0;
    if (algorithm !== 3) return { unreadable: 'is compressed, which is not read here' };
    const strip = settings && first(settings, MKV.ContentCompSettings);
    if (strip) stripped = bytes.slice(strip.dataStart, strip.dataEnd);
  }
  return stripped ? { stripped } : {};
}

function kindOf(codec: string): TrackKind {
  if (TEXT_CODECS[codec]) return 'text';
  return IMAGE_CODECS.has(codec) ? 'image' : 'other';
}

/** The subtitle tracks of a Tracks element's data, in declared order, `index` from 0. */
export function subtitleTracksOf(bytes: Uint8Array): MatroskaTrack[] {
  const tracks: MatroskaTrack[] = [];
  for (const entry of childrenOf(bytes, 0, bytes.length) ?? []) {
    if (entry.id !== MKV.TrackEntry) continue;
    const fields = childrenOf(bytes, entry.dataStart, entry.dataEnd);
    if (!fields) continue;
    const codecField = first(fields, MKV.CodecID);
    const codec = codecField ? readString(bytes, codecField) : '';
    const typeField = first(fields, MKV.TrackType);
    const type = typeField ? readUint(bytes, typeField) : 0;
    const numberField = first(fields, MKV.TrackNumber);
    const subtitle = type === SUBTITLE_TRACK_TYPE || (type === 0 && codec.startsWith('S_'));
    if (!subtitle || !numberField) continue;
    const info: SubtitleTrackInfo = { index: tracks.length, codec };
    const bcp47 = first(fields, MKV.LanguageBCP47);
    const language = first(fields, MKV.Language);
    // An absent Language means 'eng' by the specification, but muxers leave it out for unknown
    // languages too: only a language the file states is reported.
    const languageText = bcp47 ? readString(bytes, bcp47) : language && readString(bytes, language);
    if (languageText && languageText !== 'und') info.language = languageText;
    const name = first(fields, MKV.Name);
    if (name && readString(bytes, name).length > 0) info.name = readString(bytes, name);
    const layout = TEXT_CODECS[codec];
    const encoding = encodingOf(bytes, first(fields, MKV.ContentEncodings));
    const privateField = first(fields, MKV.CodecPrivate);
    const header =
      layout && privateField
        ? utf8
            .decode(bytes.subarray(privateField.dataStart, privateField.dataEnd))
            .replace(/^\uFEFF/, '')
        : undefined;
    const duration = first(fields, MKV.DefaultDuration);
    const defaultDurationMs = duration ? readUint(bytes, duration) / 1e6 : undefined;
    const kind = encoding.unreadable ? 'other' : kindOf(codec);
    tracks.push({
      info,
      kind,
      number: readUint(bytes, numberField),
      ...(layout && kind === 'text' ? { layout } : {}),
      ...(header !== undefined ? { header } : {}),
      ...(encoding.unreadable ? { unreadable: `It ${encoding.unreadable}` } : {}),
      ...(encoding.stripped ? { strippedHeader: encoding.stripped } : {}),
      ...(defaultDurationMs ? { defaultDurationMs } : {}),
    });
  }
  return tracks;
}
