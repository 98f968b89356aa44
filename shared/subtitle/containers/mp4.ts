import { inParallel, type Reads } from './byteSource';
import { damaged } from './errors';
import {
  boxesOf,
  findBox,
  MAX_BOX_HEADER_BYTES,
  readBoxHeader,
  uint16,
  uint32,
  type Box,
} from './isobmff';
import { sampleTable, type Sample } from './mp4Samples';
import type {
  ContainerLayout,
  ContainerTrack,
  SubtitleTrackInfo,
  TextLayout,
  TrackCues,
  TrackKind,
} from './tracks';

// MP4 and QuickTime MOV: the top-level boxes are walked by their sizes (mdat, the media data, is
// skipped), the 'moov' box (headers and sample tables, small beside the media) is read whole, and
// each subtitle track's samples are then read from the offsets and sizes of its sample table.
// Times come from the media timescale and 'stts'; 'ctts' (reordering, video only) and edit lists
// are ignored: text tracks start where their samples say. Fragmented files ('moof') keep their
// samples outside 'moov' and are not read.

const SUBTITLE_HANDLERS = new Set(['sbtl', 'subt', 'text', 'clcp']);
const TEXT_CODECS: Readonly<Record<string, TextLayout>> = {
  tx3g: 'tx3g',
  text: 'tx3g',
  wvtt: 'wvtt',
};
/** VobSub in MP4 ('mp4s' with object type 0xE0): pictures. */
const IMAGE_CODECS = new Set(['mp4s']);
/** Handler names muxers write by default: not a track's name. */
const DEFAULT_HANDLER_NAMES = new Set(['', 'SubtitleHandler', 'TextHandler', 'Core Media Text']);
/** QuickTime's Macintosh language codes below 0x400 (Apple's Script.h), as ISO 639-2/T. */
const MAC_LANGUAGES = [
  'eng',
  'fra',
  'deu',
  'ita',
  'nld',
  'swe',
  'spa',
  'dan',
  'por',
  'nor',
  'heb',
  'jpn',
  'ara',
  'fin',
  'ell',
  'isl',
  'mlt',
  'tur',
  'hrv',
  'zho',
  'urd',
  'hin',
  'tha',
  'kor',
  'lit',
  'pol',
  'hun',
  'est',
  'lav',
];

/** Most bytes of a 'moov' box: more is damage. */
const MAX_MOOV_BYTES = 256 * 1024 * 1024;

export interface Mp4Track extends ContainerTrack {
  readonly samples: readonly Sample[];
}

export interface Mp4File extends ContainerLayout {
  readonly tracks: readonly Mp4Track[];
}

/** ISO 639-2 from mdhd's packed language (three 5-bit letters), or a QuickTime Macintosh code. */
function languageOf(packed: number): string | undefined {
  if (packed < 0x400) return MAC_LANGUAGES[packed];
  if (packed === 0x7fff) return undefined;
  const code = String.fromCharCode(
    ((packed >> 10) & 0x1f) + 0x60,
    ((packed >> 5) & 0x1f) + 0x60,
    (packed & 0x1f) + 0x60,
  );
  return /^[a-z]{3}$/.test(code) && code !== 'und' ? code : undefined;
}

const utf8 = new TextDecoder('utf-8');

function textOf(bytes: Uint8Array, start: number, end: number): string {
  let stop = start;
  while (stop < end && bytes[stop] !== 0) stop++;
  return utf8.decode(bytes.subarray(start, stop)).trim();
}

/** hdlr: handler type and name (C string in MP4, a length-prefixed one in QuickTime). */
function handlerOf(bytes: Uint8Array, hdlr: Box): { type: string; name: string } {
  const type = String.fromCharCode(...bytes.subarray(hdlr.dataStart + 8, hdlr.dataStart + 12));
  const nameStart = hdlr.dataStart + 24;
  const length = bytes[nameStart] ?? 0;
  const pascal = nameStart + 1 + length === hdlr.end || nameStart + 1 + length === hdlr.end - 1;
  const name =
    pascal && length > 0
      ? textOf(bytes, nameStart + 1, nameStart + 1 + length)
      : textOf(bytes, nameStart, hdlr.end);
  return { type, name };
}

/** mdhd: timescale and language. */
function mediaHeaderOf(bytes: Uint8Array, mdhd: Box): { timescale: number; language?: string } {
  const version = bytes[mdhd.dataStart] ?? 0;
  const timescaleAt = mdhd.dataStart + (version === 1 ? 20 : 12);
  const languageAt = timescaleAt + (version === 1 ? 12 : 8);
  const language = languageOf(uint16(bytes, languageAt));
  return { timescale: uint32(bytes, timescaleAt), ...(language ? { language } : {}) };
}

function trackIdOf(bytes: Uint8Array, tkhd: Box | undefined): number | undefined {
  if (!tkhd) return undefined;
  return uint32(bytes, tkhd.dataStart + ((bytes[tkhd.dataStart] ?? 0) === 1 ? 20 : 12));
}

/** Track IDs other tracks name as their chapter track ('tref'/'chap'): QuickTime chapters are
 *  text tracks, but not subtitles. */
function chapterTrackIds(bytes: Uint8Array, traks: readonly Box[]): Set<number> {
  const ids = new Set<number>();
  for (const trak of traks) {
    const chap = findBox(bytes, trak, 'tref', 'chap');
    for (let at = chap?.dataStart ?? 0; chap && at + 4 <= chap.end; at += 4) {
      ids.add(uint32(bytes, at));
    }
  }
  return ids;
}

function kindOf(codec: string): TrackKind {
  if (TEXT_CODECS[codec]) return 'text';
  return IMAGE_CODECS.has(codec) ? 'image' : 'other';
}

/** The subtitle tracks of a 'moov' box's bytes, in 'trak' order. */
function subtitleTracksOf(bytes: Uint8Array): Mp4Track[] {
  const traks = (boxesOf(bytes, 0, bytes.length) ?? []).filter((box) => box.type === 'trak');
  const chapters = chapterTrackIds(bytes, traks);
  const tracks: Mp4Track[] = [];
  for (const trak of traks) {
    const mdia = findBox(bytes, trak, 'mdia');
    const hdlr = findBox(bytes, mdia, 'hdlr');
    const mdhd = findBox(bytes, mdia, 'mdhd');
    const stbl = findBox(bytes, mdia, 'minf', 'stbl');
    const trackId = trackIdOf(bytes, findBox(bytes, trak, 'tkhd'));
    if (!hdlr || !mdhd || !stbl) continue;
    const handler = handlerOf(bytes, hdlr);
    if (!SUBTITLE_HANDLERS.has(handler.type) || (trackId !== undefined && chapters.has(trackId))) {
      continue;
    }
    const stsd = findBox(bytes, stbl, 'stsd');
    const codec = stsd
      ? String.fromCharCode(...bytes.subarray(stsd.dataStart + 12, stsd.dataStart + 16))
      : '';
    const header = mediaHeaderOf(bytes, mdhd);
    const info: SubtitleTrackInfo = { index: tracks.length, codec };
    if (header.language) info.language = header.language;
    const nameBox = findBox(bytes, trak, 'udta', 'name');
    const name = nameBox ? textOf(bytes, nameBox.dataStart, nameBox.end) : handler.name;
    if (!DEFAULT_HANDLER_NAMES.has(name)) info.name = name;
    const layout = TEXT_CODECS[codec];
    const samples = sampleTable(bytes, stbl, header.timescale);
    tracks.push({
      info,
      kind: samples === undefined ? 'other' : kindOf(codec),
      ...(layout && samples ? { layout } : {}),
      ...(samples === undefined ? { unreadable: 'Its sample table is damaged' } : {}),
      samples: samples ?? [],
    });
  }
  return tracks;
}

/** The file's subtitle tracks, from its top-level boxes and its 'moov' box. */
export function* readMp4Layout(size: number): Reads<Mp4File> {
  let at = 0;
  let moov: Uint8Array | undefined;
  let fragmented = false;
  while (at < size && !moov) {
    const head = yield { offset: at, length: Math.min(MAX_BOX_HEADER_BYTES, size - at) };
    const header = readBoxHeader(head, 0);
    if (typeof header === 'string' || !/^[\x20-\x7e\xa9]{4}$/.test(header.type)) break;
    const end = header.size === undefined ? size : at + header.size;
    if (header.type === 'moof') fragmented = true;
    if (header.type === 'moov') {
      const length = end - at - header.headerLength;
      if (end > size || length > MAX_MOOV_BYTES) break;
      moov = (yield { offset: at + header.headerLength, length }).slice();
    }
    at = end;
  }
  if (!moov) {
    throw damaged(
      'MP4',
      'it has no readable moov box (the list of its tracks); it may be cut short',
    );
  }
  const tracks = subtitleTracksOf(moov);
  if (fragmented) {
    for (const [index, track] of tracks.entries()) {
      if (track.samples.length === 0)
        tracks[index] = {
          ...track,
          kind: 'other',
          unreadable: 'Its samples are in fragments (moof), which are not read here',
        };
    }
  }
  return { container: 'MP4', tracks };
}

/** Samples read by one parallel task: an asynchronous source then has several reads in flight. */
const SAMPLES_PER_TASK = 64;

/** Samples as raw cues, stopping at the first one the file is too short to hold. */
function* readSamples(samples: readonly Sample[]): Reads<TrackCues> {
  const found: TrackCues = { cues: [], problems: [] };
  for (const sample of samples) {
    const data = yield { offset: sample.offset, length: sample.size };
    if (data.length < sample.size) {
      found.problems.push(
        `The file ends inside a subtitle sample at byte ${sample.offset}: the rest of the track was not read`,
      );
      break;
    }
    found.cues.push({ start: sample.start, end: sample.end, data: data.slice() });
  }
  return found;
}

/** The samples of `wanted` tracks as raw cues, read by their offsets and sizes. */
export function* readMp4Cues(wanted: readonly Mp4Track[]): Reads<TrackCues[]> {
  const found: TrackCues[] = [];
  for (const track of wanted) {
    const tasks: Reads<TrackCues>[] = [];
    for (let at = 0; at < track.samples.length; at += SAMPLES_PER_TASK) {
      tasks.push(readSamples(track.samples.slice(at, at + SAMPLES_PER_TASK)));
    }
    const parts = yield* inParallel(tasks);
    // Past the first cut sample nothing is read: the file ends there.
    const cut = parts.findIndex((part) => part.problems.length > 0);
    const kept = cut < 0 ? parts : parts.slice(0, cut + 1);
    found.push({
      cues: kept.flatMap((part) => part.cues),
      problems: kept.flatMap((part) => part.problems),
    });
  }
  return found;
}
