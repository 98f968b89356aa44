import { inParallel, type Reads } from './byteSource';
import {
  childrenOf,
  MAX_HEADER_BYTES,
  readElementHeader,
  readUint,
  readVint,
  UNKNOWN_SIZE,
  uintOf,
  type ElementHeader,
} from './ebml';
import { damaged, MediaSubtitleError } from './errors';
import {
  docTypeOf,
  MKV,
  seekPositionsOf,
  subtitleTracksOf,
  timestampScaleOf,
  TOP_LEVEL_IDS,
  type MatroskaTrack,
} from './matroskaTracks';
import type { ContainerLayout, TrackCues } from './tracks';

// Matroska and WebM read as a stream: the EBML header, the Segment's Info, Tracks and SeekHead,
// then the Clusters block by block. Of each block only its header is read (its track number is
// the first bytes of its data); the data of other tracks' blocks (video, audio) is skipped by
// its size, so a 2 GB file costs a few bytes per block. Cues (the seek index) are not used: most
// muxers index video keyframes only.

export interface MatroskaFile extends ContainerLayout {
  readonly tracks: readonly MatroskaTrack[];
  /** Milliseconds per timestamp tick (TimestampScale / 1e6). */
  readonly msPerTick: number;
  /** Where the first Cluster starts; undefined when the file has none. */
  readonly clustersStart: number | undefined;
  /** Where the Segment ends (the file's end when its size is unknown or the file is cut). */
  readonly segmentEnd: number;
}

/** Most bytes of an element read whole (Info, Tracks, a subtitle block group): more is damage. */
const MAX_ELEMENT_BYTES = 64 * 1024 * 1024;

interface Element extends ElementHeader {
  readonly start: number;
  readonly dataStart: number;
  /** Exclusive end of the data; Infinity for an unknown size. */
  readonly end: number;
}

function* elementAt(
  at: number,
  limit: number,
  exact = false,
): Reads<Element | 'short' | 'invalid'> {
  const length = Math.max(0, Math.min(MAX_HEADER_BYTES, limit - at));
  const bytes = yield { offset: at, length, exact };
  const header = readElementHeader(bytes, 0);
  if (typeof header === 'string') return header;
  const dataStart = at + header.headerLength;
  const end = header.size === UNKNOWN_SIZE ? Infinity : dataStart + header.size;
  return { ...header, start: at, dataStart, end };
}

/** An element's data, or undefined when it is too big or the file ends inside it. */
function* dataOf(element: Element): Reads<Uint8Array | undefined> {
  if (element.size === UNKNOWN_SIZE || element.size > MAX_ELEMENT_BYTES) return undefined;
  const bytes = yield { offset: element.dataStart, length: element.size };
  return bytes.length === element.size ? bytes.slice() : undefined;
}

/** Where a Cluster ends: its size, or for an unknown size the next top-level element. */
function* clusterEnd(cluster: Element, segmentEnd: number): Reads<number> {
  if (cluster.size !== UNKNOWN_SIZE) return Math.min(cluster.end, segmentEnd);
  let at = cluster.dataStart;
  while (at < segmentEnd) {
    const child = yield* elementAt(at, segmentEnd);
    if (typeof child === 'string' || TOP_LEVEL_IDS.has(child.id) || child.size === UNKNOWN_SIZE) {
      return at;
    }
    at = child.end;
  }
  return segmentEnd;
}

/** The file's kind, timestamp scale and subtitle tracks, reading up to its first Cluster (or
 *  where its SeekHead points). */
export function* readMatroskaLayout(size: number): Reads<MatroskaFile> {
  const head = yield* elementAt(0, size);
  if (typeof head === 'string' || head.id !== MKV.EBML) {
    throw damaged('Matroska', 'it does not start with an EBML header');
  }
  const headBytes = yield* dataOf(head);
  const docType = headBytes && docTypeOf(headBytes);
  if (docType === undefined) throw damaged('Matroska', 'its EBML header cannot be read');
  if (docType !== 'matroska' && docType !== 'webm') {
    throw new MediaSubtitleError(
      'unsupportedTrack',
      `This EBML file is a "${docType}" document, not a Matroska or WebM video.`,
    );
  }
  const container = docType === 'webm' ? 'WebM' : 'Matroska';
  let at = head.end;
  let segment: Element | undefined;
  while (at < size && !segment) {
    const element = yield* elementAt(at, size);
    if (typeof element === 'string') break;
    if (element.id === MKV.Segment) segment = element;
    else if (element.size === UNKNOWN_SIZE) break;
    at = element.end;
  }
  if (!segment) throw damaged(container, 'it has no Segment (the element that holds its tracks)');
  const segmentEnd = Math.min(segment.end, size);
  let msPerTick: number | undefined;
  let tracksData: Uint8Array | undefined;
  let seeks = new Map<number, number>();
  let clustersStart: number | undefined;
  at = segment.dataStart;
  while (at < segmentEnd) {
    const element = yield* elementAt(at, segmentEnd);
    if (typeof element === 'string') break;
    if (element.id === MKV.Cluster) {
      clustersStart ??= at;
      if (tracksData) break;
      at = yield* clusterEnd(element, segmentEnd);
      continue;
    }
    if (element.size === UNKNOWN_SIZE) break;
    if (element.id === MKV.Info || element.id === MKV.Tracks || element.id === MKV.SeekHead) {
      const data = yield* dataOf(element);
      if (!data) break;
      if (element.id === MKV.Info) msPerTick = (timestampScaleOf(data) ?? 1e6) / 1e6;
      else if (element.id === MKV.Tracks) tracksData = data;
      else seeks = seekPositionsOf(data);
    }
    at = element.end;
  }
  // Tracks or Info after the Clusters: where the SeekHead says.
  for (const id of [MKV.Tracks, MKV.Info]) {
    const position = seeks.get(id);
    if ((id === MKV.Tracks ? tracksData : msPerTick) !== undefined || position === undefined) {
      continue;
    }
    const element = yield* elementAt(segment.dataStart + position, segmentEnd);
    if (typeof element === 'string' || element.id !== id) continue;
    const data = yield* dataOf(element);
    if (!data) continue;
    if (id === MKV.Tracks) tracksData = data;
    else msPerTick = (timestampScaleOf(data) ?? 1e6) / 1e6;
  }
  if (!tracksData) throw damaged(container, 'its list of tracks cannot be read');
  return {
    container,
    tracks: subtitleTracksOf(tracksData),
    msPerTick: msPerTick ?? 1,
    clustersStart,
    segmentEnd,
  };
}

/** A wanted track and where its cues go (one TrackCues per cluster read). */
interface Target {
  readonly track: MatroskaTrack;
  readonly found: TrackCues;
}

/** Reads one block's data (a SimpleBlock's or a BlockGroup's Block) into its track's cues. */
function addBlock(
  file: MatroskaFile,
  target: Target,
  data: Uint8Array,
  clusterTime: number,
  duration: number | undefined,
  addition: Uint8Array | undefined,
  at: number,
): void {
  const number = readVint(data, 0);
  const headerEnd = (number?.length ?? 0) + 3;
  if (!number || data.length < headerEnd) {
    target.found.problems.push(`A damaged block at byte ${at} was skipped`);
    return;
  }
  const timecode = (((data[number.length] ?? 0) << 24) >> 16) | (data[number.length + 1] ?? 0);
  const flags = data[number.length + 2] ?? 0;
  if ((flags & 0x06) !== 0) {
    target.found.problems.push(`A laced block at byte ${at} was skipped`);
    return;
  }
  let frame = data.slice(headerEnd);
  const stripped = target.track.strippedHeader;
  if (stripped) {
    const whole = new Uint8Array(stripped.length + frame.length);
    whole.set(stripped);
    whole.set(frame, stripped.length);
    frame = whole;
  }
  const start = Math.round((clusterTime + timecode) * file.msPerTick);
  const lengthMs =
    duration !== undefined ? duration * file.msPerTick : target.track.defaultDurationMs;
  target.found.cues.push({
    start,
    end: lengthMs === undefined ? undefined : Math.round(start + lengthMs),
    data: frame,
    ...(addition ? { addition } : {}),
  });
}

/** A BlockGroup read whole when its Block belongs to a wanted track, else skipped. */
function* readGroup(
  file: MatroskaFile,
  group: Element,
  targets: ReadonlyMap<number, Target>,
  clusterTime: number,
): Reads<void> {
  let at = group.dataStart;
  while (at < group.end) {
    const child = yield* elementAt(at, group.end);
    if (typeof child === 'string' || child.size === UNKNOWN_SIZE) return;
    if (child.id === MKV.Block) {
      const peek = yield { offset: child.dataStart, length: Math.min(8, child.size) };
      const target = targets.get(readVint(peek, 0)?.value ?? -1);
      if (!target) return;
      const bytes = yield* dataOf(group);
      const fields = bytes && childrenOf(bytes, 0, bytes.length);
      const block = fields?.find((field) => field.id === MKV.Block);
      if (!bytes || !fields || !block) {
        target.found.problems.push(`A damaged block group at byte ${group.start} was skipped`);
        return;
      }
      const duration = fields.find((field) => field.id === MKV.BlockDuration);
      const additions = fields.find((field) => field.id === MKV.BlockAdditions);
      const more = additions && childrenOf(bytes, additions.dataStart, additions.dataEnd);
      const moreData = more?.find((field) => field.id === MKV.BlockMore);
      const additional =
        moreData &&
        childrenOf(bytes, moreData.dataStart, moreData.dataEnd)?.find(
          (field) => field.id === MKV.BlockAdditional,
        );
      addBlock(
        file,
        target,
        bytes.subarray(block.dataStart, block.dataEnd),
        clusterTime,
        duration && readUint(bytes, duration),
        additional && bytes.slice(additional.dataStart, additional.dataEnd),
        group.start,
      );
      return;
    }
    at = child.end;
  }
}

/** One Cluster's cues of the wanted tracks (one TrackCues per wanted track) and where it ends
 *  (for a Cluster of unknown size, the next top-level element). A damaged or cut cluster gives
 *  the cues before the damage; `stopped` says the file cannot be followed past it. */
function* readCluster(
  file: MatroskaFile,
  cluster: Element,
  wanted: readonly MatroskaTrack[],
): Reads<{ found: TrackCues[]; end: number; stopped: boolean }> {
  const found = wanted.map((): TrackCues => ({ cues: [], problems: [] }));
  const targets = new Map<number, Target>();
  wanted.forEach((track, index) => {
    targets.set(track.number, { track, found: found[index] ?? { cues: [], problems: [] } });
  });
  const unknownSize = cluster.size === UNKNOWN_SIZE;
  const clusterEnd = Math.min(cluster.end, file.segmentEnd);
  // Past a damaged known-size cluster the next one is found by its size; past the end of a cut
  // file, or inside a cluster of unknown size, nothing more can be read.
  const cut = unknownSize || cluster.end > file.segmentEnd;
  const stop = (why: string) => {
    const rest = cut ? 'the rest of the file' : 'the rest of its cluster';
    for (const cues of found) cues.problems.push(`${why}: ${rest} was not read`);
    return { found, end: clusterEnd, stopped: cut };
  };
  let clusterTime = 0;
  let child = cluster.dataStart;
  while (child < clusterEnd) {
    const block = yield* elementAt(child, clusterEnd);
    if (block === 'short') return stop(`The file ends inside a cluster at byte ${child}`);
    if (block === 'invalid') return stop(`The file is damaged at byte ${child}`);
    // The next Cluster (or other top-level element) ends a Cluster of unknown size.
    if (unknownSize && TOP_LEVEL_IDS.has(block.id)) break;
    if (block.size === UNKNOWN_SIZE) return stop(`The file is damaged at byte ${child}`);
    if (block.end > clusterEnd) return stop(`The file ends inside a cluster at byte ${child}`);
    if (block.id === MKV.Timestamp) {
      clusterTime = uintOf(yield { offset: block.dataStart, length: Math.min(8, block.size) });
    } else if (block.id === MKV.SimpleBlock) {
      const peek = yield { offset: block.dataStart, length: Math.min(8, block.size) };
      const target = targets.get(readVint(peek, 0)?.value ?? -1);
      if (target) {
        const data = yield* dataOf(block);
        if (data) addBlock(file, target, data, clusterTime, undefined, undefined, block.start);
      }
    } else if (block.id === MKV.BlockGroup) {
      yield* readGroup(file, block, targets, clusterTime);
    }
    child = block.end;
  }
  if (!unknownSize && cluster.end > file.segmentEnd) {
    return stop(`The file ends inside a cluster at byte ${file.segmentEnd}`);
  }
  return { found, end: unknownSize ? child : clusterEnd, stopped: false };
}

/**
 * The cues of `wanted` tracks. The Clusters are found by their sizes (one header read each) and
 * then read as parallel tasks, so an asynchronous source has several reads in flight; a Cluster
 * of unknown size (live WebM) can only be ended by reading it, so it is read on the way. A cut or
 * damaged file gives the cues before the damage and says where reading stopped.
 */
export function* readMatroskaCues(
  file: MatroskaFile,
  wanted: readonly MatroskaTrack[],
): Reads<TrackCues[]> {
  const parts: TrackCues[][] = [];
  const tasks: Reads<{ found: TrackCues[]; stopped: boolean }>[] = [];
  const stopped = (why: string): TrackCues[] =>
    wanted.map(() => ({ cues: [], problems: [`${why}: the rest of the file was not read`] }));
  const end = file.segmentEnd;
  let at = file.clustersStart ?? end;
  let last: TrackCues[] | undefined;
  while (at < end) {
    // Only the header: the cluster's own task reads from there.
    const element = yield* elementAt(at, end, true);
    if (typeof element === 'string') {
      last = stopped(
        element === 'short'
          ? `The file ends inside an element at byte ${at}`
          : `The file is damaged at byte ${at}`,
      );
      break;
    }
    if (element.id === MKV.Cluster && element.size !== UNKNOWN_SIZE) {
      tasks.push(readCluster(file, element, wanted));
      at = Math.min(element.end, end);
      continue;
    }
    if (element.id === MKV.Cluster) {
      // Read now, in order: the tasks before it first, so the cues stay in file order.
      const done = yield* inParallel(tasks.splice(0));
      parts.push(...done.map((result) => result.found));
      const read = yield* readCluster(file, element, wanted);
      parts.push(read.found);
      if (read.stopped) break;
      at = read.end;
      continue;
    }
    if (element.size === UNKNOWN_SIZE) {
      last = stopped(`The file is damaged at byte ${at}`);
      break;
    }
    at = element.end;
  }
  const done = yield* inParallel(tasks);
  parts.push(...done.map((result) => result.found));
  if (last) parts.push(last);
  return wanted.map((_, index) => ({
    cues: parts.flatMap((part) => part[index]?.cues ?? []),
    problems: parts.flatMap((part) => part[index]?.problems ?? []),
  }));
}
