import type { ParsedSubtitle } from '../model';
import {
  bytesSource,
  runAsync,
  runSync,
  type ByteSource,
  type ReadOptions,
  type Reads,
} from './byteSource';
import { subtitleFromCues } from './cues';
import { MediaSubtitleError } from './errors';
import { uint32 } from './isobmff';
import { readMatroskaCues, readMatroskaLayout, type MatroskaFile } from './matroska';
import type { MatroskaTrack } from './matroskaTracks';
import { readMp4Cues, readMp4Layout, type Mp4File, type Mp4Track } from './mp4';
import type { ContainerTrack, SubtitleTrackInfo, TrackCues } from './tracks';

// Subtitles inside media files (Matroska/WebM, MP4/MOV): list the subtitle tracks, read one text
// track as a subtitle. Every reader works through a ByteSource, so a caller with a big file on
// disk (a Node file handle, a browser File) reads only headers and the subtitle tracks' blocks;
// readMediaSubtitleSync is the same over bytes already in memory.

export { bytesSource, type ByteSource, type ReadOptions } from './byteSource';
export { MediaSubtitleError, type MediaSubtitleProblem } from './errors';
export type { SubtitleTrackInfo } from './tracks';

export type ContainerKind = 'matroska' | 'mp4';

/** A media file's subtitle: the chosen track read in its own format, and every subtitle track. */
export interface MediaSubtitle extends ParsedSubtitle {
  tracks: SubtitleTrackInfo[];
}

export interface MediaReadOptions extends ReadOptions {
  /** Index among the subtitle tracks (SubtitleTrackInfo.index); default the first text track. */
  track?: number | undefined;
}

/** ISO-BMFF boxes a file may open with (MP4 'ftyp'; QuickTime files may start with the others). */
const FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);

/** The container a file's first bytes (16 are enough) open: the EBML magic 1A 45 DF A3, or an
 *  ISO-BMFF box of a known first type whose size fits the file. Text never starts so: a text
 *  file's first four bytes read as a size are far larger than any upload. */
export function detectContainer(
  prefix: Uint8Array,
  fileSize = prefix.length,
): ContainerKind | undefined {
  if (prefix[0] === 0x1a && prefix[1] === 0x45 && prefix[2] === 0xdf && prefix[3] === 0xa3) {
    return 'matroska';
  }
  if (prefix.length < 8) return undefined;
  const type = String.fromCharCode(...prefix.subarray(4, 8));
  const size = uint32(prefix, 0);
  const fits = size === 0 || size === 1 || (size >= 8 && size <= fileSize);
  return FIRST_BOXES.has(type) && fits ? 'mp4' : undefined;
}

type Layout =
  | { readonly kind: 'matroska'; readonly file: MatroskaFile }
  | { readonly kind: 'mp4'; readonly file: Mp4File };

function* openLayout(size: number): Reads<Layout> {
  const prefix = yield { offset: 0, length: 16 };
  const kind = detectContainer(prefix, size);
  if (kind === 'matroska') return { kind, file: yield* readMatroskaLayout(size) };
  if (kind === 'mp4') return { kind, file: yield* readMp4Layout(size) };
  throw new MediaSubtitleError('notMedia', 'This file is not a Matroska, WebM, MP4 or MOV video.');
}

function describe(track: ContainerTrack): string {
  return `Subtitle track ${track.info.index} (${track.info.codec})`;
}

/** The track to read: the one asked for, or the first text track. */
function chooseTrack(layout: Layout, index: number | undefined): ContainerTrack {
  const tracks: readonly ContainerTrack[] = layout.file.tracks;
  if (index === undefined) {
    const text = tracks.find((track) => track.kind === 'text');
    if (text) return text;
    if (tracks.length === 0) {
      throw new MediaSubtitleError(
        'noSubtitleTrack',
        'This video has no text subtitle track: it has no subtitle tracks at all.',
      );
    }
    const codecs = [...new Set(tracks.map((track) => track.info.codec))].join(', ');
    const images = tracks.every((track) => track.kind === 'image');
    throw new MediaSubtitleError(
      'noTextTrack',
      `This video has no text subtitle track: its subtitle tracks are ${codecs}` +
        (images
          ? ', pictures of text, and image subtitles need OCR, which is not offered here.'
          : ', which are not read here.'),
    );
  }
  const track = Number.isSafeInteger(index) ? tracks[index] : undefined;
  if (!track) {
    throw new MediaSubtitleError(
      'badTrackIndex',
      tracks.length === 0
        ? `There is no subtitle track ${index}: this video has no subtitle tracks.`
        : `There is no subtitle track ${index}: this video's subtitle tracks are numbered 0 to ${tracks.length - 1}.`,
    );
  }
  if (track.kind === 'image') {
    throw new MediaSubtitleError(
      'imageTrack',
      `${describe(track)} holds pictures of text: image subtitles need OCR, which is not offered here.`,
    );
  }
  if (track.kind !== 'text') {
    throw new MediaSubtitleError(
      'unsupportedTrack',
      `${describe(track)} is in a subtitle format that is not read here${track.unreadable ? `: ${track.unreadable}` : ''}.`,
    );
  }
  return track;
}

function* cuesOf(layout: Layout, tracks: readonly ContainerTrack[]): Reads<TrackCues[]> {
  return layout.kind === 'matroska'
    ? yield* readMatroskaCues(layout.file, tracks as readonly MatroskaTrack[])
    : yield* readMp4Cues(tracks as readonly Mp4Track[]);
}

/** A read track as the answer: its subtitle, refused when it holds no paragraph. */
function answer(
  layout: Layout,
  track: ContainerTrack,
  found: TrackCues,
  fileName: string,
): MediaSubtitle {
  const subtitle = subtitleFromCues(track, found, fileName);
  if (subtitle.paragraphs.length === 0) {
    const problem = found.problems[0];
    throw problem
      ? new MediaSubtitleError('damaged', `${describe(track)} could not be read. ${problem}.`)
      : new MediaSubtitleError('emptyTrack', `${describe(track)} holds no cues.`);
  }
  const { paragraphs, warnings, ...rest } = subtitle;
  return {
    ...rest,
    tracks: layout.file.tracks.map((entry) => ({ ...entry.info })),
    ...(warnings ? { warnings } : {}),
    paragraphs,
  };
}

function* readOne(size: number, fileName: string, index: number | undefined): Reads<MediaSubtitle> {
  const layout = yield* openLayout(size);
  const track = chooseTrack(layout, index);
  const [found] = yield* cuesOf(layout, [track]);
  return answer(layout, track, found ?? { cues: [], problems: [] }, fileName);
}

function* readMany(
  size: number,
  fileName: string,
  indices: readonly number[],
): Reads<MediaSubtitle[]> {
  const layout = yield* openLayout(size);
  const tracks = indices.map((index) => chooseTrack(layout, index));
  const found = yield* cuesOf(layout, tracks);
  return tracks.map((track, at) =>
    answer(layout, track, found[at] ?? { cues: [], problems: [] }, fileName),
  );
}

function* listTracks(size: number): Reads<SubtitleTrackInfo[]> {
  const layout = yield* openLayout(size);
  return layout.file.tracks.map((track) => ({ ...track.info }));
}

/** Every subtitle track of a media file (image tracks too), reading only its headers. */
export function listSubtitleTracks(
  source: ByteSource,
  options: ReadOptions = {},
): Promise<SubtitleTrackInfo[]> {
  return runAsync(source, listTracks(source.size), options);
}

/** One subtitle track of a media file (`options.track`, else the first text track). Throws
 *  MediaSubtitleError when there is none to read. */
export function readMediaSubtitle(
  source: ByteSource,
  fileName: string,
  options: MediaReadOptions = {},
): Promise<MediaSubtitle> {
  return runAsync(source, readOne(source.size, fileName, options.track), options);
}

/** Several subtitle tracks in one pass over the file, in the order asked. */
export function readMediaSubtitles(
  source: ByteSource,
  fileName: string,
  indices: readonly number[],
  options: ReadOptions = {},
): Promise<MediaSubtitle[]> {
  return runAsync(source, readMany(source.size, fileName, indices), options);
}

/** readMediaSubtitle over bytes in memory, synchronously (the service's uploads). */
export function readMediaSubtitleSync(
  bytes: Uint8Array,
  fileName: string,
  options: MediaReadOptions = {},
): MediaSubtitle {
  return runSync(bytesSource(bytes), readOne(bytes.length, fileName, options.track), options);
}
